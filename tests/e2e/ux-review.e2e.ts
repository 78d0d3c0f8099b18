import { eq, sql } from 'drizzle-orm';
import { activities } from '../../src-server/db/schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Msg } from '../../src-shared/rules/messages';
import { DEMO_USERS } from '../../src-server/db/seeds/demo-accounts';
import { newPage, signInAs, signInStaffAs, useE2E } from './harness';
import { snapSizes } from './ux-helpers';
import { useChannel, waitForPath } from './shell-helpers';
import { withFakeDesktop } from './desktop-fake';

// Issue 19: what a new user tripped over (sign-in of students, banners, dates, region, area homes, desktop back).
const e2e = useE2E();

const hash = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

describe('students sign in on the web', () => {
  it('the student demo account signs in at /classpro/login as 学生 and lands on its textbooks (digitalbook)', async () => {
    const { page, context } = await newPage(e2e.browser);
    await useChannel(context, 'digitalbook');
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('tab', { name: '学生' }).click();
    await page.getByRole('heading', { name: '学生登录' }).waitFor();
    await snapSizes(page, 'ux-student-login');
    await page
      .getByPlaceholder(/手机号/)
      .first()
      .fill(DEMO_USERS.student.mobile);
    await page.getByPlaceholder(/密码/).first().fill('Classpro@2026');
    await page.getByRole('button', { name: Msg.loginButton }).click();
    // The textbooks route first; the student owns a book as STUDENT, so the digitalbook channel jumps once.
    await waitForPath(page, '/classpro/myDigitalbooks');
    await page.getByRole('list', { name: '我的教材' }).getByRole('listitem').first().waitFor();
    expect(await page.evaluate("sessionStorage.getItem('autoJumpedToMyBooks')")).toBe('1');
    await snapSizes(page, 'ux-student-books');
    await context.close();
  });
});

describe('dashboard banner', () => {
  it('a click opens the banner on show, on every slide', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1366, height: 768 });
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    // Clicks where a person clicks: on the picture on show.
    const carousel = page.getByRole('img', { name: '人工智能创意大赛火热报名中' });
    await carousel.waitFor();
    await snapSizes(page, 'ux-dashboard');
    const box = (await carousel.boundingBox())!;
    // Slides turn every 5 s: pick the first (which restarts its 5 s), then click the picture.
    await page.getByRole('button', { name: '第1张' }).click();
    await page.mouse.click(box.x + 200, box.y + 60);
    await page.waitForURL((u) => u.hash.startsWith('#/activity/detail/'));
    await page.goBack();
    await page.getByRole('button', { name: '第2张' }).click();
    await page.mouse.click(box.x + 200, box.y + 60);
    await waitForPath(page, '/classpro/digitalbooks');
    await context.close();
  });
});

describe('Beijing dates whatever the browser zone', () => {
  it('an activity starting at 21:49Z reads the next day in Los Angeles and in Shanghai', async () => {
    // Dates derive from the clock, so the test holds on any calendar day: 21:49Z is already the next day in Beijing.
    const day = 24 * 3600 * 1000;
    const utcDay = (t: number) => new Date(t).toISOString().slice(0, 10);
    const start = `${utcDay(Date.now() - 9 * day)}T21:49:00Z`;
    const end = `${utcDay(Date.now() + 35 * day)}T17:00:00Z`;
    const dotted = (iso: string) => iso.slice(0, 10).replaceAll('-', '.');
    const beijingDotted = (iso: string) => dotted(new Date(Date.parse(iso) + 8 * 3600 * 1000).toISOString());
    const [updated] = await e2e.server.database.db
      .update(activities)
      .set({ startTime: new Date(start), endTime: new Date(end) })
      .where(eq(activities.id, sql`(SELECT min(id) FROM activities)`))
      .returning({ name: activities.name });
    const name = updated!.name;
    for (const timezoneId of ['America/Los_Angeles', 'Asia/Shanghai']) {
      const context = await e2e.browser.newContext({
        viewport: { width: 1366, height: 768 },
        locale: 'zh-CN',
        timezoneId,
      });
      const page = await context.newPage();
      await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
      await page.goto(`${e2e.server.url}/#/classpro/activity`);
      // Only this activity's card: other demo activities are dated relative to the first start and may read any day.
      const card = page.getByRole('button').filter({ hasText: name });
      await card.getByText(`${beijingDotted(start)} - ${beijingDotted(end)}`).waitFor();
      expect(await card.getByText(dotted(start)).count()).toBe(0);
      await context.close();
    }
  });
});

describe('aigc region', () => {
  it('an address with no province shows 全国 and offers the picker', async () => {
    const { page, context } = await newPage(e2e.browser);
    await useChannel(context, 'aigc');
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    const loc = page.getByTestId('location-name');
    await loc.filter({ hasText: '全国' }).waitFor();
    await snapSizes(page, 'ux-aigc-nationwide');
    await loc.click();
    const list = page.getByRole('listbox', { name: '选择地区' });
    await list.getByRole('option', { name: '全国' }).and(page.locator('[aria-selected="true"]')).waitFor();
    await list.getByRole('option', { name: '北京市' }).click();
    await loc.filter({ hasText: '北京市' }).waitFor();
    // 全国 stays on offer: a teacher can go back to the nationwide list.
    await loc.click();
    await list.getByRole('option', { name: '全国' }).click();
    await loc.filter({ hasText: '全国' }).waitFor();
    await context.close();
  });
});

