import { Paper, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A white rounded card on the reader area's grey page, the building block of its list screens; a section named by
 * `label` (screen readers and tests find it by that name).
 */
export function SectionCard({ label, children, sx }: { label?: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Paper
      component="section"
      aria-label={label}
      elevation={0}
      sx={[{ borderRadius: 3, p: 2, mx: 1.5, mb: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Paper>
  );
}
