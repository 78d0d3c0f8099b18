import { Box, Stack, Typography } from '@mui/material';
import { KIND_ORDER, KINDS } from './kinds';

/** 图例: the colour of each kind of event. */
export function Legend() {
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" aria-label="图例" data-testid="calendar-legend">
      {KIND_ORDER.map((k) => (
        <Stack key={k} direction="row" spacing={0.75} alignItems="center">
          <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: KINDS[k].color }} />
          <Typography variant="caption" color="text.secondary">
            {KINDS[k].label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
