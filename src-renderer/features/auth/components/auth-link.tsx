import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link';

/** An in-app link styled for the sign-in screens (a plain router link: MUI Link adds weight for nothing here). */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Box
      component={AppLink}
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
