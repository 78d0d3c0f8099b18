import { vi } from 'vitest';

export type Route = (url: URL, init: RequestInit) => unknown;

/** A fetch stub answering envelopes by path, recording every call (the unit tests' stand-in for the network). */
export function fakeServer(routes: Record<string, Route>) {
  const calls: { url: URL; init: RequestInit }[] = [];
  const fetchMock = vi.fn(async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const route = routes[url.pathname];
    if (!route) return new Response('{}', { status: 404 });
    const body = route(url, init);
    if (body instanceof Error) throw body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, of: (path: string) => calls.filter((c) => c.url.pathname === path) };
}

export const ok = (data: unknown) => ({ code: 200, message: 'success', data });
export const refuse = (code: number, message: string) => ({ code, message, data: null });
