import { Box, Button, ButtonGroup, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { L } from '../labels';

const CHOICES = [1, 3, 5, 10];

/** A countdown for class activities; shows 时间到 at zero. */
export function CountdownTimer({ onClose }: { onClose: () => void }) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const t = setTimeout(() => setLeft((s) => (s === null ? s : s - 1)), 1000);
    return () => clearTimeout(t);
  }, [left]);
  const mm =
    left === null ? '' : `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
  return (
    <Paper
      elevation={8}
      sx={{ position: 'fixed', top: 24, right: 24, zIndex: 30, p: 2, minWidth: 260 }}
      data-testid="timer"
    >
      <Typography variant="subtitle2">{L.timer}</Typography>
      {left === null ? (
        <ButtonGroup sx={{ mt: 1 }}>
          {CHOICES.map((m) => (
            <Button key={m} onClick={() => setLeft(m * 60)}>
              {m} {L.minutes}
            </Button>
          ))}
        </ButtonGroup>
      ) : (
        <Box sx={{ textAlign: 'center', my: 1 }}>
          <Typography variant="h2" color={left <= 10 ? 'error' : 'text.primary'} data-testid="timer-left">
            {left > 0 ? mm : L.timeUp}
          </Typography>
        </Box>
      )}
      <Stack direction="row" justifyContent="flex-end" spacing={1}>
        {left !== null && <Button onClick={() => setLeft(null)}>{L.timerStop}</Button>}
        <Button onClick={onClose}>{L.cancel}</Button>
      </Stack>
    </Paper>
  );
}
