import { describe, expect, it } from 'vitest';
import { VerifyPaths } from '../../src-shared/api/verify';
import { Msg } from '../../src-shared/rules/messages';
import { dragSlider, refreshCaptcha, smsCodeFor, waitForRoute } from './auth-helpers';
import { newPage, snap, useE2E } from './harness';

const e2e = useE2E();

describe('registration and password reset with an SMS code', () => {
  it('registers a new teacher: slider, SMS code from the outbox, password rules, and lands signed in', async () => {
    const mobile = '13800000123';
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('link', { name: Msg.registerNow }).click();
    await waitForRoute(page, '/classpro/register');
    await page.getByRole('heading', { name: Msg.registerTitle }).waitFor();

    const sms = page.getByRole('button', { name: Msg.smsGet });
    expect(await sms.isDisabled()).toBe(true);
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill(mobile);
    await sms.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(Msg.sliderHint).waitFor();
    await snap(page, 'auth-register-slider');
    await dragSlider(page);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /\d+s后重新获取/ }).waitFor();
    expect(await page.getByRole('button', { name: /\d+s后重新获取/ }).isDisabled()).toBe(true);

    const submit = page.getByRole('button', { name: Msg.registerButton });
    await page.getByPlaceholder(Msg.smsCodePlaceholder).fill(await smsCodeFor(e2e.server, mobile));
    await page.getByPlaceholder('请设置密码').fill('abc12');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByPlaceholder('请设置密码').fill('abcdef');
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.getByText(Msg.passwordRule).waitFor();
    await page.getByText(Msg.confirmRequired).waitFor();

    await page.getByPlaceholder('请设置密码').fill('Newpass2026');
    await page.getByPlaceholder(Msg.confirmPasswordPlaceholder).fill('Newpass2025');
    await submit.click();
    await page.getByText(Msg.confirmMismatch).waitFor();
    await page.getByPlaceholder(Msg.confirmPasswordPlaceholder).fill('Newpass2026');
    await page.getByPlaceholder(Msg.nicknameOptional).fill('  陈老师 ');
    await snap(page, 'auth-register-filled');
    await submit.click();
    await waitForRoute(page, '/classpro');
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')?.value).toBeTruthy();
    await context.close();
  });

  it('falls back to the captcha when the slider fails; a wrong captcha is refused, the right one sends the code', async () => {
    const mobile = '13800000001';
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('link', { name: Msg.forgotPassword }).click();
    await waitForRoute(page, '/classpro/forgot');
    await page.getByRole('heading', { name: Msg.resetTitle }).waitFor();
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill(mobile);
    await page.getByRole('button', { name: Msg.smsGet }).click();

    const dialog = page.getByRole('dialog');
    await dragSlider(page, 'instant');
    await dialog.getByText(Msg.sliderFailed).waitFor();
    const input = dialog.getByPlaceholder(Msg.captchaPlaceholder);
    await dialog.getByRole('img').waitFor();
    await snap(page, 'auth-captcha-fallback');

    // Confirm with nothing typed does nothing.
    const checks: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === VerifyPaths.verifyCode && checks.push(r.url()));
    await dialog.getByRole('button', { name: Msg.captchaConfirm }).click();
    await page.waitForTimeout(300);
    expect(checks).toHaveLength(0);

    // A wrong answer: the server says so, the image is replaced, nothing is sent.
    const wrong = await refreshCaptcha(page, e2e.server, 'user');
    const before = await dialog.getByRole('img').getAttribute('src');
    await input.fill(wrong === 'zzzz' ? 'yyyy' : 'zzzz');
    await dialog.getByRole('button', { name: Msg.captchaConfirm }).click();
    await page.getByText(Msg.captchaWrong).waitFor();
    await expect.poll(() => dialog.getByRole('img').getAttribute('src')).not.toBe(before);
    expect(e2e.server.app.sms.lastCode(mobile)).toBeUndefined();

    // The right answer sends the code and closes the dialog.
    const answer = await refreshCaptcha(page, e2e.server, 'user');
    await input.fill(answer);
    await dialog.getByRole('button', { name: Msg.captchaConfirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /\d+s后重新获取/ }).waitFor();
    const code = await smsCodeFor(e2e.server, mobile);

    await page.getByPlaceholder(Msg.smsCodePlaceholder).fill(code);
    await page.getByPlaceholder(Msg.newPasswordPlaceholder).fill('Changed@2026');
    await page.getByPlaceholder(Msg.confirmPasswordPlaceholder).fill('Changed@2026');
    await page.getByRole('button', { name: Msg.resetButton }).click();
    await page.getByText(Msg.modifySuccess).waitFor();
    await waitForRoute(page, '/classpro/login');
    await page.getByRole('heading', { name: '教师登录' }).waitFor();
    // The mobile is carried over; the new password signs in.
    expect(await page.getByPlaceholder(Msg.accountPlaceholder).inputValue()).toBe(mobile);
    await page.getByPlaceholder(Msg.passwordPlaceholder).fill('Changed@2026');
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await waitForRoute(page, '/classpro');
    await context.close();
  });
});
