import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The title row of a teacher-shell page: its title (the page's h1), a line of context, and the page's actions. */
export function PageTitle({
  title,
  subtitle,
  actions,
  mb = 2.5,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** The space below the row (theme spacing units). */
  mb?: number;
}) {
  return (
    <Stack direction="row" alignItems="flex-end" justifyContent="space-between" spacing={2} sx={{ mb }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} sx={{ flex: 'none' }}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
