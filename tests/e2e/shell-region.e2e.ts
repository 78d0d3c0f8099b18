import { describe, expect, it } from 'vitest';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';
import { snapView, useChannel, waitForPath } from './shell-helpers';

// Region (aigc channel), the geolocation test page, the device check and the mobile banner.
const TEACHER = '13800000001';
// Fake camera and microphone, permissions granted: the device check runs its real media code.
const e2e = useE2E({ browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });

describe('region', () => {
  it('aigc: shows the region of the caller address, sends it with the course list, and the picker changes it', async () => {
    const { page, context } = await newPage(e2e.browser);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '125.70.1.1' });
    await useChannel(context, 'aigc');
    await signInAs(context, e2e.server, TEACHER);
    const courses = page.waitForRequest((r) => r.url().includes('/api/v2/lesson/getStudentCourseList'));
    await page.goto(`${e2e.server.url}/#/classpro`);
    await page.getByTestId('location-name').filter({ hasText: '四川省' }).waitFor();
    expect(new URL((await courses).url()).searchParams.get('locationName')).toBe('四川省');
    await waitForPath(page, '/classpro/myCourse');
    await page.locator('[data-menu-index="6"][aria-current="page"]').waitFor();
    await page.getByTestId('location-name').click();
    const list = page.getByRole('listbox', { name: '选择地区' });
    await list.getByRole('option', { name: '四川省' }).and(page.locator('[aria-selected="true"]')).waitFor();
    await snapView(page, 'shell-dialog-location');
    await list.getByRole('option', { name: '北京市' }).click();
    await page.getByTestId('location-name').filter({ hasText: '北京市' }).waitFor();
    await context.close();
  });

  it('other channels show no location', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.locator('[data-section]').first().waitFor();
    expect(await page.getByTestId('location-name').count()).toBe(0);
    await context.close();
  });

  it('geolocation page: the browser position fields, and the denied message', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await context.grantPermissions(['geolocation'], { origin: e2e.server.url });
    await context.setGeolocation({ latitude: 30.657, longitude: 104.066, accuracy: 25 });
    await page.goto(`${e2e.server.url}/#/classpro/test/geolocation`);
    await page.getByRole('button', { name: '获取位置' }).first().click();
    await page.locator('[data-field="latitude"]').filter({ hasText: '30.657' }).waitFor();
    for (const f of ['longitude', 'accuracy', 'altitude', 'altitudeAccuracy', 'heading', 'speed', 'timestamp'])
      await page.locator(`[data-field="${f}"]`).first().waitFor();
    await snap(page, 'shell-geolocation');
    await context.clearPermissions();
    await page.reload();
    await page.getByRole('button', { name: '获取位置' }).first().click();
    await page.getByText('用户拒绝了地理位置权限请求').waitFor();
    await context.close();
  });
});

describe('device check', () => {
  it('runs every check with a level and a hint', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/network/network-check`);
    await page.getByTestId('dc-summary').waitFor({ timeout: 30_000 });
    for (const name of ['服务器连接', '下载速度', '摄像头', '麦克风', '扬声器', '屏幕分辨率', '浏览器', '操作系统']) {
      const level = await page.locator(`[data-check="${name}"]`).getAttribute('data-level');
      expect(['pass', 'warn', 'fail'], name).toContain(level);
    }
    expect(await page.locator('[data-check="服务器连接"]').getAttribute('data-level')).toBe('pass');
    expect(await page.locator('[data-check="摄像头"]').getAttribute('data-level')).toBe('pass');
    await page.getByRole('button', { name: '听到了' }).click();
    expect(await page.locator('[data-check="扬声器"]').getAttribute('data-level')).toBe('pass');
    await snap(page, 'shell-device-check');
    await context.close();
  });
});

describe('mobile banner', () => {
  it('offers the app once per session on a phone', async () => {
    const context = await e2e.browser.newContext({
      viewport: PHONE,
      locale: 'zh-CN',
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const page = await context.newPage();
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.getByTestId('mobile-tip').waitFor();
    await page.getByRole('button', { name: '打开APP' }).waitFor();
    await page.waitForTimeout(500);
    await snapView(page, 'shell-mobile-banner');
    expect(await page.evaluate(`sessionStorage.getItem('firstMobileTip')`)).toBe('1');
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('mobile-tip').count()).toBe(0);
    await context.close();
  });
});
