import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { DEMO_USERS } from '../db/seeds/demo-accounts';
import { LIMITS } from '../lib/limits';
import { call, createTestApp, randomAddress, signIn, type TestApp } from '../test-helpers';

/**
 * Registration and the mobile change do not tell whether a mobile has an account: the SMS code is checked first,
 * and a taken mobile can never hold a valid RIGESTER code (none is sent to it), so the code error is the one
 * answer. Wrong codes are throttled per client address.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const PASSWORD = 'Newpass@2026';
const taken = DEMO_USERS.teacher.mobile;
const free = '13755550001';
const register = (mobile: string, address = randomAddress()) =>
  call(t.app, {
    method: 'POST',
    url: '/api/v2/user/vt/register',
    body: { mobile, code: '123456', password: PASSWORD, passwordCheck: PASSWORD },
    headers: { 'x-forwarded-for': address },
  });

describe('account enumeration', () => {
  it('registration answers a taken and a free mobile alike', async () => {
    const a = await register(taken);
    const b = await register(free);
    expect(a.body).toEqual({ code: Code.BAD_REQUEST, message: Msg.smsCodeInvalid, data: null });
    expect(a.body).toEqual(b.body);
    expect(a.status).toBe(b.status);
  });

  it('the mobile change answers a taken and a free mobile alike', async () => {
    const token = await signIn(t.app, DEMO_USERS.teacher.mobile);
    const change = (mobileOrEmailNew: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/v2/user/updateMobileOrEmail',
        token,
        body: { mobileOrEmailNew, code: '123456' },
        headers: { 'x-forwarded-for': randomAddress() },
      });
    const a = await change('13800000011');
    const b = await change(free);
    expect(a.body).toEqual({ code: Code.BAD_REQUEST, message: Msg.smsCodeInvalid, data: null });
    expect(a.body).toEqual(b.body);
  });

  it('throttles wrong codes per client address', async () => {
    const address = randomAddress();
    const codes: number[] = [];
    for (let i = 0; i < LIMITS.smsCodeEntry.perAddress + 3; i++) {
      codes.push((await register(`1375555${String(1000 + i)}`, address)).body.code);
    }
    expect(codes.slice(0, LIMITS.smsCodeEntry.perAddress).every((c) => c === Code.BAD_REQUEST)).toBe(true);
    expect(codes.slice(LIMITS.smsCodeEntry.perAddress)).toEqual([Code.TOO_MANY, Code.TOO_MANY, Code.TOO_MANY]);
    const last = await register(free, address);
    expect(last.body).toEqual({ code: Code.TOO_MANY, message: Msg.smsCodeTooMany, data: null });
  });
});
