import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { AccentTheme } from './accent-theme';
import { AuthLink } from './auth-link';
import { BrandMark } from './brand-mark';

export interface AuthMobileLayoutProps {
  /** Dark then light end of the header's gradient. */
  accent: [string, string];
  /** The screen's primary colour (buttons, tabs, links). */
  primary: string;
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The phone sign-in screen (parent, H5, textbook reader): a coloured header and the form card over it. */
export function AuthMobileLayout({ accent, primary, title, subtitle, children, footer }: AuthMobileLayoutProps) {
  const [dark, light] = accent;
  return (
    <AccentTheme color={primary}>
      <Box sx={{ minHeight: '100dvh', bgcolor: '#f4f6fb', pb: 'max(24px, env(safe-area-inset-bottom))' }}>
        <Box
          component="header"
          sx={{
            position: 'relative',
            overflow: 'hidden',
            color: '#fff',
            px: 3,
            pt: 'max(28px, env(safe-area-inset-top))',
            pb: 10,
            background: `linear-gradient(150deg, ${dark} 0%, ${light} 100%)`,
            borderBottomLeftRadius: 28,
            borderBottomRightRadius: 28,
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              width: 260,
              height: 260,
              right: -90,
              top: -110,
              borderRadius: '50%',
              background: 'radial-gradient(circle, rgba(255,255,255,.28), rgba(255,255,255,0) 70%)',
            }}
          />
          <Box sx={{ position: 'relative', maxWidth: 480, mx: 'auto' }}>
            <BrandMark light size={34} />
            <Typography component="h1" sx={{ mt: 4, fontSize: 28, fontWeight: 800, letterSpacing: 0.5 }}>
              {title}
            </Typography>
            <Typography sx={{ mt: 0.75, fontSize: 14, opacity: 0.85 }}>{subtitle}</Typography>
          </Box>
        </Box>
        <Box component="main" sx={{ px: 2, mt: -7, position: 'relative' }}>
          <Paper
            elevation={0}
            sx={{
              maxWidth: 480,
              mx: 'auto',
              p: 3,
              borderRadius: 4,
              boxShadow: '0 18px 40px -22px rgba(22,44,99,.35)',
            }}
          >
            {children}
          </Paper>
          {footer && (
            <Box
              sx={{ maxWidth: 480, mx: 'auto', mt: 2.5, textAlign: 'center', fontSize: 12, color: 'text.secondary' }}
            >
              {footer}
            </Box>
          )}
          <Box component="footer" sx={{ mt: 1.5, textAlign: 'center', fontSize: 13 }}>
            <AuthLink to={paths.accessibility}>{Msg.accessibilityStatement}</AuthLink>
          </Box>
        </Box>
      </Box>
    </AccentTheme>
  );
}
