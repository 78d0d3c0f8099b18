import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { DesktopLayer } from '../features/desktop';
import { queryClient } from './query-client';
import { router } from './router';
import { store, useAppSelector } from './store';
import { theme } from './theme';

dayjs.locale('zh-cn');

/** The desktop app's update dialog and protection overlay; the watermark names whoever is signed in. */
function AppLayers() {
  const name = useAppSelector((s) => s.session.name || s.session.mobile);
  return <DesktopLayer userName={name || undefined} />;
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
