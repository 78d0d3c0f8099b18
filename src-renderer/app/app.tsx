import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { isDesktop } from '../platform/desktop';
import { queryClient } from './query-client';
import { router } from './router';
import { store, useAppSelector } from './store';
import { theme } from './theme';

// Loaded only in the desktop app, so the web's sign-in page does not download the update dialog and overlay.
const DesktopLayer = lazy(() =>
  import('../features/desktop/components/desktop-layer').then((m) => ({ default: m.DesktopLayer })),
);

/** The desktop app's update dialog and protection overlay; the watermark names whoever is signed in. */
function AppLayers() {
  const name = useAppSelector((s) => s.session.name || s.session.mobile);
  if (!isDesktop()) return null;
  return (
    <Suspense fallback={null}>
      <DesktopLayer userName={name || undefined} />
    </Suspense>
  );
}

export function App() {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <AppLayers />
        </QueryClientProvider>
      </ThemeProvider>
    </Provider>
  );
}
