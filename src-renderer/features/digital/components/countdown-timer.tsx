import {
  Box,
  Button,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { L } from '../labels';
import { clockDigits, parseClockTime } from '../lib/clock-time';

const CHOICES = [1, 3, 5, 10];

type Mode = 'down' | 'up';
/** A running or paused clock: `total` seconds for a countdown; elapsed time is `banked` plus the current run. */
interface Run {
  mode: Mode;
  total: number;
  banked: number;
  since: number | null;
}

const elapsedMs = (r: Run, now: number) => r.banked + (r.since === null ? 0 : now - r.since);

/**
 * The classroom clock: a countdown (presets or a custom minutes:seconds) or a stopwatch, with pause and resume.
 * It floats above every other tool (picker, lesson bag, drawers) so "discuss for three minutes" stays on the wall.
 */
export function CountdownTimer({ onClose, onExam }: { onClose: () => void; onExam?: () => void }) {
  const [mode, setMode] = useState<Mode>('down');
  const [run, setRun] = useState<Run | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState('');
  const [now, setNow] = useState(() => Date.now());
  const running = run?.since != null;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(t);
  }, [running]);

  const start = (m: Mode, total: number) => {
    const t = Date.now();
    setNow(t);
    setRun({ mode: m, total, banked: 0, since: t });
  };
  const startCustom = () => {
    if (mode === 'up') return start('up', 0);
    const s = parseClockTime(custom);
    if (s === null) return setError(L.timerBadTime);
    setError('');
    start('down', s);
  };
  const pause = () => run && setRun({ ...run, banked: elapsedMs(run, Date.now()), since: null });
  const resume = () => {
    const t = Date.now();
    setNow(t);
    if (run) setRun({ ...run, since: t });
  };

  const seconds = run ? Math.floor(elapsedMs(run, now) / 1000) : 0;
  const left = run?.mode === 'down' ? Math.max(0, run.total - seconds) : null;
  const done = left === 0;
  // Stop ticking once a countdown reaches zero (nothing left to show but 时间到).
  useEffect(() => {
    if (done && run?.since != null) setRun({ ...run, banked: run.total * 1000, since: null });
  }, [done, run]);

  return (
    <Paper
      elevation={12}
      role="region"
      aria-label={L.timer}
      data-testid="timer"
      sx={{
        position: 'fixed',
        top: 40,
        left: 24,
        // Above modal dialogs and drawers: the clock is what the class watches while other tools are used.
        zIndex: (t) => t.zIndex.modal + 2,
        p: 2,
        minWidth: 320,
        borderRadius: 3,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }}>
          {run ? (run.mode === 'down' ? L.timerCountdown : L.timerStopwatch) : L.timer}
        </Typography>
        {!run && (
          <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, m: Mode | null) => m && setMode(m)}>
            <ToggleButton value="down">{L.timerCountdown}</ToggleButton>
            <ToggleButton value="up">{L.timerStopwatch}</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {run ? (
        <Box sx={{ textAlign: 'center', my: 1 }}>
          <Box
            data-testid="timer-left"
            aria-live={done ? 'assertive' : 'off'}
            // A Box, not Typography: the theme's projector media query would shrink a body1 back to 1.125rem.
            sx={{
              fontSize: '5.5rem',
              lineHeight: 1.1,
              fontWeight: 700,
              fontVariantNumeric: 'tabular-nums',
              color: done || (left !== null && left <= 10) ? 'error.main' : 'text.primary',
            }}
          >
            {done ? L.timeUp : clockDigits(left ?? seconds)}
          </Box>
          {!running && !done && (
            <Typography variant="body2" color="text.secondary">
              {L.timerPaused}
            </Typography>
          )}
        </Box>
      ) : (
        <Stack spacing={1.5} sx={{ mt: 1.5 }}>
          {mode === 'down' && (
            <Stack direction="row" spacing={1}>
              {CHOICES.map((m) => (
                <Button key={m} variant="outlined" onClick={() => start('down', m * 60)}>
                  {m} {L.minutes}
                </Button>
              ))}
            </Stack>
          )}
          <Stack
            direction="row"
            spacing={1}
            alignItems="flex-start"
            component="form"
            onSubmit={(e) => (e.preventDefault(), startCustom())}
          >
            {mode === 'down' && (
              <TextField
                size="small"
                label={L.timerCustom}
                placeholder="2:30"
                value={custom}
                onChange={(e) => (setCustom(e.target.value), setError(''))}
                error={!!error}
                helperText={error || ' '}
                sx={{ flex: 1 }}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            )}
            <Button type="submit" variant="contained" disableElevation sx={{ mt: mode === 'down' ? 0.25 : 0 }}>
              {L.timerStart}
            </Button>
          </Stack>
        </Stack>
      )}
      <Stack direction="row" justifyContent="flex-end" spacing={1} sx={{ mt: 1 }}>
        {run && !done && (
          <Button variant="outlined" onClick={running ? pause : resume}>
            {running ? L.timerPause : L.timerResume}
          </Button>
        )}
        {run && (
          <Tooltip title={L.timerResetHint}>
            <Button aria-label={`${L.timerReset}（${L.timerResetHint}）`} onClick={() => setRun(null)}>
              {L.timerReset}
            </Button>
          </Tooltip>
        )}
        {!run && onExam && (
          <Button onClick={onExam} sx={{ mr: 'auto' }}>
            {L.examMode}
          </Button>
        )}
        <Tooltip title={L.timerEndHint}>
          <Button color="error" aria-label={`${L.timerEnd}（${L.timerEndHint}）`} onClick={onClose}>
            {L.timerEnd}
          </Button>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
