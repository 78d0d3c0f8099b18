import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { useClassList } from '../../../api/classes/class-list';
import { notify } from '../../../platform/notify';
import { useRegister } from '../api/activity';

/** 报名: a teacher registers one of their classes; a parent registers their child (no choice to make). */
export function RegisterDialog(props: { activityId: number; teacher: boolean; onClose: () => void }) {
  const classes = useClassList(props.teacher);
  const [classId, setClassId] = useState<number | ''>('');
  const register = useRegister();
  const save = async () => {
    if (props.teacher && !classId) return void notify.warning(Msg.activityClassRequired);
    try {
      await register.mutateAsync({ activityId: props.activityId, classId: classId || undefined });
      notify.success(Msg.activityRegistered);
      props.onClose();
    } catch {
      // The HTTP layer has shown why (a closed registration window says so).
    }
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs">
      <DialogTitle>报名参加</DialogTitle>
      <DialogContent>
        {props.teacher ? (
          <TextField
            select
            fullWidth
            label="报名班级"
            value={classId}
            onChange={(e) => setClassId(Number(e.target.value))}
            sx={{ mt: 1 }}
          >
            {(classes.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography>以孩子的名义报名参加本活动。</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>取消</Button>
        <Button variant="contained" disabled={register.isPending} onClick={() => void save()}>
          确认报名
        </Button>
      </DialogActions>
    </Dialog>
  );
}
