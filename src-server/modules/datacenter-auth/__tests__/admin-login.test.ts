import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { captchaKey } from '../../../lib/captcha';
import { call, createTestApp, randomAddress, signIn, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const ADMIN = '13900000000';
let yzmSeq = 0;
/** Fetches an image code and returns its id and answer (read from the store, as a person reads the image). */
async function yzm() {
  const yzmId = `admin-yzm-${yzmSeq++}`;
  const { body } = await call<string>(t.app, { method: 'POST', url: '/aicenter/user/getYzm', body: { yzmId } });
  expect(body.code).toBe(200);
  expect(jpeg.decode(Buffer.from(body.data, 'base64')).width).toBe(120);
  return { yzmId, yzm: (await t.app.kv.get(captchaKey('admin', yzmId)))! };
}
const login = (body: Record<string, unknown>, address = randomAddress()) =>
  call<{ access_token: string; expires_in: number }>(t.app, {
    method: 'POST',
    url: '/aicenter/user/login',
    body,
    headers: { 'x-forwarded-for': address },
  });
const cms = (url: string, token: string) => call(t.app, { method: 'POST', url, headers: { 'cms-token': token } });

describe('data-centre admin sign-in', () => {
  it('signs in with the image code and password, and is known by its Cms-Token', async () => {
    const { body } = await login({ mobile: ADMIN, password: 'Classpro@2026', ...(await yzm()) });
    expect(body.code).toBe(200);
    expect(body.data.expires_in).toBeGreaterThan(0);
    const info = await cms('/aicenter/user/info', body.data.access_token);
    expect(info.body).toEqual({
      code: 200,
      message: Msg.ok,
      data: { id: expect.any(Number), mobile: ADMIN, displayName: '数据中心管理员', role: 'admin' },
    });
    expect((await cms('/aicenter/user/logout', body.data.access_token)).body.code).toBe(200);
    expect((await cms('/aicenter/user/info', body.data.access_token)).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it('answers failures with code 500 and a message; the image code is single use', async () => {
    const code = await yzm();
    const wrongYzm = await login({ mobile: ADMIN, password: 'Classpro@2026', yzmId: code.yzmId, yzm: 'zzzz' });
    expect(wrongYzm.status).toBe(200);
    expect(wrongYzm.body).toEqual({ code: Code.SERVER_ERROR, message: Msg.captchaWrong, data: null });
    // Burnt by the wrong answer.
    expect((await login({ mobile: ADMIN, password: 'Classpro@2026', ...code })).body.message).toBe(Msg.captchaWrong);
    const wrongPassword = await login({ mobile: ADMIN, password: 'nope', ...(await yzm()) });
    expect(wrongPassword.body).toEqual({ code: Code.SERVER_ERROR, message: Msg.loginFailed, data: null });
    const upper = await yzm();
    expect(
      (await login({ mobile: ADMIN, password: 'Classpro@2026', ...upper, yzm: upper.yzm.toUpperCase() })).body.code,
    ).toBe(200);
  });

  it('keeps other areas out: a teacher token is not a Cms-Token, and an admin token is not a teacher token', async () => {
    const teacher = await signIn(t.app, '13800000001');
    expect((await cms('/aicenter/user/info', teacher)).body.code).toBe(Code.TOKEN_EXPIRED);
    const { body } = await login({ mobile: ADMIN, password: 'Classpro@2026', ...(await yzm()) });
    const asTeacher = await call(t.app, { url: '/api/v2/user/getUserInfo', token: body.data.access_token });
    expect(asTeacher.body.code).toBe(Code.TOKEN_EXPIRED);
    // A teacher's mobile and password are not an admin account.
    const notAdmin = await login({ mobile: '13800000001', password: 'Classpro@2026', ...(await yzm()) });
    expect(notAdmin.body.message).toBe(Msg.loginFailed);
  });

  it('counts failures toward the sign-in limit', async () => {
    // A wrong image code and wrong passwords alike; the last sign-in of the earlier tests forgave theirs.
    await login({ mobile: ADMIN, password: 'Classpro@2026', yzmId: (await yzm()).yzmId, yzm: 'zzzz' });
    for (let i = 0; i < 4; i++) {
      expect((await login({ mobile: ADMIN, password: 'nope', ...(await yzm()) })).body.code).toBe(Code.SERVER_ERROR);
    }
    const locked = await login({ mobile: ADMIN, password: 'Classpro@2026', ...(await yzm()) });
    expect(locked.body).toEqual({ code: Code.TOO_MANY, message: Msg.loginTooMany, data: null });
  });
});
