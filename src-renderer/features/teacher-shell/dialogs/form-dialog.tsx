import CloseRounded from '@mui/icons-material/CloseRounded';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { Msg } from '@shared/rules/messages';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  submitting?: boolean;
  submitDisabled?: boolean;
  submitLabel?: string;
  width?: 'xs' | 'sm';
  children: ReactNode;
}

/** The frame of the shell's form dialogs: title with a close button, the fields, cancel and confirm. */
export function FormDialog(p: FormDialogProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!p.submitting) p.onSubmit();
  };
  return (
    <Dialog
      open={p.open}
      onClose={p.onClose}
      fullWidth
      maxWidth={p.width ?? 'xs'}
      slotProps={{
        paper: { component: 'form', onSubmit: submit, noValidate: true, sx: { borderRadius: 3 } } as object,
      }}
    >
      <DialogTitle sx={{ fontWeight: 700, pr: 6 }}>
        {p.title}
        <IconButton aria-label="关闭" onClick={p.onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>{p.children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={p.onClose} color="inherit">
          {Msg.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          disabled={p.submitDisabled || p.submitting}
          sx={{ minWidth: 96 }}
        >
          {p.submitLabel ?? Msg.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
