import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyApi } from '@shared/api/verify';
import { ProfileApi } from '@shared/api/profile';
import { FilesApi } from '@shared/api/files';
import { call } from '../http';
import { tokens } from '../storage';

const answer = (data: unknown) =>
  vi.fn(async () => new Response(JSON.stringify({ code: 200, message: 'success', data }), { status: 200 }));
const sent = (fetchMock: ReturnType<typeof answer>) => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

beforeEach(() => {
  location.hash = '#/classpro/myClass';
});
afterEach(() => {
  vi.unstubAllGlobals();
  tokens.clear('teacher');
});

describe('call over a descriptor', () => {
  it('sends a multipart endpoint the form as it is, to the endpoint path by default', async () => {
    tokens.set('teacher', 'tok-1', 3600);
    const fetchMock = answer({ url: '/files/uploads/a.png', ossUrl: 'http://h/files/uploads/a.png' });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(call(ProfileApi.avatar, undefined, { form })).resolves.toMatchObject({ url: '/files/uploads/a.png' });
    const [url, init] = sent(fetchMock);
    expect(new URL(url).pathname).toBe(ProfileApi.avatar.path);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('sends a multipart upload to the storage host its authorization named', async () => {
    const fetchMock = answer({ url: '/files/uploads/b.png', ossUrl: 'http://oss.example/files/uploads/b.png' });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    await call(FilesApi.storageHost, undefined, { form, url: 'http://oss.example/files/upload' });
    const [url, init] = sent(fetchMock);
    expect(url).toBe('http://oss.example/files/upload');
    expect(init.body).toBe(form);
  });

  it('sends a form endpoint urlencoded, leaving out absent fields', async () => {
    const fetchMock = answer(null);
    vi.stubGlobal('fetch', fetchMock);
    await call(VerifyApi.smsCode, { smsCodeType: 'RIGESTER', mobile: '13800000000', sig: 's', userType: undefined });
    const [url, init] = sent(fetchMock);
    expect(new URL(url).pathname).toBe(VerifyApi.smsCode.path);
    expect(init.body).toBeInstanceOf(URLSearchParams);
    expect(String(init.body)).toBe('smsCodeType=RIGESTER&mobile=13800000000&sig=s');
  });
});
