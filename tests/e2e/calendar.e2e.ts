import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CalendarPaths, type CalendarEvent } from '../../src-shared/api/calendar';
import { ClassPaths, type UserClass } from '../../src-shared/api/classes';
import { LivePaths } from '../../src-shared/api/live';
import { StatisticsPaths, type TeacherDataOverview } from '../../src-shared/api/statistics';
import { liveLessons } from '../../src-server/db/schema';
import { DEMO_TASK } from '../../src-server/db/seeds/1900-task';
import { LIVE_LESSONS, LIVE_SECOND_TEACHER } from '../../src-server/db/seeds/demo-live';
import { newPage, signInAs, snap, useE2E, type E2EServer } from './harness';

const e2e = useE2E();
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const DAY = 24 * 3600_000;
/** 'YYYY-MM-DD' of the Beijing day of an instant. */
const beijingDay = (t: string | number) => new Date(new Date(t).getTime() + 8 * 3600_000).toISOString().slice(0, 10);
/** The Monday (Beijing) of the week holding a Beijing day. */
const mondayOf = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
};

async function snapBoth(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(900);
    await snap(page, `calendar-${name}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

async function api<T>(server: E2EServer, token: string, url: string, method: 'GET' | 'POST' = 'GET', body?: unknown) {
  const res = await server.app.inject({
    method,
    url,
    payload: body as never,
    headers: { authorization: `Bearer ${token}` },
  });
  const env = res.json() as { code: number; message: string; data: T };
  expect(env.code, env.message).toBe(200);
  return env.data;
}

type Canvas = {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
};
const drawn = (chart: Locator) =>
  chart
    .locator('canvas')
    .first()
    .evaluate((el) => {
      const c = el as unknown as Canvas;
      const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
      return c.width > 0 && c.height > 0 && painted > 100;
    });

describe('the teaching calendar', () => {
  it('shows an applied live lesson, the task and activity deadlines in week and month views; exports and subscribes', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    const token = await signInAs(context, e2e.server, '13800000001');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const base = `${e2e.server.url}/#/classpro/calendar`;

    // The teacher applies the coming live lesson for 三年级2班 (as the sky classroom's 预约本节课 does).
    const [lesson] = await e2e.server.database.db
      .select()
      .from(liveLessons)
      .where(eq(liveLessons.title, LIVE_LESSONS.future));
    const mine = await api<UserClass[]>(e2e.server, token, ClassPaths.list);
    const cls = mine.find((c) => c.name === '三年级2班')!;
    await api(e2e.server, token, LivePaths.applyLesson, 'POST', { lessonId: lesson!.id, classId: cls.id });
    const lessonDay = beijingDay(lesson!.startAt.getTime());
    const today = beijingDay(Date.now());

    // The top bar's 教学日历 opens it from any screen of the teacher shell.
    await page.goto(`${e2e.server.url}/#/classpro/myCourse`);
    await page.getByRole('link', { name: '教学日历' }).click();
    await page.waitForURL(/#\/classpro\/calendar/);
    const week = page.getByTestId('week-view');
    await week.waitFor();
    await page.getByTestId('calendar-legend').getByText('作业截止').waitFor();
    if (mondayOf(lessonDay) !== mondayOf(today)) await page.getByRole('button', { name: '下一周' }).click();
    const lessonEvent = week.getByTestId('calendar-event').filter({ hasText: LIVE_LESSONS.future });
    await lessonEvent.waitFor();
    expect(await lessonEvent.getAttribute('data-kind')).toBe('LIVE_LESSON');
    await snapBoth(page, 'week');

    // The demo task's deadline and the registered activity's deadline, each in its week.
    const events = await api<CalendarEvent[]>(
      e2e.server,
      token,
      `${CalendarPaths.events}?startDate=${today}&endDate=${beijingDay(Date.now() + 40 * DAY)}`,
    );
    const task = events.find((e) => e.kind === 'TASK_DEADLINE')!;
    expect(task.title).toContain(DEMO_TASK.title);
    const activity = events.find((e) => e.kind === 'ACTIVITY_DEADLINE')!;
    await page.goto(`${base}?date=${beijingDay(task.start)}`);
    await week.getByTestId('calendar-event').filter({ hasText: DEMO_TASK.title }).waitFor();
    await page.goto(`${base}?date=${beijingDay(activity.start)}`);
    const act = week.locator('[data-kind="ACTIVITY_DEADLINE"]');
    await act.waitFor();
    expect(await act.textContent()).toContain('作品提交截止');
    await snapBoth(page, 'week-activity');

    // The month view of the lesson's month holds the lesson (in its day, or behind 更多).
    await page.goto(`${base}?date=${lessonDay}`);
    await week.waitFor();
    await page.getByRole('button', { name: '月', exact: true }).click();
    const cell = page.getByTestId('month-view').locator(`[data-date="${lessonDay}"]`);
    await cell.waitFor();
    const more = cell.getByText(/更多$/);
    if (await more.count()) await more.click();
    const inMonth = page.getByTestId('calendar-event').filter({ hasText: LIVE_LESSONS.future }).first();
    await inMonth.waitFor();
    if (await more.count()) await page.keyboard.press('Escape');
    await snapBoth(page, 'month');

    // 导出日历: an .ics file with the lesson's SUMMARY and its DTSTART.
    await page.getByRole('button', { name: '周', exact: true }).click();
    await lessonEvent.waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出日历' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = readFileSync((await file.path())!, 'utf8').replace(/\r\n /g, '');
    expect(ics).toContain(`SUMMARY:${LIVE_LESSONS.future}`);
    const stamp = lesson!.startAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${stamp}`);

    // 订阅日历: the link serves text/calendar without any header, until 重置链接.
    await page.getByRole('button', { name: '订阅日历' }).click();
    await page.getByRole('button', { name: '生成订阅链接' }).click();
    const field = page.getByTestId('feed-url');
    await field.waitFor();
    const first = await field.inputValue();
    const feed = await fetch(first);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect((await feed.text()).replace(/\r\n /g, '')).toContain(`SUMMARY:${LIVE_LESSONS.future}`);
    await snapBoth(page, 'subscribe');
    await page.getByRole('button', { name: '重置链接' }).click();
    await expect.poll(() => field.inputValue()).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(await field.inputValue())).status).toBe(200);
    await page.getByRole('button', { name: '关闭' }).click();

    // Clicking the live lesson opens its info page.
    await lessonEvent.click();
    await page.waitForURL(new RegExp(`/classpro/skyClass/lessonInfo/${lesson!.id}`));
    await page.getByRole('heading', { name: LIVE_LESSONS.future }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when a week is empty (a teacher with no plans or lessons)', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    await signInAs(context, e2e.server, LIVE_SECOND_TEACHER.mobile);
    await page.goto(`${e2e.server.url}/#/classpro/calendar?date=2030-07-01`);
    await page.getByTestId('calendar-empty').waitFor();
    expect(await page.getByTestId('calendar-empty').textContent()).toContain('本周没有教学安排');
    await snap(page, 'calendar-empty-1366');
    await context.close();
  });
});

