import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** An in-app link styled for the sign-in screens (a plain router link: MUI Link adds weight for nothing here). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        color: 'primary.main',
        fontWeight: 600,
        textDecoration: 'none',
        '&:hover': { textDecoration: 'underline' },
        '&:focus-visible': { outline: '2px solid', outlineOffset: 2, borderRadius: 0.5 },
      }}
    >
      {children}
    </Box>
  );
}
