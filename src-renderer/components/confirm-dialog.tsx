import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question with cancel and confirm (used for deleting, removing and joining). */
export function ConfirmDialog(p: ConfirmDialogProps) {
  return (
    <Dialog open={p.open} onClose={p.onCancel} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title" sx={{ fontWeight: 600 }}>
        {p.title}
      </DialogTitle>
      {p.message && (
        <DialogContent>
          <Typography color="text.secondary">{p.message}</Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={p.onCancel} color="inherit">
          {p.cancelText ?? '取消'}
        </Button>
        <Button
          onClick={p.onConfirm}
          variant="contained"
          color={p.danger ? 'error' : 'primary'}
          disabled={p.busy}
          disableElevation
        >
          {p.confirmText ?? '确定'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