describe('area homes outside the teacher shell', () => {
  it('the parent home has a way back and a logout to the parent sign-in', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/parent/login`);
    await signInAs(context, e2e.server, DEMO_USERS.parent.mobile, 'PARENT');
    await page.goto(`${e2e.server.url}/#/parent/info`);
    const header = page.getByRole('banner');
    // A fresh load has nothing to go back to; the title (我的资料) leads to the area home, and then 返回 comes back.
    await header.getByRole('link', { name: '我的资料' }).click();
    await waitForPath(page, '/parent/index');
    await header.getByRole('button', { name: '返回' }).waitFor();
    await snapSizes(page, 'ux-parent-home');
    await header.getByRole('button', { name: '返回' }).click();
    await waitForPath(page, '/parent/info');
    await header.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/parent/login') || u.hash.startsWith('#/parent/checkLogin'));
    const cookies = await context.cookies(e2e.server.url);
    expect(cookies.find((c) => c.name === 'Parent-Token')).toBeUndefined();
    await context.close();
  });

  for (const [kind, account, home, login] of [
    ['expert', 'expert01', '/expert/home', '/expert/login'],
    ['author', 'author01', '/author/home', '/author/login'],
  ] as const)
    it(`the ${kind} home logs out to its sign-in`, async () => {
      const { page, context } = await newPage(e2e.browser);
      await signInStaffAs(context, e2e.server, kind, account);
      await page.goto(`${e2e.server.url}/#${home}`);
      await page.getByRole('banner').getByRole('button', { name: '退出登录' }).click();
      await waitForPath(page, login);
      await context.close();
    });
});

describe('signed out staff homes (issue 34)', () => {
  for (const [home, login] of [
    ['/expert/home', '/expert/login'],
    ['/publisher/home', '/publisher/login'],
  ] as const)
    it(`${home} sends a signed-out visitor to ${login} with one redirect parameter`, async () => {
      const { page, context } = await newPage(e2e.browser);
      await page.goto(`${e2e.server.url}/#${home}`);
      await page.waitForURL((u) => u.hash.startsWith(`#${login}`));
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const url = decodeURIComponent(decodeURIComponent(new URL(page.url()).hash));
      expect(url.split('redirect=').length - 1).toBeLessThanOrEqual(1);
      expect(url).not.toMatch(/redirect=\/\w+\/login/);
      await snapSizes(page, `ux-signed-out-${home.split('/')[1]}`);
      await context.close();
    });
});

describe('desktop back navigation', () => {
  it('the desktop app shows 返回 in the header once there is somewhere to go back to; the web does not', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1366, height: 768 });
    await withFakeDesktop(page, { check: 'up-to-date' });
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.locator('[data-section]').first().waitFor();
    const back = page.getByRole('banner').getByRole('button', { name: '返回' });
    expect(await back.count()).toBe(0);
    await page.locator('[data-menu-index="10"]').first().click();
    await waitForPath(page, '/classpro/myClass');
    await back.waitFor();
    await back.click();
    await waitForPath(page, '/classpro/home');
    await context.close();

    const web = await newPage(e2e.browser);
    await signInAs(web.context, e2e.server, DEMO_USERS.teacher.mobile);
    await web.page.goto(`${e2e.server.url}/#/classpro/home`);
    await web.page.locator('[data-menu-index="10"]').first().click();
    await web.page.getByRole('heading', { name: '班级管理' }).waitFor();
    expect(await web.page.getByRole('banner').getByRole('button', { name: '返回' }).count()).toBe(0);
    expect(hash(web.page)).toBe('/classpro/myClass');
    await web.context.close();
  });
});

describe('favicon and router warnings', () => {
  it('serves favicon.ico, no 404 on load, no HydrateFallback warning', async () => {
    const res = await fetch(`${e2e.server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/icon/);
    const { page, context } = await newPage(e2e.browser);
    const warnings: string[] = [];
    const missing: string[] = [];
    page.on('console', (m) => warnings.push(m.text()));
    page.on('response', (r) => void (r.status() === 404 && missing.push(r.url())));
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('button', { name: Msg.loginButton }).waitFor();
    await page.waitForTimeout(500);
    expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);
    expect(missing).toEqual([]);
    await context.close();
  });
});

describe('screens opened with a wrong address (issue 34)', () => {
  it('the package page asks nothing with id 0, and the reader, task review and package page say 参数错误 with 返回', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('correlateCoursePackage') || r.url().includes('getCoursePackageInfo')) asked.push(r.url());
    });
    await page.goto(`${e2e.server.url}/#/classpro/course/package/1/abc/1`);
    await page.getByRole('alert').getByText('参数错误').waitFor();
    await snapSizes(page, 'ux-bad-address-package');
    for (const path of ['/digitalbooks/read?id=', '/digitalbooks/task']) {
      await page.goto(`${e2e.server.url}/#${path}`);
      await page.getByRole('alert').getByText('参数错误').waitFor();
      await page.getByRole('button', { name: '返回' }).waitFor();
    }
    await snapSizes(page, 'ux-bad-address-task');
    expect(asked).toEqual([]);
    expect(await page.getByText('数值过小').count()).toBe(0);
    await context.close();
  });
});
