import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import { useState } from 'react';
import { yuan } from '@shared/api/boutique';
import { useWallet } from '../api/boutique';
import { dayLabel } from '../labels';

/** 余额 ¥100.00 in a page's title row; opens 我的钱包 with the recent transactions. */
export function WalletButton() {
  const wallet = useWallet();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AccountBalanceWalletOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-label={`我的钱包：余额 ${wallet.data ? yuan(wallet.data.balance) : '…'}`}
        sx={{ borderRadius: 5, px: 2, whiteSpace: 'nowrap' }}
      >
        余额{' '}
        <Box component="span" data-testid="wallet-balance" sx={{ fontWeight: 700, ml: 0.5 }}>
          {wallet.data ? yuan(wallet.data.balance) : '…'}
        </Box>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle sx={{ pr: 6 }}>
          我的钱包
          <IconButton aria-label="关闭" onClick={() => setOpen(false)} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseRoundedIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Box
            sx={{
              p: 2.5,
              mb: 2,
              borderRadius: 2,
              color: '#fff',
              background: 'linear-gradient(135deg, #3d6be0, #2a3fb8)',
            }}
          >
            <Typography variant="body2" sx={{ opacity: 0.85 }}>
              账户余额（元）
            </Typography>
            <Typography variant="h4" sx={{ fontWeight: 700, mt: 0.5 }}>
              {wallet.data ? (wallet.data.balance / 100).toFixed(2) : '…'}
            </Typography>
          </Box>
          <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
            最近交易
          </Typography>
          {wallet.isPending ? (
            <Skeleton variant="rounded" height={120} />
          ) : !wallet.data?.transactions.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              暂无交易记录
            </Typography>
          ) : (
            <List dense aria-label="最近交易" disablePadding>
              {wallet.data.transactions.map((t) => (
                <ListItem key={t.id} divider disableGutters>
                  <ListItemText
                    primary={t.title}
                    secondary={`${dayLabel(t.createdAt)} · 余额 ${yuan(t.balanceAfter)}`}
                    slotProps={{ primary: { noWrap: true } }}
                    sx={{ minWidth: 0, mr: 2 }}
                  />
                  <Typography
                    sx={{ fontWeight: 600, flex: 'none', color: t.amount < 0 ? 'text.primary' : 'success.main' }}
                  >
                    {t.amount < 0 ? '-' : '+'}
                    {yuan(Math.abs(t.amount)).slice(1)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
