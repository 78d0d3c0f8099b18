import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@shared/rules/messages';
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
});
