import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { yuan, type CourseSummary } from '@shared/api/boutique';
import { Msg } from '@shared/rules/messages';
import { notify } from '../../../platform/notify';
import { useBuy, useWallet } from '../api/boutique';
import { hues } from '../../../config/colors';

/** 购买课程: the price, the balance, and 确认支付 from the wallet; a short balance is said before paying. */
export function BuyDialog(p: { course: CourseSummary; open: boolean; onClose(): void; onBought(): void }) {
  const wallet = useWallet();
  const buy = useBuy();
  const [error, setError] = useState('');
  const balance = wallet.data?.balance;
  const short = balance !== undefined && balance < p.course.price;
  const row = (label: string, value: string, strong = false) => (
    <Stack direction="row" justifyContent="space-between">
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500, color: strong ? hues.orange : undefined }}>{value}</Typography>
    </Stack>
  );
  const pay = () => {
    setError('');
    buy.mutate(p.course.id, {
      onSuccess: () => {
        notify.success(Msg.boutiqueBought);
        p.onBought();
      },
      onError: (e) => setError(e.message),
    });
  };
  return (
    <Dialog open={p.open} onClose={p.onClose} fullWidth maxWidth="xs">
      <DialogTitle>购买课程</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
        <Typography sx={{ fontWeight: 600 }}>{p.course.title}</Typography>
        <Box sx={{ display: 'grid', gap: 1, p: 2, borderRadius: 2, bgcolor: 'grey.50' }}>
          {row('课程价格', yuan(p.course.price), true)}
          {row('钱包余额', balance === undefined ? '…' : yuan(balance))}
          {!short && balance !== undefined && row('支付后余额', yuan(balance - p.course.price))}
        </Box>
        {short && (
          <Alert severity="warning">
            {Msg.boutiqueBalanceShort}（还差 {yuan(p.course.price - balance)}）
          </Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>取消</Button>
        <Button
          variant="contained"
          disableElevation
          disabled={balance === undefined || short || buy.isPending}
          onClick={pay}
        >
          确认支付 {yuan(p.course.price)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
