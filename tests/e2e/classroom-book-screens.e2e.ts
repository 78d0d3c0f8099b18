import { describe, expect, it } from 'vitest';
import { findBook, TEACHER } from './digitalbooks-reader-helpers';
import { LAPTOP, PROJECTOR } from './classroom-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

/** The page's window as this check sees it (e2e code is typed without the DOM library). */
interface Win {
  getComputedStyle(el: unknown): { fontSize: string };
}

describe('book sub-screens have a way back (issue 30)', () => {
  it('教材资源, 视听阅读, 讲义 and 作业管理 open under a top bar whose 返回 leads back, even on a fresh load', async () => {
    const { page, context } = await newPage(e2e.browser, PROJECTOR);
    const token = await signInAs(context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    const title = (
      await e2e.server.app
        .inject({
          url: `/api/v1/digital/vt/getBookInfo?bookId=${bookId}`,
          headers: { authorization: `Bearer ${token}` },
        })
        .then((r) => r.json() as { data: { title: string } })
    ).data.title;
    for (const [screen, name] of [
      ['resource', '教材资源'],
      ['audioVisualRead', '视听阅读'],
      ['lectureNotes', '讲义'],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(`${e2e.server.url}/#/digitalbooks/${screen}?bookId=${bookId}`);
      const bar = page.getByRole('banner');
      await bar.getByText(name, { exact: true }).waitFor();
      if (screen === 'resource') await snap(page, 'classroom-book-screen-resource');
      await bar.getByRole('button', { name: '返回' }).click();
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      expect(page.url()).toContain(`/classpro/digitalbooks/detail?bookId=${bookId}`);
    }
    await page.goto('about:blank');
    await page.goto(`${e2e.server.url}/#/digitalbooks/task-t`);
    await page.getByRole('banner').getByText('作业管理', { exact: true }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/#\/classpro\//);
    await context.close();
  });

  it('the 上课 class picker is a full page at projector size, with large class cards and a way back', async () => {
    const { page, context } = await newPage(e2e.browser, PROJECTOR);
    const token = await signInAs(context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    await page.goto(`${e2e.server.url}/#/digitalbooks/attendClass?bookId=${bookId}`);
    const heading = page.getByRole('heading', { name: '选择上课班级', level: 1 });
    await heading.waitFor();
    expect(
      await heading.evaluate((el) => parseFloat((globalThis as unknown as Win).getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(32);
    const card = page.getByRole('button', { name: /^三年级2班.*开始上课$/ });
    const box = (await card.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(140);
    await snap(page, 'classroom-attend-projector');
    await page.setViewportSize(LAPTOP);
    await snap(page, 'classroom-attend-laptop');
    await page.getByRole('banner').getByRole('button', { name: '返回' }).click();
    await page.waitForURL(/detail\?bookId=|read\?bookId=/);
    await context.close();
  });

  it('课程中心 (/course) and 活动详情 opened by deep link have 返回 to the teacher area (issue 34.14)', async () => {
    const { page, context } = await newPage(e2e.browser, LAPTOP);
    await signInAs(context, e2e.server, TEACHER);
    const rows = (await e2e.server.database.query('SELECT id FROM activities ORDER BY id LIMIT 1', [])) as {
      id: number;
    }[];
    const activityId = Number(rows[0]!.id);
    for (const [address, name, home] of [
      ['/course', '课程中心', /#\/classpro(\/[a-zA-Z]*)?$/],
      [`/activity/detail/${activityId}`, '活动详情', /#\/classpro\/activity$/],
    ] as const) {
      await page.goto('about:blank');
      await page.goto(`${e2e.server.url}/#${address}`);
      const bar = page.getByRole('banner').filter({ hasText: name });
      await bar.getByText(name, { exact: true }).waitFor();
      await snap(page, `back-top-bar-${name}-laptop`);
      await page.setViewportSize(PROJECTOR);
      await snap(page, `back-top-bar-${name}-projector`);
      await page.setViewportSize(LAPTOP);
      await bar.getByRole('button', { name: '返回' }).click();
      await page.waitForURL(home);
    }
    await context.close();
  });
});