describe('my data', () => {
  it('shows figures equal to the API’s for 近30天 and 近7天, and draws its charts; /data is the full page', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    const token = await signInAs(context, e2e.server, '13800000001');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const today = beijingDay(Date.now());
    const check = async (days: number) => {
      const start = beijingDay(Date.now() - (days - 1) * DAY);
      const data = await api<TeacherDataOverview>(
        e2e.server,
        token,
        `${StatisticsPaths.teacherOverview}?startDate=${start}&endDate=${today}`,
      );
      for (const [key, value] of Object.entries(data.totals))
        await expect
          .poll(() => page.getByTestId(`figure-${key}`).getByTestId('figure-value').textContent())
          .toBe(value === null ? '—' : String(value));
      return data;
    };
    await page.goto(`${e2e.server.url}/#/classpro/myData`);
    await page.getByRole('heading', { name: '我的数据' }).waitFor();
    const month = await check(30);
    expect(month.totals.courses).toBeGreaterThan(0);
    await expect.poll(() => drawn(page.getByTestId('teaching-chart'))).toBe(true);
    await expect.poll(() => drawn(page.getByTestId('homework-chart'))).toBe(true);
    await snapBoth(page, 'mydata');
    await page.getByRole('button', { name: '近7天' }).click();
    await check(7);
    await page.getByRole('button', { name: '本学期' }).click();
    await expect.poll(() => page.getByTestId('range-label').textContent()).toMatch(/^20\d\d\.(09|02)\.01/);
    await expect.poll(() => drawn(page.getByTestId('teaching-chart'))).toBe(true);
    await page.getByRole('button', { name: '自定义' }).click();
    await page.getByLabel('开始日期').waitFor();

    await page.goto(`${e2e.server.url}/#/data`);
    await page.getByRole('heading', { name: '我的数据' }).waitFor();
    await check(30);
    await expect.poll(() => drawn(page.getByTestId('homework-chart'))).toBe(true);
    await snapBoth(page, 'data-full');
    expect(errors).toEqual([]);
    await context.close();
  });
});
