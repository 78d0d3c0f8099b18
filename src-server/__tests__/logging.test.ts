import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { call, createTestDatabase, passSlider, type TestDatabase } from '../test-helpers';

/** Every log line the server writes, at the most verbose level. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _enc, done) {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    done();
  },
});

let db: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  db = await createTestDatabase();
  app = await buildApp({ config: testConfig({ LOG_LEVEL: 'trace' }), database: db.database, logStream: stream });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

const contains = (secret: string) => {
  // Digits only count as a leak when they stand alone (a timestamp may hold any six digits).
  const re = /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : null;
  return lines.filter((l) => (re ? re.test(l) : l.includes(secret)));
};

describe('logs', () => {
  it('hold no password, code or token after sign-ins, an SMS send and signed-in requests', async () => {
    const secrets: string[] = [];
    const keep = (s: string) => (secrets.push(s), s);
    const password = keep('Classpro@2026');

    const post = await call<{ access_token: string }>(app, {
      method: 'POST',
      url: '/api/v2/user/vt/login',
      body: { mobileOrEamil: '13800000001', password },
    });
    keep(post.body.data.access_token);
    const get = await call<{ access_token: string }>(app, {
      url: '/api/v2/user/vt/login',
      query: { mobileOrEamil: '13800000002', password, userType: 'PARENT' },
    });
    keep(get.body.data.access_token);
    await call(app, {
      method: 'POST',
      url: '/api/v2/user/vt/login',
      body: { mobileOrEamil: '13800000001', password: keep('Wrong@Secret77') },
    });

    const pass = await passSlider(app);
    keep(pass.token);
    keep(pass.sig);
    const sms = await call(app, {
      method: 'POST',
      url: '/api/v1/systemManager/vt/slideToGetSmsCode',
      body: { ...pass, smsCodeType: 'FORGET_PW', mobile: '13800000001' },
    });
    expect(sms.body.code).toBe(200);
    const code = keep(app.sms.lastCode('13800000001')!);
    const codeLogin = await call<{ access_token: string }>(app, {
      url: '/api/v2/user/vt/login',
      query: { mobileOrEamil: '13800000001', authCode: code, loginType: 'code' },
    });
    expect(codeLogin.body.code).toBe(200);
    keep(codeLogin.body.data.access_token);

    for (const token of [post.body.data.access_token, codeLogin.body.data.access_token])
      expect((await call(app, { url: '/api/v2/user/getUserInfo', token })).body.code).toBe(200);
    await call(app, { url: '/api/v2/user/getUserInfo', token: keep('garbage-token-that-is-secret') });
    await call(app, { method: 'POST', url: '/aicenter/user/info', headers: { 'cms-token': keep('cms-secret-x') } });

    // The log is not empty: requests were logged, and the GET sign-in's URL with its secrets masked.
    expect(lines.filter((l) => l.includes('incoming request')).length).toBeGreaterThanOrEqual(8);
    expect(lines.some((l) => l.includes('/api/v2/user/vt/login?') && l.includes('password=%5Bredacted%5D'))).toBe(true);
    expect(lines.some((l) => l.includes('authCode=%5Bredacted%5D'))).toBe(true);
    for (const secret of secrets) expect(contains(secret), `a log line holds ${secret}`).toEqual([]);
  });

  it('mask token-shaped values whatever the query parameter is called', async () => {
    const token = await call<{ access_token: string }>(app, {
      method: 'POST',
      url: '/api/v2/user/vt/login',
      body: { mobileOrEamil: '13800000001', password: 'Classpro@2026' },
    });
    const real = token.body.data.access_token;
    const jwt =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    const hex = 'a3f1c9e2b4d6a8f0c1e3b5d7f9a2c4e6b8d0f1a3c5e7b9d1f3a5c7e9b1d3f5a7';
    const secrets = [real, jwt, hex, 'Bearer abc.def-ghi_jkl'];
    const queries = [
      `authorization=${encodeURIComponent(real)}`,
      `Admin-Token=${encodeURIComponent(real)}`,
      `whatever=${jwt}`,
      `t=${hex}`,
      `h=${encodeURIComponent('Bearer abc.def-ghi_jkl')}`,
      `cb=x&next=${encodeURIComponent(`/a?token=${real}`)}`,
    ];
    for (const q of queries) await app.inject({ url: `/api/v2/comm/vt/ping?${q}` });
    for (const q of queries) await app.inject({ url: `/api/v2/user/getUserInfo?${q}` });
    // Ordinary values stay readable, so the log is still useful.
    await app.inject({ url: '/api/v2/comm/vt/ping?page=2&name=zhang&mobile=13800000001' });
    expect(lines.some((l) => l.includes('page=2&name=zhang'))).toBe(true);
    for (const secret of secrets) expect(contains(secret), `a log line holds ${secret.slice(0, 20)}`).toEqual([]);
    for (const secret of [real, jwt, hex])
      expect(contains(encodeURIComponent(secret)), `a log line holds ${secret.slice(0, 20)}`).toEqual([]);
  });
});
