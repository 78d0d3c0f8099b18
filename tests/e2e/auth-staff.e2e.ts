import { describe, expect, it } from 'vitest';
import { Msg } from '../../src-shared/rules/messages';
import { fillPasswordLogin, refreshCaptcha, waitForRoute } from './auth-helpers';
import { newPage, snap, useE2E } from './harness';

const e2e = useE2E();

describe('data-centre, publisher, expert and author sign-in', () => {
  it('the data-centre admin signs in with mobile, password and the image code, and reaches its home', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/datacenter/index`);
    await waitForRoute(page, '/datacenter/login');
    await page.getByRole('heading', { name: '数据中心登录' }).waitFor();
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill('13900000000');
    await page.getByPlaceholder(Msg.passwordPlaceholder).fill('Classpro@2026');

    // A wrong image code: the server's words inline (its code 500 is not toasted), and a new image.
    const stale = await refreshCaptcha(page, e2e.server, 'admin');
    await page.getByPlaceholder(Msg.imageCodePlaceholder).fill(stale === 'zzzz' ? 'yyyy' : 'zzzz');
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await page.getByRole('alert').filter({ hasText: Msg.captchaWrong }).waitFor();
    expect(await page.locator('.MuiSnackbar-root').count()).toBe(0);
    expect(await page.getByPlaceholder(Msg.imageCodePlaceholder).inputValue()).toBe('');

    const answer = await refreshCaptcha(page, e2e.server, 'admin');
    await page.getByPlaceholder(Msg.imageCodePlaceholder).fill(answer.toUpperCase());
    await snap(page, 'auth-datacenter-login-desktop');
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await waitForRoute(page, '/datacenter/index');
    expect((await context.cookies()).find((c) => c.name === 'Cms-Token')?.value).toBeTruthy();
    await context.close();
  });

  it('a publisher signs in at /publisher/login/:publisheId, which is kept, and reaches its home', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/publisher/login/1`);
    await page.getByRole('heading', { name: '出版社登录' }).waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('publisheId')")).toBe('1');
    await snap(page, 'auth-publisher-login-desktop');
    await fillPasswordLogin(page, '请输入账号', 'publisher01');
    await waitForRoute(page, '/publisher/home?publisheId=1');
    expect((await context.cookies()).find((c) => c.name === 'Publish-Token')?.value).toBeTruthy();
    await context.close();
  });

  it('an expert signs in and reaches the expert home; a wrong password is refused inline', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/expert/login`);
    await page.getByRole('heading', { name: '专家登录' }).waitFor();
    await fillPasswordLogin(page, '请输入账号', 'expert01', 'nope');
    await page.getByRole('alert').filter({ hasText: Msg.loginFailed }).waitFor();
    await snap(page, 'auth-expert-login-desktop');
    await fillPasswordLogin(page, '请输入账号', ' expert01 ');
    await waitForRoute(page, '/expert/home');
    expect((await context.cookies()).find((c) => c.name === 'Expert-Token')?.value).toBeTruthy();
    await context.close();
  });

  it('an author signs in and reaches the author home', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/author/login`);
    await page.getByRole('heading', { name: '作者登录' }).waitFor();
    await snap(page, 'auth-author-login-desktop');
    await fillPasswordLogin(page, '请输入账号', 'author01');
    await waitForRoute(page, '/author/home');
    expect((await context.cookies()).find((c) => c.name === 'Author-Token')?.value).toBeTruthy();
    await context.close();
  });
});
