import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { SchoolSummary } from '@shared/api/school';
import { Msg } from '@shared/rules/messages';
import { loadSession } from '../../../state/session';
import { useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { Timing, useDebounced } from '../../../platform/timing';
import { useBindSchool } from '../api/bind-school';
import { lookupSchool } from '../api/school-lookup';

/**
 * School binding (spec sections 2, 4, 5, 8): look the activation code up, confirm 加入{school}？, bind, refresh the
 * user. An empty code does nothing; a lookup without data says 激活失败; a failed bind closes the dialog. The code of
 * the school the teacher is already in says 已绑定该学校，无需重复激活 and binds nothing (issue 34.14).
 */
export function BindSchoolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [school, setSchool] = useState<SchoolSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const bindMutation = useBindSchool();
  const boundSchoolId = useAppSelector((s) => s.session.school?.id);

  const close = () => {
    setCode('');
    setSchool(null);
    setBusy(false);
    send.reset();
    bind.reset();
    onClose();
  };

  // An empty code does nothing and does not count; a code that finds no school may be corrected at once.
  const send = useDebounced(async (value: string) => {
    setBusy(true);
    try {
      const found = await lookupSchool(value);
      if (!found) {
        notify.error(Msg.activateFailed);
        send.reset();
      } else if (found.id === boundSchoolId) {
        notify.info(Msg.schoolAlreadyBound);
        close();
        return;
      }
      setSchool(found);
    } catch {
      send.reset(); // The HTTP layer has shown why.
    } finally {
      setBusy(false);
    }
  }, Timing.submitMs);
  const lookUp = () => {
    const value = code.trim();
    if (value) send(value);
  };

  const bind = useDebounced(async () => {
    setBusy(true);
    try {
      await bindMutation.mutateAsync({ schoolCode: code.trim() });
      notify.success(Msg.activateSuccess);
      await loadSession('teacher').catch(() => undefined);
    } catch {
      // The HTTP layer has shown why; a failed bind closes the dialog too.
    }
    close();
  }, Timing.submitMs);

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="bind-school-title">
      <DialogTitle id="bind-school-title" sx={{ fontWeight: 600 }}>
        {school ? '确认加入学校' : '绑定学校'}
      </DialogTitle>
      {school ? (
        <>
          <DialogContent>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: 2,
                borderRadius: 2,
                bgcolor: 'rgba(47,107,255,0.06)',
              }}
            >
              <SchoolOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
              <Typography variant="h6" component="p">
                {Msg.joinSchoolConfirm.replace('{school}', school.name)}
              </Typography>
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={close}>
              取消
            </Button>
            <Button variant="contained" disableElevation disabled={busy} onClick={() => bind()}>
              确定
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
              输入学校提供的课程激活码，加入学校后即可创建班级、为班级添加课程。
            </Typography>
            <TextField
              autoFocus
              fullWidth
              label="学校激活码"
              placeholder="请输入激活码"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && lookUp()}
              slotProps={{ htmlInput: { maxLength: 64, 'aria-label': '学校激活码' } }}
            />
            <Alert severity="info" sx={{ mt: 2 }}>
              {Msg.noSchoolCodeHint}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={close}>
              取消
            </Button>
            <Button variant="contained" disableElevation disabled={busy} onClick={() => lookUp()}>
              激活
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
