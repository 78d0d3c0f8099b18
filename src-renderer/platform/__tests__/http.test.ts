import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@shared/rules/messages';
import { BUSY_RETRIES, setBusySleep } from '../busy-retry';
import { ApiError, http, setUnauthorizedHandler } from '../http';
import { subscribeToasts, type Toast } from '../notify';
import { local, tokens } from '../storage';

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

let toasts: Toast[];
let unsubscribe: () => void;
beforeEach(() => {
  toasts = [];
  unsubscribe = subscribeToasts((t) => toasts.push(t));
  location.hash = '#/classpro/myClass';
  local.set('channel', 'wenxuan');
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
  (['teacher', 'datacenter'] as const).forEach((a) => tokens.clear(a));
});

describe('http client', () => {
  it('sends the area token and the product headers, and unwraps the envelope', async () => {
    tokens.set('teacher', 'tok-1', 3600);
    const fetchMock = answer({ code: 200, message: 'success', data: { n: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(http.get('/api/x', { a: 1, skip: undefined })).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/x\?a=1$/);
    const h = init.headers as Record<string, string>;
    expect(h.authorization).toBe('Bearer tok-1');
    expect(h.channel).toBe('wenxuan');
    expect(h.app).toBe('classpro');
    expect(h.apptype).toBe('web');
    expect(h.appversion).toBeTruthy();
  });

  it('uses Cms-Token for data-centre calls', async () => {
    tokens.set('datacenter', 'cms-1', 3600);
    const fetchMock = answer({ code: 200, message: 'success', data: null });
    vi.stubGlobal('fetch', fetchMock);
    await http.post('/aicenter/user/info', {}, { area: 'datacenter' });
    const h = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(h['cms-token']).toBe('cms-1');
    expect(h.authorization).toBeUndefined();
  });

  it('toasts a business error for 5 s and rejects with its code', async () => {
    vi.stubGlobal('fetch', answer({ code: 400, message: '请填写内容', data: null }));
    await expect(http.post('/api/x', {})).rejects.toMatchObject({ code: 400, message: '请填写内容' });
    expect(toasts).toEqual([expect.objectContaining({ kind: 'error', text: '请填写内容', durationMs: 5000 })]);
  });

  it('keeps 910 silent for the caller to handle', async () => {
    vi.stubGlobal('fetch', answer({ code: 910, message: '该课程添加次数已用完', data: null }));
    const err = await http.post('/api/x', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(910);
    expect(toasts).toEqual([]);
  });

  it('logs out of the area on 901', async () => {
    tokens.set('teacher', 'tok-1', 3600);
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', answer({ code: 901, message: '登录已过期', data: null }));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(tokens.get('teacher')).toBeUndefined();
    expect(handler).toHaveBeenCalledWith('teacher', '/classpro/login');
  });

  it('shows the network failure message when nothing answers', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(toasts.map((t) => t.text)).toEqual([Msg.networkFailure]);
  });

  it('shows a transport error its own message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 502 });
    expect(toasts.map((t) => t.text)).toEqual(['502 Bad Gateway']);
  });

  describe('a busy server', () => {
    const busy = () =>
      new Response(JSON.stringify({ code: 503, message: Msg.busy, data: null }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
      });
    const fine = () => new Response(JSON.stringify({ code: 200, message: 'success', data: { ok: true } }));
    let waits: number[];
    beforeEach(() => {
      waits = [];
      setBusySleep(async (ms) => void waits.push(ms));
    });
    afterEach(() => setBusySleep(() => Promise.resolve()));

    it('is asked again after its Retry-After, growing and spread, and the user sees only the answer', async () => {
      const fetchMock = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(busy()).mockResolvedValue(fine());
      vi.stubGlobal('fetch', fetchMock);
      await expect(http.post('/api/v2/user/login', { mobile: '13800000001' })).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(3);
      // The same request each time.
      const bodies = fetchMock.mock.calls.map((c) => (c[1] as RequestInit).body);
      expect(new Set(bodies).size).toBe(1);
      // About 1 s, then about 2 s (±25 %: forty computers of a room do not come back in step).
      expect(waits).toHaveLength(2);
      expect(waits[0]).toBeGreaterThanOrEqual(750);
      expect(waits[0]).toBeLessThanOrEqual(1250);
      expect(waits[1]).toBeGreaterThanOrEqual(1500);
      expect(waits[1]).toBeLessThanOrEqual(2500);
      expect(toasts).toEqual([]);
    });

    it('retries a sign-in refused as busy (HTTP 200, code 503) the same way', async () => {
      const fetchMock = vi
        .fn()
        .mockResolvedValueOnce(new Response(JSON.stringify({ code: 503, message: Msg.busy, data: null })))
        .mockResolvedValue(fine());
      vi.stubGlobal('fetch', fetchMock);
      await expect(http.post('/api/v2/user/login', {})).resolves.toEqual({ ok: true });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });

    it('gives up after its retries and says 服务器繁忙', async () => {
      const fetchMock = vi.fn(async () => busy());
      vi.stubGlobal('fetch', fetchMock);
      await expect(http.get('/api/x')).rejects.toMatchObject({ code: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(1 + BUSY_RETRIES);
      expect(toasts).toEqual([expect.objectContaining({ kind: 'error', text: Msg.busy })]);
    });

    it('does not retry a save sent as the page unloads', async () => {
      const fetchMock = vi.fn(async () => busy());
      vi.stubGlobal('fetch', fetchMock);
      await expect(http.post('/api/x', {}, { keepalive: true, silent: true })).rejects.toMatchObject({ code: 503 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
  });
});
