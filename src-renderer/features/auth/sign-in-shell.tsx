import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Box, CssBaseline, ThemeProvider } from '@mui/material';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from '../../config/theme';
import { AccentTheme } from './components/accent-theme';
import { SplitFrame } from './components/auth-split-layout';
import { TEACHER_BRAND } from './components/teacher-brand';

/**
 * The teacher sign-in's frame and brand panel as static HTML with its styles inline, rendered at build time into
 * index.html (vite.config.ts, signInShell) from the same components as the page, so it cannot drift from them. It
 * paints the sign-in's largest content before any JavaScript has run; the form column stays empty until the app
 * draws the real page in its place (platform/sign-in-shell.ts). Never imported by the app.
 */
export function renderSignInShell(): string {
  // Its own emotion key: the app's cache (key `css`) leaves these inline styles alone, and they go with the panel.
  const cache = createCache({ key: 'shell' });
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AccentTheme color={TEACHER_BRAND.primary}>
          <SplitFrame brand={TEACHER_BRAND}>
            <Box component="main" />
          </SplitFrame>
        </AccentTheme>
      </ThemeProvider>
    </CacheProvider>,
  );
  return `<div id="sign-in-shell" hidden style="position:fixed;inset:0;z-index:1500;overflow:auto">${html}</div>`;
}
