import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A white card with a title: the console's building block. */
export function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2.5, mb: 2.5, borderRadius: 2 }}>
      <Typography
        component="h2"
        sx={{ fontWeight: 700, fontSize: 16, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <span style={{ flex: 1 }}>{title}</span>
        {action}
      </Typography>
      {children}
    </Paper>
  );
}

/** Beijing date and time of an ISO instant, e.g. 2026-11-25 19:30. */
export const beijingTime = (iso: string | null | undefined) =>
  iso ? new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '';
