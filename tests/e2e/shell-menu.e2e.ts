import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newPage, signInAs, snap, useE2E } from './harness';
import { menuTitles, useChannel, waitForPath } from './shell-helpers';

const TEACHER = '13800000001';
const e2e = useE2E();

const greetingRe = /^(上午好|下午好|晚上好)，王老师$/;

describe('teacher shell: greeting and menu by channel', () => {
  it('cuiya: greets by name, shows the cuiya flags in two groups, the red dot, and keeps the menu index', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await expect(page.getByTestId('greeting').innerText()).resolves.toMatch(greetingRe);
    await page.locator('[data-menu-index]').first().waitFor();
    expect(await menuTitles(page)).toEqual([
      '推荐',
      '双师AI课',
      '天空课堂',
      '数字教材',
      '活动',
      '精品课',
      'AI实验室',
      '我的课程',
      '我的教材',
      '我的活动',
      '我的数据',
      '班级管理',
      '我的精品课',
      '学科教研',
      '数字资源',
      '我的AI实验',
    ]);
    await expect(
      page.getByRole('navigation', { name: '主菜单' }).getByText('我的', { exact: true }).isVisible(),
    ).resolves.toBe(true);
    // Two submissions of the demo task wait for the demo teacher's marking (seed 1900-task): the red dot shows.
    await page.locator('[data-menu-index="7"] [data-testid="menu-red-dot"]:not(.MuiBadge-invisible)').waitFor();
    await page.locator('[data-menu-index="4"]').click();
    await waitForPath(page, '/classpro/digitalbooks');
    expect(await page.evaluate(`sessionStorage.getItem('menuIndex')`)).toBe('4');
    await page.locator('[data-menu-index="4"][aria-current="page"]').waitFor();
    await context.close();
  });

  it('shows 正在加载 and only the new item selected while a menu screen loads (issue 34.14)', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.locator('[data-menu-index="1"][aria-current="page"]').waitFor();
    // Hold the screen's code and data (a busy machine) until the indicator has been checked.
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(/\/(assets|api)\//, async (route) => {
      await gate;
      await route.continue();
    });
    await page.locator('[data-menu-index="9"]').click();
    await page.getByRole('progressbar', { name: '正在加载' }).waitFor();
    await expect.poll(() => page.locator('[aria-current="page"]').count()).toBe(1);
    await page.locator('[data-menu-index="9"][aria-current="page"]').waitFor();
    await page.locator('[data-menu-index="1"]:not(.Mui-selected)').waitFor();
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'shell-menu-loading-laptop');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await snap(page, 'shell-menu-loading-projector');
    release();
    await waitForPath(page, '/classpro/myData');
    await page.getByRole('progressbar', { name: '正在加载' }).waitFor({ state: 'detached' });
    await page.unroute(/\/(assets|api)\//);
    await context.close();
  });

  it('wenxuan: a channel with other flags shows other items (精品课, no AI items)', async () => {
    const { page, context } = await newPage(e2e.browser);
    await useChannel(context, 'wenxuan');
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.locator('[data-menu-index]').first().waitFor();
    const titles = await menuTitles(page);
    expect(titles).toEqual([
      '推荐',
      '天空课堂',
      '数字教材',
      '活动',
      '精品课',
      '我的课程',
      '我的教材',
      '我的活动',
      '班级管理',
      '我的精品课',
      '学科教研',
      '数字资源',
    ]);
    expect(titles).not.toContain('双师AI课');
    await expect(page.getByTestId('greeting').innerText()).resolves.toMatch(greetingRe);
    await context.close();
  });

  it('greets by the mobile when the user has no name', async () => {
    const { page, context } = await newPage(e2e.browser);
    const token = await signInAs(context, e2e.server, TEACHER);
    // Clear the name through the database: the nickname form refuses an empty one.
    await e2e.server.database.db.execute(sql`UPDATE users SET display_name = '' WHERE mobile = ${TEACHER}`);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await expect(page.getByTestId('greeting').innerText()).resolves.toMatch(/^(上午好|下午好|晚上好)，13800000001$/);
    await e2e.server.database.db.execute(sql`UPDATE users SET display_name = '王老师' WHERE mobile = ${TEACHER}`);
    expect(token).toBeTruthy();
    await snap(page, 'shell-greeting-mobile');
    await context.close();
  });
});
