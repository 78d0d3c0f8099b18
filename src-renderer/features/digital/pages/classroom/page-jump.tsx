import { Button, Popover, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { L } from '../../labels';

/** The page number on the toolbar; pressed, it asks for a page to go to (p.7 → p.55 in one step). */
export function PageJump({ page, count, onGo }: { page: number; count: number; onGo: (p: number) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const close = () => (setAnchor(null), setError(''), setText(''));
  const go = () => {
    const n = Number(text.trim());
    if (!Number.isInteger(n) || n < 1 || n > count) return setError(L.pageRange(count));
    onGo(n);
    close();
  };
  const shown = L.pageOf(page, count);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`${shown} ${L.goToPage}`}
        data-testid="page-indicator"
        sx={{ minWidth: 88, fontSize: '1rem', fontVariantNumeric: 'tabular-nums' }}
      >
        {shown}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Stack
          component="form"
          direction="row"
          spacing={1}
          alignItems="flex-start"
          sx={{ p: 2, width: 320 }}
          onSubmit={(e) => (e.preventDefault(), go())}
        >
          <TextField
            autoFocus
            size="small"
            label={L.pageNumber}
            value={text}
            onChange={(e) => (setText(e.target.value), setError(''))}
            error={!!error}
            helperText={error || ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disableElevation sx={{ mt: 0.25 }}>
            {L.goToPage}
          </Button>
        </Stack>
      </Popover>
    </>
  );
}
