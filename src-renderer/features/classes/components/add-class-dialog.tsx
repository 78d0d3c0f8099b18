import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { AddClassRequest, AddClassResponse, ClassType } from '@shared/api/classes';
import { classNumberOptions, gradeOptions } from '@shared/rules/grades';
import { Msg } from '@shared/rules/messages';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { Timing, useDebounced } from '../../../platform/timing';
import { useAddClass } from '../api/add-class';
import { buildAddClassRequest, type AddClassForm } from './add-class-form';

export interface AddClassDialogProps {
  open: boolean;
  onClose: () => void;
  /** After creating: the caller shows the class QR code. */
  onShowQr: (created: AddClassResponse) => void;
}

const EMPTY: AddClassForm = { type: 'ADMIN', level: '', team: '', name: '' };

/**
 * Add class (spec sections 2, 4 "Class joining", 5): join an administrative class (grade and class number) or add
 * an interest class (a name); missing fields say 请填写内容; then show the class QR code or close.
 */
export function AddClassDialog({ open, onClose, onShowQr }: AddClassDialogProps) {
  const [form, setForm] = useState<AddClassForm>(EMPTY);
  const [created, setCreated] = useState<AddClassResponse | null>(null);
  const school = useAppSelector((s) => s.session.school);
  const dispatch = useAppDispatch();
  const add = useAddClass();
  const grades = useMemo(() => gradeOptions(new Date()), []);
  const numbers = useMemo(() => classNumberOptions(), []);

  const close = () => {
    setForm(EMPTY);
    setCreated(null);
    send.reset();
    onClose();
  };

  // Only a complete form counts as a submit; a refused one may be corrected and sent again at once.
  const send = useDebounced(async (body: AddClassRequest) => {
    try {
      setCreated(await add.mutateAsync(body));
    } catch {
      send.reset(); // The HTTP layer has shown why (e.g. 该班级已存在).
    }
  }, Timing.submitMs);
  const submit = () => {
    const body = buildAddClassRequest(form, grades);
    if (!body) return void notify.warning(Msg.fillContent);
    send(body);
  };

  const set = (patch: Partial<AddClassForm>) => setForm((f) => ({ ...f, ...patch }));

  if (created)
    return (
      <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="add-class-title">
        <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
          <CheckCircleRoundedIcon color="success" sx={{ fontSize: 56 }} />
          <Typography id="add-class-title" variant="h6" sx={{ mt: 1, fontWeight: 600 }}>
            班级创建成功
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            「{created.name}」已创建，分享班级二维码，家长扫码即可让孩子加入班级。
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'center', gap: 1 }}>
          <Button color="inherit" variant="outlined" onClick={close}>
            关闭
          </Button>
          <Button
            variant="contained"
            disableElevation
            onClick={() => {
              const target = created;
              close();
              onShowQr(target);
            }}
          >
            查看班级二维码
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="add-class-title">
      <DialogTitle id="add-class-title" sx={{ fontWeight: 600 }}>
        添加班级
      </DialogTitle>
      <DialogContent>
        {!school ? (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => dispatch(appActions.openDialog('bindSchool'))}>
                去绑定
              </Button>
            }
          >
            {Msg.bindSchoolFirst}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <Typography variant="body2" color="text.secondary">
              学校：{school.name}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={form.type}
              onChange={(_e, v: ClassType | null) => v && set({ type: v })}
            >
              <ToggleButton value="ADMIN">{Msg.joinAdminClass}</ToggleButton>
              <ToggleButton value="INTEREST">{Msg.addInterestClass}</ToggleButton>
            </ToggleButtonGroup>
            {form.type === 'ADMIN' ? (
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
                <TextField
                  select
                  label="年级"
                  value={form.level}
                  onChange={(e) => set({ level: Number(e.target.value) })}
                >
                  {grades.map((g) => (
                    <MenuItem key={g.level} value={g.level}>
                      {g.gradName}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label="班级"
                  value={form.team}
                  onChange={(e) => set({ team: Number(e.target.value) })}
                  slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
                >
                  {numbers.map((n) => (
                    <MenuItem key={n.value} value={n.value}>
                      {n.label}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
            ) : (
              <TextField
                label="兴趣班名称"
                placeholder="例如：AI 创客兴趣班"
                value={form.name}
                onChange={(e) => set({ name: e.target.value })}
                slotProps={{ htmlInput: { maxLength: 30 } }}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={close}>
          取消
        </Button>
        <Button variant="contained" disableElevation disabled={!school || add.isPending} onClick={() => submit()}>
          确定
        </Button>
      </DialogActions>
    </Dialog>
  );
}
