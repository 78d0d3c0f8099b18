import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dragSlider } from './auth-helpers';
import { newPage, signInAs, useE2E } from './harness';
import { smsCode, snapView, toasts, waitForPath } from './shell-helpers';

// The navigation bar's popovers and the shell's dialogs, against the real server.
const TEACHER = '13800000001';
const NEW_PASSWORD = 'Spring#2027';
const e2e = useE2E();

/** A real 1x1 PNG (the server checks the file's first bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openShell() {
  const { page, context } = await newPage(e2e.browser);
  await signInAs(context, e2e.server, TEACHER);
  await page.goto(`${e2e.server.url}/#/classpro/home`);
  await page.locator('[data-section]').first().waitFor();
  return { page, context };
}
const openProfile = (page: Page) => page.getByRole('button', { name: '个人信息' }).click();
const waitToast = (page: Page, text: string) => page.locator('.MuiSnackbar-root', { hasText: text }).waitFor();

describe('navigation bar', () => {
  it('settings popover: device check, download PC version on the web, feedback', async () => {
    const { page, context } = await openShell();
    await page.getByRole('button', { name: '设置' }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['设备检测', '下载PC版', '用户反馈']);
    await snapView(page, 'shell-popover-settings');
    // No network here: the download page is answered locally.
    await context.route('https://www.classpro.cn/**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<h1>下载</h1>' }),
    );
    const popup = context.waitForEvent('page');
    await menu.getByRole('menuitem', { name: '下载PC版' }).click();
    const opened = await popup;
    await opened.waitForLoadState();
    expect(opened.url()).toContain('classpro.cn');
    await opened.close();
    await page.getByRole('button', { name: '设置' }).click();
    await page.getByRole('menuitem', { name: '设备检测' }).click();
    await waitForPath(page, '/network/network-check');
    await context.close();
  });

  it('profile popover: name, school, masked mobile, password and logout', async () => {
    const { page, context } = await openShell();
    await openProfile(page);
    const pop = page.locator('.MuiPopover-paper');
    await pop.getByText('示范学校').first().waitFor();
    expect(await pop.getByTestId('profile-name').innerText()).toBe('王老师');
    await pop.getByText('138****0001').waitFor();
    await pop.getByRole('button', { name: '修改手机号' }).waitFor();
    await pop.getByRole('button', { name: '修改密码' }).waitFor();
    await pop.getByRole('button', { name: '退出登录' }).waitFor();
    await snapView(page, 'shell-popover-profile');
    await context.close();
  });

  it('rejects an avatar of 10MB or more before uploading it', async () => {
    const { page, context } = await openShell();
    let uploads = 0;
    page.on('request', (r) => void (r.url().includes('/api/v1/students/avatar') && uploads++));
    await openProfile(page);
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    await page.getByTestId('avatar-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await waitToast(page, '上传头像图片大小不能超过 10MB!');
    expect(uploads).toBe(0);
    // A small one is uploaded and shown.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await waitToast(page, '修改成功');
    expect(uploads).toBe(1);
    await context.close();
  });

  it('changes the nickname (required), and the greeting follows', async () => {
    const { page, context } = await openShell();
    await openProfile(page);
    await page.getByRole('button', { name: '修改昵称' }).click();
    const dialog = page.getByRole('dialog');
    const field = dialog.getByPlaceholder('请输入昵称');
    await field.fill('');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.locator('.Mui-error', { hasText: '请输入昵称' }).first().waitFor();
    await field.fill('王晓老师');
    await snapView(page, 'shell-dialog-nickname');
    await dialog.getByRole('button', { name: '确定' }).click();
    await waitToast(page, '修改成功');
    await page.getByTestId('greeting').filter({ hasText: '王晓老师' }).waitFor();
    await context.close();
  });

  it('feedback: identity and content required, at most 400 characters, two images uploaded', async () => {
    const { page, context } = await openShell();
    await page.getByRole('button', { name: '设置' }).click();
    await page.getByRole('menuitem', { name: '用户反馈' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '提交' }).click();
    await waitToast(page, '请输入反馈内容');
    await dialog.getByRole('textbox', { name: '反馈内容' }).fill('课'.repeat(401));
    await dialog.getByRole('button', { name: '提交' }).click();
    await waitToast(page, '反馈内容长度不超过400字');
    await dialog.getByRole('textbox', { name: '反馈内容' }).fill('课'.repeat(400));
    await dialog.getByRole('button', { name: '提交' }).click();
    await waitToast(page, '请选择您的身份');
    await dialog.getByRole('radio', { name: '教师' }).check();
    await dialog.getByTestId('feedback-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await dialog.locator('[data-testid="feedback-image"][data-uploaded="true"]').nth(1).waitFor();
    await dialog
      .getByTestId('feedback-input')
      .setInputFiles({ name: 'c.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await waitToast(page, '只能上传图片格式');
    expect(await dialog.getByTestId('feedback-image').count()).toBe(2);
    await snapView(page, 'shell-dialog-feedback');
    const sent = page.waitForRequest((r) => r.url().includes('/api/v2/notice/vt/feedback'));
    await dialog.getByRole('button', { name: '提交' }).click();
    await waitToast(page, '反馈提交成功，谢谢您的意见！');
    const body = (await sent).postDataJSON() as { content: string; attachMent: string; userInfo: string };
    expect([...body.content].length).toBe(400);
    expect(body.attachMent.split(',')).toHaveLength(2);
    expect(JSON.parse(body.userInfo)).toMatchObject({ userType: 'TEACHER', schoolName: '示范学校' });
    await context.close();
  });

  it('change mobile dialog: validates the new mobile before anything is sent', async () => {
    const { page, context } = await openShell();
    await openProfile(page);
    await page.getByRole('button', { name: '修改手机号' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.locator('.Mui-error', { hasText: '请输入手机号' }).first().waitFor();
    await dialog.getByPlaceholder('请输入新手机号').fill('1234');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.locator('.Mui-error', { hasText: '手机号错误' }).first().waitFor();
    await dialog.getByPlaceholder('请输入新手机号').fill('13912345678');
    await snapView(page, 'shell-dialog-mobile');
    await context.close();
  });

  it('changes the password with an SMS code after the slider, which logs the user out', async () => {
    const { page, context } = await openShell();
    await openProfile(page);
    await page.getByRole('button', { name: '修改密码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入新密码').fill('abcdefgh');
    await dialog.getByPlaceholder('请再次输入密码').fill('abcdefgh');
    await dialog.getByRole('button', { name: '确定' }).click();
    await dialog.locator('.Mui-error', { hasText: '验证码不能为空' }).first().waitFor();
    await dialog.locator('.Mui-error', { hasText: '密码长度在8-20之间' }).first().waitFor();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await dragSlider(page);
    await page.getByRole('button', { name: /\d+s后重新获取/ }).waitFor();
    await dialog.getByPlaceholder('请输入短信验证码').fill(await smsCode(e2e.server, TEACHER));
    await dialog.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
    await dialog.getByPlaceholder('请再次输入密码').fill(NEW_PASSWORD);
    await snapView(page, 'shell-dialog-password');
    const changed = page.waitForResponse((r) => r.url().includes('/api/v2/user/vt/updatePassword'));
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(((await (await changed).json()) as { message: string }).message).toBe('修改成功');
    await waitForPath(page, '/classpro/login');
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    const login = await e2e.server.app.inject({
      method: 'POST',
      url: '/api/v2/user/vt/login',
      payload: { mobileOrEamil: TEACHER, password: NEW_PASSWORD },
    });
    expect((login.json() as { code: number }).code).toBe(200);
    expect(await toasts(page)).not.toContain('Error');
    await context.close();
  });

  it('logs out: clears hasAutoUpdateChecked, the token, and lands on the login', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER, 'ASSISTANT', NEW_PASSWORD);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.evaluate(`localStorage.setItem('hasAutoUpdateChecked', 'true')`);
    await openProfile(page);
    await page.getByRole('button', { name: '退出登录' }).click();
    await waitForPath(page, '/classpro/login');
    expect(await page.evaluate(`localStorage.getItem('hasAutoUpdateChecked')`)).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
    await context.close();
  });
});
