import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { findBook, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { Msg } from '../../src-shared/rules/messages';
import { fillPasswordLogin, waitForRoute } from './auth-helpers';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
// A 640×480 JPEG (a sky-to-grass picture with a sun) stands in for a photo taken with the phone's camera.
const W = 640;
const H = 480;
const pixels = Buffer.alloc(W * H * 4);
for (let y = 0; y < H; y++)
  for (let x = 0; x < W; x++) {
    const i = (y * W + x) * 4;
    const sun = (x - 480) ** 2 + (y - 110) ** 2 < 50 ** 2;
    const sky = y < H * 0.65;
    pixels[i] = sun ? 255 : sky ? 90 + y / 4 : 60;
    pixels[i + 1] = sun ? 200 : sky ? 150 + y / 5 : 150 - (y - H * 0.65) / 3;
    pixels[i + 2] = sun ? 40 : sky ? 235 : 70;
    pixels[i + 3] = 255;
  }
const photo = jpeg.encode({ data: pixels, width: W, height: H }, 80).data;

describe('a phone casts a photo to the classroom screen', () => {
  it('the teacher opens 手机投屏 in class, the parent enters the code on a phone and the photo appears', async () => {
    const screen = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(screen.context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    const errors: string[] = [];
    screen.page.on('pageerror', (e) => errors.push(e.message));
    await screen.page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}&page=3`);
    await waitForPage(screen.page, 3);
    await screen.page.getByRole('button', { name: '上课', exact: true }).click();
    await screen.page.getByRole('button', { name: /^三年级2班.*开始上课$/ }).click();
    await waitForPage(screen.page, 3);
    await screen.page.getByRole('button', { name: '手机投屏' }).click();
    const code = (await screen.page.getByTestId('cast-code').textContent())!.trim();
    expect(code).toMatch(/^\d{6}$/);
    await expect(screen.page.getByText('等待手机发送图片…').isVisible()).resolves.toBe(true);
    await snap(screen.page, 'screen-cast-waiting');

    // The parent's phone, signed in through H5, opens the casting page (as the QR code does) and sends a photo.
    const phone = await newPage(e2e.browser, PHONE);
    await signInAs(phone.context, e2e.server, '13800000002', 'PARENT');
    await phone.page.goto(`${e2e.server.url}/#/h5/ScreenCasting?code=${code}`);
    await phone.page.getByTestId('cast-target').waitFor();
    await snap(phone.page, 'screen-cast-phone');
    await phone.page
      .getByTestId('cast-file')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await phone.page.getByText('已投屏 1 张').waitFor();

    // On the projector the photo shows, large, within a moment.
    const image = screen.page.getByTestId('cast-image');
    await image.waitFor({ timeout: 10_000 });
    await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(W);
    await expect(screen.page.getByText('已收到 1 张').isVisible()).resolves.toBe(true);
    await snap(screen.page, 'screen-cast-shown');

    // Ending the cast closes the code: the open phone page stops saying 已连接 and says so by itself, within seconds.
    await screen.page.getByRole('button', { name: '结束投屏' }).click();
    await expect.poll(() => screen.page.getByTestId('cast-code').count()).toBe(0);
    await phone.page.getByText('投屏码无效或已过期').waitFor({ timeout: 20_000 });
    expect(await phone.page.getByTestId('cast-target').count()).toBe(0);
    await phone.page.reload();
    await phone.page.getByText('投屏码无效或已过期').waitFor();
    expect(errors).toEqual([]);
    await phone.context.close();
    await screen.context.close();
  });

  it('the teacher casts from their own phone, signing in there with the teacher account', async () => {
    const screen = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(screen.context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    await screen.page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}&page=3`);
    await waitForPage(screen.page, 3);
    await screen.page.getByRole('button', { name: '上课', exact: true }).click();
    await screen.page.getByRole('button', { name: /^三年级2班.*开始上课$/ }).click();
    await waitForPage(screen.page, 3);
    await screen.page.getByRole('button', { name: '手机投屏' }).click();
    const code = (await screen.page.getByTestId('cast-code').textContent())!.trim();

    // The teacher's phone has no parent account: it signs in as the teacher and comes back to the code.
    const phone = await newPage(e2e.browser, PHONE);
    await phone.page.goto(`${e2e.server.url}/#/h5/ScreenCasting?code=${code}`);
    await phone.page.getByRole('button', { name: '我是老师，用教师账号登录' }).click();
    await fillPasswordLogin(phone.page, Msg.accountPlaceholder, TEACHER);
    await waitForRoute(phone.page, `/h5/ScreenCasting?code=${code}`);
    await phone.page.getByTestId('cast-target').waitFor();
    await phone.page
      .getByTestId('cast-file')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await phone.page.getByText('已投屏 1 张').waitFor();
    await snap(phone.page, 'screen-cast-teacher-phone');
    const image = screen.page.getByTestId('cast-image');
    await image.waitFor({ timeout: 10_000 });
    await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(W);
    await screen.page.getByRole('button', { name: '结束投屏' }).click();
    await phone.context.close();
    await screen.context.close();
  });

  it('a wrong code on the phone says so and sends nothing', async () => {
    const phone = await newPage(e2e.browser, PHONE);
    await signInAs(phone.context, e2e.server, '13800000002', 'PARENT');
    await phone.page.goto(`${e2e.server.url}/#/h5/ScreenCasting`);
    await phone.page.getByLabel('投屏码').fill('000000');
    await phone.page.getByText('投屏码无效或已过期').waitFor();
    await expect(phone.page.getByRole('button', { name: '拍照或选择照片投屏' }).isDisabled()).resolves.toBe(true);
    await phone.context.close();
  });
});
