import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import type { RedeemInfo } from '@shared/api/redeem';
import { Msg } from '@shared/rules/messages';
import { useAppSelector } from '../../../state/store';
import { notify } from '../../../platform/notify';
import { Timing, useDebounced } from '../../../platform/timing';
import { useBindRedeemCode } from '../api/bind-redeem';
import { getRedeemInfo } from '../api/redeem-info';
import { assetUrl, COURSE_TYPE_LABEL } from '../labels';

/** Reloads the page once 兑换成功 has been shown (spec section 8); replaceable in tests. */
export const redeemEffects = { reload: () => location.reload() };

/**
 * Redeem textbook (spec sections 2, 3, 5, 8): the code is required; the lookup shows courseType and dataInfo; a
 * code of type AI_COURSE is refused with the study-companion warning; confirm binds (childId for a parent), shows
 * 兑换成功 for 5 s, then reloads.
 */
export function RedeemBookDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [info, setInfo] = useState<RedeemInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const session = useAppSelector((s) => s.session);
  const children = useMemo(
    () => (session.userType === 'PARENT' ? session.userRelations.filter((r) => r.toUserId !== session.id) : []),
    [session],
  );
  const [childId, setChildId] = useState<number | ''>('');
  const redeem = useBindRedeemCode();

  const close = () => {
    setCode('');
    setInfo(null);
    setDone(false);
    confirm.reset();
    onClose();
  };

  const lookUp = async (value: string) => {
    setBusy(true);
    try {
      const found = await getRedeemInfo(value);
      if (found.courseType === 'AI_COURSE') {
        notify.warning(Msg.redeemUnsupported, 5000);
        setInfo(null);
      } else setInfo(found);
    } catch {
      // The HTTP layer has shown why (兑换码无效或已被使用, 尝试次数过多 …).
    } finally {
      setBusy(false);
    }
  };

  const confirm = useDebounced(async (value: string) => {
    setBusy(true);
    try {
      await redeem.mutateAsync({ exchangeCode: value, childId: childId === '' ? null : childId });
      setDone(true);
      notify.success(Msg.redeemSuccess, Timing.redeemReloadMs);
      setTimeout(redeemEffects.reload, Timing.redeemReloadMs);
    } catch {
      confirm.reset();
    } finally {
      setBusy(false);
    }
  }, Timing.submitMs);

  const submit = () => {
    const value = code.trim();
    if (!value) return;
    if (!info) void lookUp(value);
    else confirm(value);
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="redeem-book-title">
      <DialogTitle id="redeem-book-title" sx={{ fontWeight: 600 }}>
        兑换教材
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <TextField
          autoFocus
          fullWidth
          label="兑换码"
          placeholder="请输入教材兑换码"
          value={code}
          disabled={done}
          onChange={(e) => {
            setCode(e.target.value);
            setInfo(null);
          }}
          onKeyDown={(e) => e.key === 'Enter' && submit()}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 64, 'aria-label': '兑换码' } }}
        />
        {info && (
          <Box
            aria-label="兑换内容"
            sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
          >
            <Box
              component="img"
              src={assetUrl(info.dataInfo.cover)}
              alt=""
              sx={{ width: 72, height: 96, borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.100' }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Chip size="small" color="primary" variant="outlined" label={COURSE_TYPE_LABEL[info.courseType]} />
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{info.dataInfo.title}</Typography>
              {info.dataInfo.author && (
                <Typography variant="body2" color="text.secondary">
                  {info.dataInfo.author}
                </Typography>
              )}
            </Box>
          </Box>
        )}
        {info && children.length > 0 && (
          <TextField select label="兑换给" value={childId} onChange={(e) => setChildId(Number(e.target.value))}>
            {children.map((c) => (
              <MenuItem key={c.toUserId} value={c.toUserId}>
                {c.toUserDisplayName}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={close}>
          取消
        </Button>
        <Button variant="contained" disableElevation disabled={!code.trim() || busy || done} onClick={submit}>
          {info ? '确认兑换' : '查询'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
