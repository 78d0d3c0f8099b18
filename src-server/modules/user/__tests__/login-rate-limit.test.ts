import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { LIMITS } from '../../../lib/limits';
import { call, createTestApp, randomAddress, type TestApp } from '../../../test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const TOO_MANY = { code: Code.TOO_MANY, message: Msg.loginTooMany, data: null };
const login = (mobileOrEamil: string, password: string, address: string, userType = 'ASSISTANT') =>
  call(t.app, {
    method: 'POST',
    url: '/api/v2/user/vt/login',
    body: { mobileOrEamil, password, userType },
    headers: { 'x-forwarded-for': address },
  });

describe('sign-in rate limits', () => {
  it('locks an account after 5 failures, even for the right password, from any address', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('13800000001', 'Wrong@2026', randomAddress())).body.message).toBe(Msg.loginFailed);
    expect((await login('13800000001', 'Classpro@2026', randomAddress())).body).toEqual(TOO_MANY);
    // The lock is per account and area: the parent next door and the same mobile as a parent are unaffected.
    expect((await login('13800000002', 'Classpro@2026', randomAddress(), 'PARENT')).body.code).toBe(200);
    // The spec's GET form is throttled alike.
    const get = await call(t.app, {
      url: '/api/v2/user/vt/login',
      query: { mobileOrEamil: '13800000001', password: 'Classpro@2026' },
    });
    expect(get.body).toEqual(TOO_MANY);
  });

  it('forgives the failures of an account on a successful sign-in', async () => {
    const address = randomAddress();
    for (let i = 0; i < 4; i++) await login('13800000003', 'Wrong@2026', address, 'STUDENT');
    expect((await login('13800000003', 'Classpro@2026', address, 'STUDENT')).body.code).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login('13800000003', 'Wrong@2026', address, 'STUDENT')).body.message).toBe(Msg.loginFailed);
    expect((await login('13800000003', 'Classpro@2026', address, 'STUDENT')).body).toEqual(TOO_MANY);
  });

  it(
    'stops an address that tries many accounts (past what a school behind NAT needs)',
    { timeout: 120_000 },
    async () => {
      const address = randomAddress();
      for (let i = 0; i < LIMITS.login.perAddress; i++) {
        const res = await login(`1390000${String(1000 + i)}`, 'Guess@2026', address);
        expect(res.body.message).toBe(Msg.loginFailed);
      }
      expect((await login('13800000002', 'Classpro@2026', address, 'PARENT')).body).toEqual(TOO_MANY);
      expect((await login('13800000002', 'Classpro@2026', randomAddress(), 'PARENT')).body.code).toBe(200);
    },
  );

  it('throttles the expert, publisher and author sign-ins too', async () => {
    const staff = (password: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v2/publisher/vt/login',
        body: { account: 'publisher01', password },
        headers: { 'x-forwarded-for': randomAddress() },
      });
    for (let i = 0; i < 5; i++) expect((await staff('nope')).body.message).toBe(Msg.loginFailed);
    expect((await staff('Classpro@2026')).body).toEqual(TOO_MANY);
    const expert = await call(t.app, {
      method: 'POST',
      url: '/api/v2/expert/vt/login',
      body: { account: 'expert01', password: 'Classpro@2026' },
    });
    expect(expert.body.code).toBe(200);
  });
});
