import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarPaths, type FeedLink } from '@shared/api/calendar';
import { Code } from '@shared/api/common';
import { ParentPaths } from '@shared/api/parent';
import { Msg } from '@shared/rules/messages';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { call, createTestApp, requestSmsCode, signIn, type TestApp } from '../../../test-helpers';
import { demoChildId, demoParent, post } from '../../classes/__tests__/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Changed#2026';
const INFO = '/api/v2/user/getUserInfo';
const alive = async (token: string, userType = 'ASSISTANT') =>
  (await call(t.app, { url: INFO, query: { userType }, token })).body.code === 200;

/** A user of our own, so that changing it leaves the demo accounts to the other tests. */
async function newTeacher(mobile: string) {
  const code = (await requestSmsCode(t.app, mobile, 'RIGESTER'))!;
  const { body } = await call<{ access_token: string }>(t.app, {
    method: 'POST',
    url: '/api/v2/user/vt/register',
    body: { mobile, code, password: 'Classpro@2026', passwordCheck: 'Classpro@2026' },
  });
  await t.app.kv.del(`sms:cool:${mobile}`);
  return body.data.access_token;
}

describe('password change', () => {
  const update = (body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/v2/user/vt/updatePassword', body });

  it('consumes a FORGET_PW code, rehashes, and signs the account out everywhere', async () => {
    const mobile = '13722220001';
    const first = await newTeacher(mobile);
    const second = await signIn(t.app, mobile);
    const code = (await requestSmsCode(t.app, mobile, 'FORGET_PW'))!;
    const res = await update({ mobileOrEmail: mobile, passwordNew: NEW_PASSWORD, passwordCheck: NEW_PASSWORD, code });
    expect(res.body).toEqual({ code: 200, message: '修改成功', data: null });
    expect(await alive(first)).toBe(false);
    expect(await alive(second)).toBe(false);
    await expect(signIn(t.app, mobile)).rejects.toThrow(Msg.loginFailed);
    expect(await alive(await signIn(t.app, mobile, 'ASSISTANT', NEW_PASSWORD))).toBe(true);
    // The code is spent.
    const again = await update({ mobileOrEmail: mobile, passwordNew: 'Again#2026', passwordCheck: 'Again#2026', code });
    expect(again.body.message).toBe(Msg.smsCodeInvalid);
  });

  it('validates with the spec messages and gives an unknown account the wrong-code answer', async () => {
    const base = {
      mobileOrEmail: '13722220002',
      passwordNew: NEW_PASSWORD,
      passwordCheck: NEW_PASSWORD,
      code: '123456',
    };
    expect((await update({ ...base, mobileOrEmail: '' })).body.message).toBe('请输入手机号');
    expect((await update({ ...base, mobileOrEmail: 'nobody' })).body.message).toBe('手机号错误');
    expect((await update({ ...base, code: '' })).body.message).toBe('验证码不能为空');
    expect((await update({ ...base, passwordNew: '' })).body.message).toBe('密码不能为空');
    expect((await update({ ...base, passwordNew: 'abcdefgh' })).body.message).toBe(Msg.passwordRule);
    expect((await update({ ...base, passwordCheck: '' })).body.message).toBe('确认密码不能为空');
    expect((await update({ ...base, passwordCheck: 'x' })).body.message).toBe('确认密码与密码不匹配');
    expect((await update(base)).body).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.smsCodeInvalid });
  });

  it("one user's code does not change another user's password", async () => {
    const mine = '13722220003';
    await newTeacher(mine);
    const code = (await requestSmsCode(t.app, mine, 'FORGET_PW'))!;
    const res = await update({
      mobileOrEmail: '13800000001',
      passwordNew: NEW_PASSWORD,
      passwordCheck: NEW_PASSWORD,
      code,
    });
    expect(res.body.message).toBe(Msg.smsCodeInvalid);
    expect(await signIn(t.app, '13800000001')).toBeTruthy();
  });
});

