import { Box, Paper, Stack, Typography } from '@mui/material';
import { useLayoutEffect, type ReactNode } from 'react';
import { removeSignInShell } from '../../../platform/sign-in-shell';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../config/paths';
import { AccentTheme } from './accent-theme';
import { AuthLink } from './auth-link';
import { BrandMark } from './brand-mark';

export interface AreaBrand {
  /** The area's accent, dark then light end of the brand panel's gradient. */
  accent: [string, string];
  /** The screen's primary colour (buttons, tabs, links); the app's blue when absent. */
  primary?: string;
  /** Under the word mark, e.g. 教师工作台. */
  caption: string;
  headline: string;
  tagline: string;
  features: { icon: ReactNode; title: string; text: string }[];
}

export interface AuthSplitLayoutProps {
  brand: AreaBrand;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Under the card: links such as 立即注册. */
  footer?: ReactNode;
}

/**
 * The desktop sign-in screen: a branded panel on the left (hidden on narrow screens), the form card on the right.
 */
export function AuthSplitLayout({ brand, title, subtitle, children, footer }: AuthSplitLayoutProps) {
  // The page is drawn: the pre-rendered brand panel of index.html (if this load showed it) makes way, in this frame.
  useLayoutEffect(removeSignInShell, []);
  return (
    <AccentTheme color={brand.primary}>
      <SplitFrame brand={brand}>
        <Box
          component="main"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            px: 2,
            py: 5,
          }}
        >
          <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 3 }}>
            <BrandMark size={40} caption={brand.caption} />
          </Box>
          <Paper
            elevation={0}
            sx={{
              width: '100%',
              maxWidth: 440,
              p: { xs: 3, sm: 5 },
              borderRadius: 4,
              border: '1px solid #e6eaf2',
              boxShadow: '0 24px 60px -28px rgba(22,44,99,.28)',
            }}
          >
            <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800, mb: subtitle ? 0.75 : 3 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ fontSize: 14, mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </Paper>
          {footer && <Box sx={{ mt: 3, fontSize: 14, color: 'text.secondary' }}>{footer}</Box>}
          <Box component="footer" sx={{ mt: 2, fontSize: 13 }}>
            <AuthLink to={paths.accessibility}>{Msg.accessibilityStatement}</AuthLink>
          </Box>
        </Box>
      </SplitFrame>
    </AccentTheme>
  );
}

/**
 * The screen's grid: the brand panel on the left (hidden on narrow screens), `children` (the `main` column) on the
 * right. index.html carries it pre-rendered with an empty main column (sign-in-shell.tsx), so keep it free of state.
 */
export function SplitFrame({ brand, children }: { brand: AreaBrand; children: ReactNode }) {
  const [dark, light] = brand.accent;
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(420px, 1.05fr) 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          position: 'relative',
          overflow: 'hidden',
          color: '#fff',
          px: { md: 6, lg: 9 },
          py: 6,
          background: `linear-gradient(140deg, ${dark} 0%, ${light} 100%)`,
        }}
      >
        <Decor />
        <Box sx={{ position: 'relative' }}>
          <BrandMark light size={44} caption={brand.caption} />
        </Box>
        <Box sx={{ position: 'relative', maxWidth: 520 }}>
          <Typography component="h2" sx={{ fontSize: { md: 34, lg: 40 }, fontWeight: 800, lineHeight: 1.25, mb: 2 }}>
            {brand.headline}
          </Typography>
          <Typography sx={{ fontSize: 16, opacity: 0.85, mb: 5, lineHeight: 1.8 }}>{brand.tagline}</Typography>
          <Stack spacing={2.5}>
            {brand.features.map((f) => (
              <Stack key={f.title} direction="row" spacing={2} alignItems="center">
                <Box
                  sx={{
                    width: 48,
                    height: 48,
                    flex: 'none',
                    borderRadius: 2.5,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(255,255,255,.16)',
                    border: '1px solid rgba(255,255,255,.22)',
                    backdropFilter: 'blur(4px)',
                  }}
                >
                  {f.icon}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 700, fontSize: 16 }}>{f.title}</Typography>
                  <Typography sx={{ fontSize: 14, opacity: 0.78 }}>{f.text}</Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        </Box>
        <Typography sx={{ position: 'relative', fontSize: 13, opacity: 0.65 }}>
          © {new Date().getFullYear()} Classpro 课堂 · 服务全国中小学校
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** Soft shapes behind the brand panel's text. */
function Decor() {
  const ring = (size: number, top: string, left: string, opacity: number) => (
    <Box
      sx={{
        position: 'absolute',
        width: size,
        height: size,
        top,
        left,
        borderRadius: '50%',
        background: `radial-gradient(circle at 30% 30%, rgba(255,255,255,${opacity}), rgba(255,255,255,0) 70%)`,
      }}
    />
  );
  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {ring(520, '-18%', '55%', 0.22)}
      {ring(360, '62%', '-12%', 0.16)}
      {ring(160, '38%', '78%', 0.18)}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          backgroundImage: 'radial-gradient(rgba(255,255,255,.13) 1px, transparent 1px)',
          backgroundSize: '22px 22px',
          maskImage: 'linear-gradient(180deg, transparent, #000 40%, transparent)',
        }}
      />
    </Box>
  );
}
