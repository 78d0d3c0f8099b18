import { describe, expect, it } from 'vitest';
import { UserPaths, type UserInfo } from '../../src-shared/api/user';
import { Msg } from '../../src-shared/rules/messages';
import { DEMO_PASSWORD, dragSlider, fillPasswordLogin, smsCodeFor, waitForRoute } from './auth-helpers';
import { newPage, PHONE, snap, useE2E } from './harness';

const TEACHER = '13800000001';
const e2e = useE2E();

describe('teacher sign-in', () => {
  it('the demo teacher signs in by password and lands in /classpro', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('heading', { name: '教师登录' }).waitFor();
    await snap(page, 'auth-teacher-login-desktop');
    // The account is trimmed.
    await fillPasswordLogin(page, Msg.accountPlaceholder, `  ${TEACHER} `);
    await waitForRoute(page, '/classpro');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();
    expect(Number(cookies.find((c) => c.name === 'Admin-Token-Expires')?.value)).toBeGreaterThan(Date.now());
    // A signed-in teacher who opens the login again is sent home.
    await page.goto(`${e2e.server.url}/#/loginweb`);
    // Home is /classpro, which may then take the once-per-session jump to 我的课程 (spec 4, landing) if the first
    // visit's jump was still in flight when this navigation cancelled it.
    await waitForRoute(page, /^\/classpro(\/myCourse)?$/);
    await context.close();
  });

  it('a wrong password is refused inline, in the server words, and the form stays', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/loginweb`);
    await fillPasswordLogin(page, Msg.accountPlaceholder, TEACHER, 'Wrong@2026');
    await page.getByRole('alert').filter({ hasText: Msg.loginFailed }).waitFor();
    expect(page.url()).toContain('#/loginweb');
    await snap(page, 'auth-teacher-login-error');
    await context.close();
  });

  it('a signed-out visit to /classpro/myClass goes to the login with a redirect, and returns there after sign-in', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/myClass`);
    await waitForRoute(page, `/classpro/login?redirect=${encodeURIComponent('/classpro/myClass')}`);
    await fillPasswordLogin(page, Msg.accountPlaceholder, TEACHER);
    await waitForRoute(page, '/classpro/myClass');
    await context.close();
  });

  it('a token revoked on the server sends the next call to the login of its area', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/login?redirect=${encodeURIComponent('/classpro/myCourse')}`);
    await fillPasswordLogin(page, Msg.accountPlaceholder, TEACHER);
    await waitForRoute(page, '/classpro/myCourse');

    const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
    const info = (await (
      await fetch(`${e2e.server.url}${UserPaths.userInfo}?userType=ASSISTANT`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { data: UserInfo };
    await e2e.server.app.tokens.revokeAll('teacher', info.data.id);

    // The next call the app makes (the page's own, or one the shell makes in the background) answers 901: the
    // message shows and the user lands on the teacher login, with a redirect back.
    const expired = page.getByText(Msg.tokenExpired).first().waitFor();
    await page.evaluate("location.hash = '#/classpro/myClass'");
    await page.waitForURL(/#\/classpro\/login\?redirect=%2Fclasspro%2F/);
    await expired;
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await context.close();
  });

  it('the jhub login is the same sign-in, and the screen works on a phone', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/jhub-login`);
    await page.getByRole('heading', { name: '实验平台登录' }).waitFor();
    await snap(page, 'auth-jhub-login-phone');
    await fillPasswordLogin(page, Msg.accountPlaceholder, TEACHER, DEMO_PASSWORD);
    await waitForRoute(page, '/classpro');
    await context.close();
  });

  it('signs in with an SMS code (slider, then the code from the outbox)', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('tab', { name: Msg.loginBySms }).click();
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill(TEACHER);
    await page.getByRole('button', { name: Msg.smsGet }).click();
    await dragSlider(page);
    await page.getByRole('button', { name: /\d+s后重新获取/ }).waitFor();
    await page.getByPlaceholder(Msg.smsCodePlaceholder).fill(await smsCodeFor(e2e.server, TEACHER));
    await snap(page, 'auth-teacher-sms-login');
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await waitForRoute(page, '/classpro');
    await context.close();
  });
});
