import { Box, Paper, Typography } from '@mui/material';

/** A screen that a later issue owns shows its area's title until then. */
export function AreaTitlePage({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Box sx={{ p: 3 }}>
      <Paper sx={{ p: 4, textAlign: 'center' }} elevation={0}>
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" variant="body2">
            {subtitle}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
