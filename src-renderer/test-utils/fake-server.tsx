import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { vi } from 'vitest';
import type { UserInfo } from '@shared/api/user';
import { sessionActions } from '../state/session-slice';
import { store } from '../state/store';
import { theme } from '../config/theme';
import { subscribeToasts, type Toast } from '../platform/notify';

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
type Reply = { code: number; message?: string; data?: unknown };
type Handler = (c: Call) => Reply | Promise<Reply>;

/**
 * A fake of the API at the fetch boundary: routes answer envelopes by path; every call is recorded. The renderer's
 * own HTTP client, error catalogue and toasts run for real.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = routes[url.pathname];
    const reply = handler ? await handler(call) : { code: 404, message: '接口不存在' };
    const envelope = { code: reply.code, message: reply.message ?? 'success', data: reply.data ?? null };
    return new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, to: (path: string) => calls.filter((c) => c.path === path) };
}

export const ok = (data: unknown = null): Reply => ({ code: 200, data });

/** Toasts posted during a test. */
export function collectToasts() {
  const toasts: Toast[] = [];
  const stop = subscribeToasts((t) => toasts.push(t));
  return { toasts, texts: () => toasts.map((t) => t.text), stop };
}

export const DEMO_USER: UserInfo = {
  id: 7,
  displayName: '王老师',
  avatar: '',
  school: { id: 1, name: '示范学校' },
  mobile: '13800000001',
  showCourseCenter: false,
  userType: 'ASSISTANT',
  roles: [],
  permissions: [],
};

export function signedIn(user: Partial<UserInfo> = {}) {
  store.dispatch(sessionActions.reset());
  store.dispatch(sessionActions.setUser({ ...DEMO_USER, ...user }));
}

export function renderWithApp(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>{ui}</QueryClientProvider>
      </ThemeProvider>
    </Provider>,
  );
}

export function resetAll() {
  cleanup();
  vi.unstubAllGlobals();
  store.dispatch(sessionActions.reset());
  localStorage.clear();
}
