import { CssBaseline, ThemeProvider } from '@mui/material';
import { lazy, Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { isDesktop } from '../platform/desktop';
import { router } from './router';
import { theme } from '../config/theme';

// Loaded only in the desktop app, so the web's sign-in page does not download the update dialog and overlay.
const DesktopLayers = lazy(() => import('./desktop-layers'));

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      {isDesktop() && (
        <Suspense fallback={null}>
          <DesktopLayers />
        </Suspense>
      )}
    </ThemeProvider>
  );
}