describe('mobile change', () => {
  const change = (token: string | undefined, body: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/api/v2/user/updateMobileOrEmail', token, body });

  it('moves the signed-in account to a free mobile proven by a RIGESTER code, and signs it out', async () => {
    const token = await newTeacher('13722220004');
    const code = (await requestSmsCode(t.app, '13722220005', 'RIGESTER'))!;
    expect((await change(token, { mobileOrEmailNew: '13722220005', code })).body).toEqual({
      code: 200,
      message: '修改成功',
      data: null,
    });
    expect(await alive(token)).toBe(false);
    const fresh = await signIn(t.app, '13722220005');
    const info = await call<{ mobile: string }>(t.app, { url: INFO, token: fresh });
    expect(info.body.data.mobile).toBe('13722220005');
    await expect(signIn(t.app, '13722220004')).rejects.toThrow();
  });

  it('refuses a taken mobile, a code sent to another mobile, and a caller who is not signed in', async () => {
    const token = await newTeacher('13722220006');
    // Issue 18: the code is checked first, so a taken mobile gets the code error and reveals no account.
    expect((await change(token, { mobileOrEmailNew: '13800000001', code: '123456' })).body.message).toBe(
      Msg.smsCodeInvalid,
    );
    const code = (await requestSmsCode(t.app, '13722220007', 'RIGESTER'))!;
    expect((await change(token, { mobileOrEmailNew: '13722220008', code })).body.message).toBe(Msg.smsCodeInvalid);
    expect((await change(undefined, { mobileOrEmailNew: '13722220007', code })).body.code).toBe(Code.TOKEN_EXPIRED);
    expect((await change(token, { mobileOrEmailNew: 'x', code })).body.message).toBe('手机号错误');
    expect(await alive(token)).toBe(true);
  });
});

describe('token refresh', () => {
  it('issues a new token in the same area and revokes the old one', async () => {
    const old = await signIn(t.app, '13800000002', 'PARENT');
    const { body } = await call<{ access_token: string; expires_in: number }>(t.app, {
      method: 'POST',
      url: '/api/v2/user/refreshToken',
      token: old,
    });
    expect(body.code).toBe(200);
    expect(body.data.access_token).not.toBe(old);
    expect(await alive(old, 'PARENT')).toBe(false);
    expect(await alive(body.data.access_token, 'PARENT')).toBe(true);
    const expert = await call<{ access_token: string }>(t.app, {
      method: 'POST',
      url: '/api/v2/expert/vt/login',
      body: { account: 'expert01', password: 'Classpro@2026' },
    });
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/v2/user/refreshToken',
      token: expert.body.data.access_token,
    });
    expect(refused.body.code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('user relations', () => {
  type Rel = { toUserId: number; toUserDisplayName: string; isRelation: boolean };
  const relations = (token: string, query: Record<string, string> = {}) =>
    call<Rel[]>(t.app, { url: '/api/v2/user/getUserRelations', token, query });

  it('WITH_MAIN lists the signed-in user first, then a parent sees their children', async () => {
    const parent = await signIn(t.app, '13800000002', 'PARENT');
    const { body } = await relations(parent, { relationListType: 'WITH_MAIN' });
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({ toUserDisplayName: '李妈妈', isRelation: false });
    expect(body.data[1]).toMatchObject({ toUserDisplayName: '李小明', isRelation: true });
    const only = await relations(parent, { relationListType: 'ONLY_RELATION' });
    expect(only.body.data.map((r) => r.toUserDisplayName)).toEqual(['李小明']);
    const teacher = await signIn(t.app, '13800000001');
    const mine = await relations(teacher);
    expect(mine.body.data).toEqual([{ toUserId: expect.any(Number), toUserDisplayName: '王老师', isRelation: false }]);
  });

  it("refuses another user's parentUserId and leaks nothing", async () => {
    const parent = await signIn(t.app, '13800000002', 'PARENT');
    const self = (await relations(parent)).body.data[0]!.toUserId;
    expect((await relations(parent, { parentUserId: String(self) })).body.code).toBe(200);
    const teacher = await signIn(t.app, '13800000001');
    const res = await relations(teacher, { parentUserId: String(self) });
    expect(res.body).toEqual({ code: Code.FORBIDDEN, message: Msg.forbidden, data: null });
  });
});

describe('a password reset takes back what the account handed out (issue 28)', () => {
  it('revokes the child tokens issued under the parent, and the calendar feed link of the teacher', async () => {
    // The demo parent (李小明's) is also used above only through their own token: this runs last.
    const mobile = DEMO_USERS.parent.mobile;
    const parent = await demoParent(t.app);
    const childId = await demoChildId(t.app);
    const child = (await post<{ access_token: string }>(t.app, ParentPaths.switchAccount, parent, { childId })).data
      .access_token;
    expect(await alive(child, 'STUDENT')).toBe(true);
    // A teacher of our own with a calendar feed link.
    const teacherMobile = '13722220009';
    const teacher = await newTeacher(teacherMobile);
    const feed = (await post<FeedLink>(t.app, CalendarPaths.resetFeed, teacher, undefined)).data;
    expect((await t.app.inject({ url: feed.path })).statusCode).toBe(200);

    for (const m of [mobile, teacherMobile]) {
      const code = (await requestSmsCode(t.app, m, 'FORGET_PW'))!;
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/v2/user/vt/updatePassword',
        body: { mobileOrEmail: m, passwordNew: NEW_PASSWORD, passwordCheck: NEW_PASSWORD, code },
      });
      expect(res.body.code).toBe(Code.OK);
    }
    expect(await alive(child, 'STUDENT')).toBe(false);
    expect((await t.app.inject({ url: feed.path })).statusCode).toBe(404);
  });
});
