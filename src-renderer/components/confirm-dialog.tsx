import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';

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

export type ConfirmOptions = Pick<ConfirmDialogProps, 'title' | 'message' | 'confirmText' | 'cancelText' | 'danger'>;

/**
 * A yes/no question asked with `await ask({...})`, instead of the browser's `window.confirm` (issue 34.26: in WeChat
 * and other in-app browsers that box shows the site's address as its title, and it cannot be styled or read out in
 * the product's words). Render `dialog` once in the component.
 */
export function useConfirm() {
  const [asking, setAsking] = useState<{ options: ConfirmOptions; answer: (ok: boolean) => void } | null>(null);
  const ask = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((answer) => setAsking({ options, answer })),
    [],
  );
  const reply = (ok: boolean) => {
    asking?.answer(ok);
    setAsking(null);
  };
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      {...(asking?.options ?? { title: '' })}
      onConfirm={() => reply(true)}
      onCancel={() => reply(false)}
    />
  );
  return [ask, dialog] as const;
}
