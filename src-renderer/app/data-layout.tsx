import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { Outlet } from 'react-router';
import { queryClient } from '../state/query-client';
import { store } from '../state/store';

/**
 * The app state (redux) and server data (react-query) providers, for every screen but the sign-in pages: loaded
 * as a lazy layout route, so a signed-out visit does not download either library.
 */
export default function DataLayout() {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </Provider>
  );
}
