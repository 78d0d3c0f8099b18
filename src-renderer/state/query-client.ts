import { QueryClient } from '@tanstack/react-query';
import { attachServerData } from './session-handle';

/** Server data lives here. Errors are already shown by the HTTP layer, so queries do not retry business errors. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
attachServerData(() => queryClient.clear());
