import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ResourceInfo } from '@shared/api/resources';
import { Msg } from '@shared/rules/messages';
import { useClassList } from '../../../api/classes/class-list';
import { notify } from '../../../platform/notify';
import { useShare } from '../api/resources';

/** 分享到班级: one or more of the teacher's own classes; their students then find it under 班级资源. */
export function ShareDialog({ resource, onClose }: { resource: ResourceInfo; onClose: () => void }) {
  const classes = useClassList();
  const done = new Set(resource.sharedClasses.map((c) => c.classId));
  const [chosen, setChosen] = useState<number[]>([]);
  const share = useShare();
  const toggle = (id: number) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
  const submit = async () => {
    await share.mutateAsync({ resId: resource.id, classIds: chosen });
    notify.success(Msg.resourceShared);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>分享到班级</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          分享后，班级的学生可以在“班级资源”中查看和下载。
        </Typography>
        {classes.isPending ? (
          <CircularProgress size={24} />
        ) : !classes.data?.length ? (
          <Alert severity="info">你还没有班级，请先在“班级管理”中添加班级</Alert>
        ) : (
          <FormGroup>
            {classes.data.map((c) => (
              <FormControlLabel
                key={c.id}
                control={
                  <Checkbox
                    checked={done.has(c.id) || chosen.includes(c.id)}
                    disabled={done.has(c.id)}
                    onChange={() => toggle(c.id)}
                  />
                }
                label={done.has(c.id) ? `${c.name}（已分享）` : c.name}
              />
            ))}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>取消</Button>
        <Button
          variant="contained"
          disableElevation
          disabled={!chosen.length || share.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          分享
        </Button>
      </DialogActions>
    </Dialog>
  );
}
