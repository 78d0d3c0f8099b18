import { Alert, Box, Snackbar } from '@mui/material';
import { useEffect, useState } from 'react';
import { subscribeDismiss, subscribeToasts, type Toast } from '../platform/notify';

/** Shows the toasts posted through `notify` (the HTTP layer's error catalogue and features' messages). */
export function Toaster() {
  const [queue, setQueue] = useState<Toast[]>([]);
  useEffect(() => subscribeToasts((t) => setQueue((q) => [...q, t])), []);
  useEffect(() => subscribeDismiss((ids) => setQueue((q) => q.filter((t) => !ids.has(t.id)))), []);
  const current = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.durationMs}
      onClose={(_e, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: current.light ? 'bottom' : 'top', horizontal: 'center' }}
    >
      {current.light ? (
        <Box
          role="status"
          sx={{
            px: 2,
            py: 1,
            borderRadius: 2,
            bgcolor: 'rgba(0,0,0,0.72)',
            color: '#fff',
            fontSize: 14,
            maxWidth: '80vw',
          }}
        >
          {current.text}
        </Box>
      ) : (
        <Alert severity={current.kind} variant="filled" onClose={close} sx={{ minWidth: 280 }}>
          {current.text}
        </Alert>
      )}
    </Snackbar>
  );
}
