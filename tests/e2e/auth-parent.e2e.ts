import { describe, expect, it } from 'vitest';
import { Msg } from '../../src-shared/rules/messages';
import { dragSlider, fillPasswordLogin, smsCodeFor, waitForRoute } from './auth-helpers';
import { newPage, PHONE, snap, useE2E } from './harness';

const PARENT = '13800000002';
const STUDENT = '13800000003';
const e2e = useE2E();

describe('parent, H5 and reader sign-in on a 390 px phone', () => {
  it('a parent path goes to the parent login; the demo parent signs in by password and returns there', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/parent/index`);
    await waitForRoute(page, `/parent/login?redirect=${encodeURIComponent('/parent/index')}`);
    await page.getByRole('heading', { name: '家长登录' }).waitFor();
    await snap(page, 'auth-parent-login-phone');
    // Nothing wider than the phone.
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('tab', { name: Msg.loginByPassword }).click();
    await fillPasswordLogin(page, Msg.mobileRequired, PARENT);
    await waitForRoute(page, '/parent/index');
    expect((await context.cookies()).find((c) => c.name === 'Parent-Token')?.value).toBeTruthy();
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await context.close();
  });

  it('the H5 login signs the parent in with an SMS code after the slider, and lands on the H5 home', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/h5/checkLogin`);
    await page.getByRole('heading', { name: '家长登录' }).waitFor();
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill(PARENT);
    await page.getByRole('button', { name: Msg.smsGet }).click();
    await page.getByRole('dialog').getByText(Msg.sliderHint).waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await snap(page, 'auth-h5-slider-phone');
    await dragSlider(page);
    await page.getByRole('button', { name: new RegExp(Msg.smsResendSuffix) }).waitFor();
    const code = await smsCodeFor(e2e.server, PARENT);
    await page.getByPlaceholder(Msg.smsCodePlaceholder).fill(code);
    await snap(page, 'auth-h5-login-phone');
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await waitForRoute(page, '/h5/index');
    await context.close();
  });

  it('an empty SMS code is refused with the spec message before any call', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/parent/checkLogin`);
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill('1380000');
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await page.getByText(Msg.mobileInvalid).waitFor();
    await page.getByText(Msg.smsCodeRequired).waitFor();
    expect(await page.getByRole('button', { name: Msg.smsGet }).isDisabled()).toBe(true);
    await context.close();
  });

  it('the textbook reader signs a student in and lands on the reader home', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/classproBook/login`);
    await page.getByRole('heading', { name: '数字教材' }).waitFor();
    await snap(page, 'auth-reader-login-phone');
    await fillPasswordLogin(page, Msg.mobileRequired, STUDENT);
    await waitForRoute(page, '/classproBook/home');
    await context.close();
  });
});
