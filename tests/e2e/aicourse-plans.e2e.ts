import { describe, expect, it } from 'vitest';
import { newPage, signInAs, snap, useE2E } from './harness';

const TEACHER = '13800000001';
const e2e = useE2E();

async function api<T>(token: string, url: string): Promise<T> {
  const res = await e2e.server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return (res.json() as { data: T }).data;
}

describe('course centre, lesson plans and teaching figures', () => {
  it('browses the course centre to a package and a course, adds the course to a class, and sees its team', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/course`);
    await expect.poll(() => page.getByTestId('package-card').count(), { timeout: 20_000 }).toBeGreaterThan(1);
    const all = await page.getByTestId('package-card').count();
    await snap(page, 'course-centre');
    // One series holds fewer packages than all of them.
    await page.getByRole('tab').nth(1).click();
    await expect.poll(() => page.getByTestId('package-card').count()).toBeLessThan(all);
    await page.getByTestId('package-card').first().click();
    await expect.poll(() => page.getByTestId('package-course').count()).toBeGreaterThan(0);
    await expect(page.getByText('包含的课程').isVisible()).resolves.toBe(true);
    await snap(page, 'course-package');
    const title = (await page.getByTestId('package-course').first().locator('p').first().textContent())!;
    await page.getByTestId('package-course').first().getByRole('button', { name: '课程详情' }).click();
    await page.getByText('单元目录').waitFor();

    // 添加到班级: the interest class gets this course, taught on Fridays; the course then lists that class.
    await page.getByRole('button', { name: '添加到班级' }).click();
    const add = page.getByRole('dialog', { name: '添加课程' });
    await add.getByLabel('班级').click();
    // The menu opens with an animation: click its option once the list is shown, and check the choice took (a
    // click during the animation picked another class on a loaded CI, which lists other courses).
    const menu = page.getByRole('listbox');
    await menu.waitFor();
    await menu.getByRole('option', { name: 'AI 创客兴趣班' }).click();
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => add.getByLabel('班级').textContent()).toBe('AI 创客兴趣班');
    await add.getByRole('radio', { name: title }).click();
    await add.getByLabel('计划授课').check();
    await add.getByRole('button', { name: '周五' }).click();
    await add.getByRole('button', { name: '确定添加' }).click();
    await page.getByText('添加成功').first().waitFor();
    await page.getByTestId('course-class').filter({ hasText: 'AI 创客兴趣班' }).waitFor();
    await page.getByRole('region', { name: '所属课程包' }).waitFor();
    // The school holds it: its teaching resources (unit videos, learning sheets) are listed.
    await expect.poll(() => page.getByTestId('course-resource').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '教师团队' }).click();
    await expect.poll(() => page.getByTestId('team-member').count()).toBeGreaterThan(0);
    await snap(page, 'course-team');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('在我的课程 opens the next lesson of 三年级2班 at the unit it reaches, and shows unit progress and figures', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    type Plan = {
      studentCourseId: number;
      className: string;
      courseType: string;
      courseId: number;
      nextDate: string | null;
      nextUnit: { id: number; order: number; title: string } | null;
      unitsDone: number;
    };
    const plans = await api<Plan[]>(token, '/api/v2/course/getPlanLessonCourse');
    // The class's next AI lesson (lessons fall on the plan's weekdays, so take the next one, not "today").
    const next = plans
      .filter((p) => p.className === '三年级2班' && p.courseType === 'AI_COURSE' && p.nextDate && p.nextUnit)
      .sort((a, b) => a.nextDate!.localeCompare(b.nextDate!))[0]!;
    expect(next).toBeTruthy();

    await page.goto(`${e2e.server.url}/#/classpro/myCourse`);
    const row = page
      .getByTestId('planned-lesson')
      .filter({ hasText: '三年级2班' })
      .filter({ hasText: `第${next.nextUnit!.order}单元 ${next.nextUnit!.title}` })
      .first();
    await row.waitFor();
    await snap(page, 'my-course-plans');

    // Unit progress of that class course: as many units done as the plan says.
    // The course card of that class course says when its next lesson is and which unit it reaches (the card is
    // found by that line: which card comes first depends on the weekday the run falls on, in Beijing time).
    const [, month, day] = next.nextDate!.split('-').map(Number);
    await page
      .getByTestId('next-lesson')
      .filter({ hasText: `下次 ${month}月${day}日 · 第${next.nextUnit!.order}单元 ${next.nextUnit!.title}` })
      .first()
      .waitFor();
    await page.getByRole('button', { name: '单元进度' }).first().click();
    await expect.poll(() => page.getByTestId('plan-unit').count()).toBeGreaterThan(1);
    await snap(page, 'my-course-unit-progress');
    await page.keyboard.press('Escape');

    // Teaching figures: the totals are the server's, and the chart is drawn.
    type Stats = { lessonsTaught: number; unitsFinished: number; worksSubmitted: number };
    const stats = await api<Stats>(token, '/api/v2/course/userCourseStatistics');
    await expect
      .poll(() => page.getByTestId('stat-total').allTextContents())
      .toEqual([stats.lessonsTaught, stats.unitsFinished, stats.worksSubmitted].map(String));
    expect(stats.lessonsTaught).toBeGreaterThan(0);
    // The chart (and ECharts) loads once the section scrolls into view.
    await page.getByRole('region', { name: '教学数据' }).scrollIntoViewIfNeeded();
    await page.getByTestId('course-stats-chart').locator('canvas').waitFor();
    await snap(page, 'my-course-stats');

    // 上课 opens the classroom for that class, at the unit the lesson reaches.
    await row.getByRole('button', { name: '上课' }).click();
    await page.waitForURL((u) => u.hash.includes(`studentCourseId=${next.studentCourseId}`));
    await expect
      .poll(() =>
        page
          .getByTestId('unit-select')
          .inputValue()
          .catch(() => ''),
      )
      .toBe(String(next.nextUnit!.id));
    await page.getByTestId('section-item').first().waitFor();
    await snap(page, 'my-course-teach-next');
    expect(errors).toEqual([]);
    await context.close();
  });
});
