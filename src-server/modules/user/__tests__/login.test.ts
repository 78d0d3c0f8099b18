import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in and sessions', () => {
  it('signs the demo teacher in with a trimmed account and returns a token with its lifetime', async () => {
    const { body } = await call<{ access_token: string; expires_in: number }>(t.app, {
      method: 'POST',
      url: '/api/v2/user/vt/login',
      body: { mobileOrEamil: ' 13800000001 ', password: 'Classpro@2026' },
    });
    expect(body.code).toBe(200);
    expect(body.data.access_token.length).toBeGreaterThan(30);
    expect(body.data.expires_in).toBe(7 * 24 * 3600);
    const info = await call<{ displayName: string; school: { name: string } }>(t.app, {
      url: '/api/v2/user/getUserInfo?userType=ASSISTANT',
      token: body.data.access_token,
    });
    expect(info.body.data.displayName).toBe('王老师');
    expect(info.body.data.school.name).toBe('示范学校');
  });

  it('accepts the spec GET form for existing clients', async () => {
    const { body } = await call(t.app, {
      url: '/api/v2/user/vt/login',
      query: { mobileOrEamil: '13800000002', password: 'Classpro@2026', userType: 'PARENT' },
    });
    expect(body.code).toBe(200);
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/v2/user/vt/login',
      body: { mobileOrEamil: '13800000001', password: 'Wrong@2026' },
    });
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/v2/user/vt/login',
      body: { mobileOrEamil: '13811112222', password: 'Wrong@2026' },
    });
    expect(wrong.body).toEqual({ code: Code.BAD_REQUEST, message: Msg.loginFailed, data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('stores tokens only as hashes', async () => {
    const token = await signIn(t.app, '13800000001');
    const rows = await t.database.db.execute(sql`select token_hash from auth_tokens`);
    const hashes = (Array.isArray(rows) ? rows : (rows as { rows: { token_hash: string }[] }).rows) as {
      token_hash: string;
    }[];
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes.some((r) => r.token_hash === token)).toBe(false);
  });

  it('refuses a revoked, expired or wrong-area token with 901', async () => {
    const teacher = await signIn(t.app, '13800000001');
    const parent = await signIn(t.app, '13800000002', 'PARENT');
    // Wrong area: a parent token on the teacher side.
    const wrongArea = await call(t.app, { url: '/api/v2/user/getUserInfo?userType=ASSISTANT', token: parent });
    expect(wrongArea.body.code).toBe(Code.TOKEN_EXPIRED);
    // Revoked by logout.
    expect((await call(t.app, { method: 'POST', url: '/api/v2/user/logout', token: teacher })).body.code).toBe(200);
    const revoked = await call(t.app, { url: '/api/v2/user/getUserInfo?userType=ASSISTANT', token: teacher });
    expect(revoked.body.code).toBe(Code.TOKEN_EXPIRED);
    // Expired.
    const short = await t.app.tokens.issue('teacher', 1, 1);
    await t.database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second'`);
    const expired = await call(t.app, {
      url: '/api/v2/user/getUserInfo?userType=ASSISTANT',
      token: short.access_token,
    });
    expect(expired.body.code).toBe(Code.TOKEN_EXPIRED);
    // Missing and garbage.
    expect((await call(t.app, { url: '/api/v2/user/getUserInfo' })).body.code).toBe(Code.TOKEN_EXPIRED);
    expect((await call(t.app, { url: '/api/v2/user/getUserInfo', token: 'x'.repeat(5000) })).body.code).toBe(
      Code.TOKEN_EXPIRED,
    );
  });

  it('signs experts, publishers and authors into their own areas only', async () => {
    for (const kind of ['expert', 'publisher', 'author'] as const) {
      const { body } = await call<{ access_token: string }>(t.app, {
        method: 'POST',
        url: `/api/v2/${kind}/vt/login`,
        body: { account: `${kind}01`, password: 'Classpro@2026' },
      });
      expect(body.code).toBe(200);
      const info = await call<{ kind: string }>(t.app, {
        url: `/api/v2/${kind}/getInfo`,
        token: body.data.access_token,
      });
      expect(info.body.data.kind).toBe(kind);
      const teacherSide = await call(t.app, { url: '/api/v2/user/getUserInfo', token: body.data.access_token });
      expect(teacherSide.body.code).toBe(Code.TOKEN_EXPIRED);
      const bad = await call(t.app, {
        method: 'POST',
        url: `/api/v2/${kind}/vt/login`,
        body: { account: `${kind}01`, password: 'nope' },
      });
      expect(bad.body.message).toBe(Msg.loginFailed);
    }
  });

  it('answers malformed input with a clear message and never a 500', async () => {
    const cases = [
      { method: 'POST' as const, url: '/api/v2/user/vt/login', body: { mobileOrEamil: 42 } },
      { method: 'POST' as const, url: '/api/v2/user/vt/login', body: { mobileOrEamil: 'a', userType: 'KING' } },
      { method: 'POST' as const, url: '/api/v2/user/vt/login', body: [] },
      { method: 'GET' as const, url: '/api/v2/user/vt/login' },
    ];
    for (const c of cases) {
      const { status, body, raw } = await call(t.app, c);
      expect(status).toBe(200);
      expect(body.code).toBe(Code.BAD_REQUEST);
      expect(body.message).toMatch(/^请求参数错误/);
      expect(raw.body).not.toMatch(/at .*\.ts:\d+/);
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v2/user/vt/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe(Msg.badJson);
    const unknown = await t.app.inject({ url: '/api/v2/nothing/here' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(404);
  });
});
