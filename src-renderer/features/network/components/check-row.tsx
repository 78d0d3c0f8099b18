import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';
import { Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Msg } from '@shared/rules/messages';
import type { Level, Outcome } from '../grading';

const LOOK: Record<Level, { icon: ReactNode; label: string; color: 'success' | 'warning' | 'error' }> = {
  pass: { icon: <CheckCircleRounded color="success" />, label: Msg.dcPass, color: 'success' },
  warn: { icon: <ErrorRounded color="warning" />, label: Msg.dcWarn, color: 'warning' },
  fail: { icon: <CancelRounded color="error" />, label: Msg.dcFail, color: 'error' },
};

export interface CheckRowProps {
  icon: ReactNode;
  title: string;
  outcome?: Outcome | null;
  running?: boolean;
  extra?: ReactNode;
}

/** One item of the device check: icon, name, measured value, the pass/warning/fail chip and the hint. */
export function CheckRow({ icon, title, outcome, running, extra }: CheckRowProps) {
  const look = outcome ? LOOK[outcome.level] : null;
  return (
    <Stack
      direction="row"
      spacing={2}
      alignItems="center"
      data-check={title}
      data-level={outcome?.level ?? (running ? 'running' : 'idle')}
      sx={{ py: 1.75, px: 2.5, '&:not(:last-of-type)': { borderBottom: '1px solid', borderColor: 'divider' } }}
    >
      <Box
        sx={{
          width: 40,
          height: 40,
          borderRadius: 2,
          bgcolor: 'rgba(47,107,255,0.08)',
          color: 'primary.main',
          display: 'grid',
          placeItems: 'center',
          flex: 'none',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} alignItems="baseline">
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          {outcome && (
            <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {outcome.value}
            </Typography>
          )}
        </Stack>
        <Typography
          variant="body2"
          color={outcome?.level === 'fail' ? 'error.main' : 'text.secondary'}
          sx={{ mt: 0.25 }}
        >
          {running ? Msg.dcRunning : (outcome?.hint ?? '—')}
        </Typography>
      </Box>
      {extra}
      <Box sx={{ width: 92, display: 'flex', justifyContent: 'flex-end', flex: 'none' }}>
        {running ? (
          <CircularProgress size={22} />
        ) : look ? (
          <Chip
            icon={look.icon as React.ReactElement}
            label={look.label}
            color={look.color}
            variant="outlined"
            sx={{ fontWeight: 600, bgcolor: '#fff' }}
          />
        ) : null}
      </Box>
    </Stack>
  );
}
