import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'react-redux';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { SyncStatus } from '../components/sync-status';
import { warmAssetCache } from '../platform/service-worker-warm';
import { queryClient } from '../state/query-client';
import { store } from '../state/store';

/**
 * The app state (redux) and server data (react-query) providers, for every screen but the sign-in pages: loaded
 * as a lazy layout route, so a signed-out visit does not download either library. The sync indicator sits here too,
 * on every signed-in screen.
 */
export default function DataLayout() {
  // The screens opened before the service worker took over stay usable offline.
  useEffect(() => void warmAssetCache(), []);
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
        <SyncStatus />
      </QueryClientProvider>
    </Provider>
  );
}
