import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ClassStatistics } from '../../src-shared/api/task';
import { RedeemPaths } from '../../src-shared/api/redeem';
import { TaskPaths } from '../../src-shared/api/task';
import { classes, schools, users } from '../../src-server/db/schema';
import { DEMO_TASK } from '../../src-server/db/seeds/1900-task';
import { newPage, signInAs, snap, useE2E, type E2EServer } from './harness';

const e2e = useE2E();

/** What the server says about the class (read as the teacher, the way the screen reads it). */
async function apiGet<T>(server: E2EServer, token: string, url: string): Promise<T> {
  const res = await server.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  const body = res.json() as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}
const statisticsOf = (server: E2EServer, token: string, classId: number, bookId?: number) =>
  apiGet<ClassStatistics>(
    server,
    token,
    `${TaskPaths.classStatistics}?classId=${classId}${bookId ? `&bookId=${bookId}` : ''}`,
  );

/** A rate as the screens print it: a percentage with at most one decimal, or — without one. */
const pct = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 1000) / 10}%`);

/** A canvas as the page sees it (the e2e project has no DOM types). */
type Canvas = {
  width: number;
  height: number;
  getContext(kind: '2d'): { getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
};

/** The chart has drawn something: its canvas has pixels that are not transparent. */
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

describe('a teacher reads the class’s homework statistics', () => {
  it('作业管理 → 成绩统计 for 三年级2班: figures equal to the API’s, charts drawn, most-wrong list; then 班级信息', async () => {
    const { page, context } = await newPage(e2e.browser);
    const token = await signInAs(context, e2e.server, '13800000001');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/classpro/myDigitalbooks`);
    await page.getByRole('button', { name: '作业管理' }).click();
    const row = page
      .getByTestId('teacher-task')
      .filter({ hasText: DEMO_TASK.title })
      .getByTestId('task-class')
      .filter({ hasText: '三年级2班' });
    await row.getByRole('link', { name: '成绩统计' }).waitFor();
    await snap(page, 'task-stats-entry');
    await row.getByRole('link', { name: '成绩统计' }).click();
    await page.waitForURL(/#\/classpro\/gradeStatistics\?classId=\d+/);
    const classId = Number(new URL(page.url().replace('#/', '')).searchParams.get('classId'));
    const stats = await statisticsOf(e2e.server, token, classId);
    expect(stats.className).toBe('三年级2班');
    expect(stats.tasks.length).toBeGreaterThan(0);

    // The headline: students, tasks, the mean of the tasks' average score rates, and submissions over slots.
    const rates = stats.tasks.filter((t) => t.average !== null).map((t) => t.average! / t.totalScore);
    const submitted = stats.tasks.reduce((n, t) => n + t.submitted, 0);
    const expected = [
      String(stats.studentCount),
      String(stats.tasks.length),
      pct(rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : null),
      pct(submitted / (stats.tasks.length * stats.studentCount)),
    ];
    await expect.poll(() => page.getByTestId('stat-value').allTextContents()).toEqual(expected);

    for (const id of ['task-average-chart', 'distribution-chart', 'correct-rate-chart']) {
      await expect.poll(() => drawn(page.getByTestId(id)), { timeout: 15_000 }).toBe(true);
    }
    const wrong = page.getByTestId('most-wrong-item');
    await expect.poll(() => wrong.count()).toBe(stats.mostWrong.length);
    for (const [i, q] of stats.mostWrong.entries()) {
      await expect(wrong.nth(i).textContent()).resolves.toContain(q.stem);
      await expect(wrong.nth(i).textContent()).resolves.toContain(pct(q.correctRate));
    }
    await page.waitForTimeout(1500); // the charts' entry animation, for the screenshot only
    await snap(page, 'task-stats-grade');

    await page.getByRole('link', { name: '班级信息' }).click();
    await page.waitForURL(new RegExp(`#/educational/classinfo\\?classId=${classId}$`));
    await expect.poll(() => page.getByTestId('class-name').textContent()).toBe('三年级2班');
    const students = page.getByTestId('student-row');
    await expect.poll(() => students.count()).toBe(stats.students.length);
    for (const s of stats.students) {
      const text = await students.filter({ hasText: s.studentName }).first().textContent();
      expect(text).toContain(`${s.submitted} / ${stats.tasks.length}`);
      expect(text).toContain(pct(s.averageRate));
    }
    // Sorted by the mean score rate, best first; a click on the column turns it round.
    const first = [...stats.students]
      .filter((s) => s.averageRate !== null)
      .sort((a, b) => b.averageRate! - a.averageRate!);
    await expect(students.first().textContent()).resolves.toContain(first[0]!.studentName);
    await page.getByRole('button', { name: '平均得分率' }).click();
    await expect.poll(() => students.first().textContent()).toContain(first.at(-1)!.studentName);
    await expect.poll(() => drawn(page.getByTestId('student-rate-chart')), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(1500);
    await snap(page, 'task-stats-classinfo');

    // Back to 成绩统计, filtered to a textbook the class has no task of: a message, not empty charts.
    await page.getByRole('link', { name: '成绩统计' }).click();
    await page.getByTestId('task-average-chart').waitFor();
    const books = await apiGet<{ id: number; title: string }[]>(e2e.server, token, RedeemPaths.myBooks);
    let other: { id: number; title: string } | undefined;
    for (const b of books) {
      if ((await statisticsOf(e2e.server, token, classId, b.id)).tasks.length === 0) {
        other = b;
        break;
      }
    }
    expect(other).toBeDefined();
    await page.getByRole('combobox', { name: '教材' }).click();
    await page.getByRole('option', { name: other!.title, exact: true }).click();
    await page.getByText('三年级2班在这本教材下还没有作业').waitFor();
    await expect(page.getByTestId('task-average-chart').count()).resolves.toBe(0);
    await expect.poll(() => page.getByTestId('stat-value').nth(1).textContent()).toBe('0');
    expect(page.url()).toContain(`bookId=${other!.id}`);
    await snap(page, 'task-stats-empty');

    // Another teacher's class, by its id in the URL: the server refuses, and both screens say why.
    const db = e2e.server.database.db;
    const [school] = await db.select().from(schools).limit(1);
    const [next] = await db
      .insert(users)
      .values({ mobile: '13700009902', displayName: '隔壁老师', userType: 'ASSISTANT', schoolId: school!.id })
      .returning();
    const [foreign] = await db
      .insert(classes)
      .values({ schoolId: school!.id, ownerId: next!.id, type: 'INTEREST', name: '隔壁兴趣班' })
      .returning();
    await page.goto(`${e2e.server.url}/#/classpro/gradeStatistics?classId=${foreign!.id}`);
    await page.getByText('只能查看自己班级的统计').waitFor();
    await page.goto(`${e2e.server.url}/#/educational/classinfo?classId=${foreign!.id}`);
    await page.getByRole('heading', { name: '班级信息' }).waitFor();
    await page.getByText('只能查看自己班级的统计').waitFor();
    await expect(page.getByTestId('student-row').count()).resolves.toBe(0);
    await snap(page, 'task-stats-forbidden');
    expect(errors).toEqual([]);
    await context.close();
  });
});
