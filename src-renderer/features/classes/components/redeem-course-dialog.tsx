import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { notify } from '../../../platform/notify';
import { Timing, useDebounced } from '../../../platform/timing';
import { useExchangeCourse } from '../api/exchange-course';
import { redeemEffects } from './redeem-book-dialog';

/**
 * Redeem course code (spec sections 2, 5, 8): the button is active only with a code; a refused code (any code
 * other than 200) clears the field; success shows 兑换成功 for 5 s, then reloads.
 */
export function RedeemCourseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const exchange = useExchangeCourse();

  const close = () => {
    setCode('');
    setDone(null);
    send.reset();
    onClose();
  };

  const send = useDebounced(async (value: string) => {
    setBusy(true);
    try {
      const res = await exchange.mutateAsync(value);
      setDone(`「${res.title}」已开通，学校可为 ${res.quota - res.used} 个班级添加该课程`);
      notify.success(Msg.redeemSuccess, Timing.redeemReloadMs);
      setTimeout(redeemEffects.reload, Timing.redeemReloadMs);
    } catch {
      setCode('');
      send.reset();
    } finally {
      setBusy(false);
    }
  }, Timing.submitMs);

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="redeem-course-title">
      <DialogTitle id="redeem-course-title" sx={{ fontWeight: 600 }}>
        兑换课程
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          课程兑换码可为学校开通课程或增加课程的班级名额。
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label="课程兑换码"
          placeholder="请输入课程兑换码"
          value={code}
          disabled={done !== null}
          onChange={(e) => setCode(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 64, 'aria-label': '课程兑换码' } }}
        />
        {done && (
          <Typography color="success.main" sx={{ mt: 2 }}>
            {done}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={close}>
          取消
        </Button>
        <Button
          variant="contained"
          disableElevation
          disabled={!code.trim() || busy || done !== null}
          onClick={() => send(code.trim())}
        >
          立即兑换
        </Button>
      </DialogActions>
    </Dialog>
  );
}
