import { describe, expect, it } from 'vitest';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';
import { menuTitles, useChannel } from './shell-helpers';

/** Issue 34, an ordinary school week: the wrong turns a teacher (and a pupil) met, each walked through once. */
const TEACHER = '13800000001';
const e2e = useE2E();

async function api<T>(
  token: string,
  url: string,
  payload?: object,
): Promise<{ code: number; message: string; data: T }> {
  const res = await e2e.server.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return res.json() as { code: number; message: string; data: T };
}

type ClassCourse = { studentCourseId: number; className: string; unitId: number | null; sectionId: number | null };

describe('an ordinary school week', () => {
  it('我的课程: a course run by two classes opens each card in its own class, at its own saved place', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(context, e2e.server, TEACHER);
    type Course = { studentCourseId: number; classId: number; className: string; courseId: number; courseType: string };
    const mine = (await api<Course[]>(token, '/api/v2/lesson/getStudentCourseList')).data;
    const admin = mine.find((c) => c.className === '三年级2班' && c.courseType === 'AI_COURSE')!;
    const interest = mine.find((c) => c.className === 'AI 创客兴趣班')!;
    // The interest class takes the same course too (listed first on the page, as the class was added first).
    const added = await api(token, '/api/v2/course/addCourseToClass', {
      studentId: interest.classId,
      courseId: admin.courseId,
      courseType: 'AI_COURSE',
      weekdays: '',
    });
    expect(added.message).toBe('添加成功');
    // 三年级2班 has reached unit 3; the interest class has not started.
    type Unit = { id: number; order: number; title: string };
    const units = (await api<Unit[]>(token, `/api/v2/aicourse/getAiCourseUnitList?aicourseId=${admin.courseId}`)).data;
    const unit3 = units[2]!;
    type Section = { id: number };
    const sections = (await api<Section[]>(token, `/api/v2/aicourse/getAiCourseUnitSectionList?unitId=${unit3.id}`))
      .data;
    const saved = await api(token, '/api/v2/aicourse/saveAicourseUnitUser', {
      studentCourseId: admin.studentCourseId,
      unitId: unit3.id,
      sectionId: sections.at(-1)!.id,
    });
    expect(saved.code).toBe(200);
    const placeOf = async () =>
      (await api<ClassCourse[]>(token, `/api/v2/aicourse/getAiCourseListCjt?aicourseId=${admin.courseId}`)).data;
    const interestBefore = (await placeOf()).find((c) => c.className === 'AI 创客兴趣班')!;

    await page.goto(`${e2e.server.url}/#/classpro/myCourse`);
    const section = page.getByRole('region', { name: '三年级2班' });
    await section.waitFor();
    await snap(page, 'week-my-course-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'week-my-course-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    const title = (await api<{ title: string }>(token, `/api/v2/aicourse/vt/getAiCourse?aicourseId=${admin.courseId}`))
      .data.title;
    await section.getByRole('button').filter({ hasText: title }).first().click();
    await page.waitForURL((u) => u.hash.includes(`studentCourseId=${admin.studentCourseId}`));
    await expect
      .poll(() =>
        page
          .getByTestId('unit-select')
          .inputValue()
          .catch(() => ''),
      )
      .toBe(String(unit3.id));
    await expect(page.getByLabel('班级').textContent()).resolves.toContain('三年级2班');
    await snap(page, 'week-classroom-1920');
    // Nothing moved the other class's place.
    const interestAfter = (await placeOf()).find((c) => c.className === 'AI 创客兴趣班')!;
    expect([interestAfter.unitId, interestAfter.sectionId]).toEqual([interestBefore.unitId, interestBefore.sectionId]);
    await context.close();
  });

  it('活动: 报名 and 提交作品 only in their windows with the reason, the stepper at the phase, a 0 score confirmed', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    await signInAs(context, e2e.server, TEACHER);
    const idOf = async (name: string) =>
      Number(
        ((await e2e.server.database.query('SELECT id FROM activities WHERE name = $1', [name])) as { id: number }[])[0]!
          .id,
      );
    const steps = page.getByTestId('activity-steps');
    // A finished activity: every step done, 报名 disabled and why.
    await page.goto(`${e2e.server.url}/#/activity/detail/${await idOf('科学小论文评选')}`);
    await expect.poll(() => page.getByTestId('activity-phase').textContent()).toBe('已结束');
    await expect.poll(() => steps.locator('.MuiStepLabel-label.Mui-completed').count()).toBe(4);
    await expect(page.getByRole('button', { name: '报名' }).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('phase-reason').textContent()).resolves.toBe('报名已截止');
    await snap(page, 'week-activity-finished-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'week-activity-finished-1366');
    await page.setViewportSize({ width: 1920, height: 1080 });
    // Not started: nothing active yet, 报名 disabled.
    await page.goto(`${e2e.server.url}/#/activity/detail/${await idOf('校园微视频大赛')}`);
    await expect.poll(() => page.getByTestId('activity-phase').textContent()).toBe('未开始');
    await expect(page.getByTestId('phase-reason').textContent()).resolves.toBe('报名尚未开始');
    await expect(page.getByRole('button', { name: '报名' }).isDisabled()).resolves.toBe(true);
    expect(await steps.locator('.MuiStepLabel-label.Mui-active').count()).toBe(0);
    // Registering: 报名 is offered, the stepper stands at 报名.
    await page.goto(`${e2e.server.url}/#/activity/detail/${await idOf('编程挑战赛（春季赛）')}`);
    await expect.poll(() => page.getByTestId('activity-phase').textContent()).toBe('报名中');
    await expect(page.getByRole('button', { name: '报名' }).isEnabled()).resolves.toBe(true);
    await expect(steps.locator('.MuiStepLabel-label.Mui-active').textContent()).resolves.toBe('报名');

    // An expert who sends untouched sliders is asked first; 返回评分 sends nothing.
    const review = await idOf('第五届青少年人工智能创意大赛');
    await page.goto(`${e2e.server.url}/#/activity/expert/review/${review}/demo-expert-review-2026`);
    const pending = page.getByTestId('review-item').filter({ hasText: '待评' });
    await expect.poll(() => pending.count()).toBeGreaterThan(0);
    const before = await pending.count();
    await pending.first().getByRole('button', { name: '提交评分' }).click();
    const ask = page.getByRole('dialog', { name: '确定给这件作品0分吗？' });
    await ask.waitFor();
    await snap(page, 'week-expert-zero-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'week-expert-zero-1366');
    await ask.getByRole('button', { name: '返回评分' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(await pending.count()).toBe(before);
    expect(await page.getByText('评分已提交').count()).toBe(0);
    await context.close();
  });

  it('aigc: the region a teacher chose stays after a reload', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': '125.70.1.1' });
    await useChannel(context, 'aigc');
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.getByTestId('location-name').filter({ hasText: '四川省' }).waitFor();
    await page.getByTestId('location-name').click();
    await page.getByRole('listbox', { name: '选择地区' }).getByRole('option', { name: '北京市' }).click();
    await page.getByTestId('location-name').filter({ hasText: '北京市' }).waitFor();
    await page.reload();
    await page.getByTestId('location-name').filter({ hasText: '北京市' }).waitFor();
    // The course list is asked for the chosen region.
    const courses = page.waitForRequest((r) => r.url().includes('/api/v2/lesson/getStudentCourseList'));
    await page.goto(`${e2e.server.url}/#/classpro/myCourse`);
    expect(new URL((await courses).url()).searchParams.get('locationName')).toBe('北京市');
    await page.getByTestId('location-name').filter({ hasText: '北京市' }).waitFor();
    await snap(page, 'week-region-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'week-region-1366');
    await context.close();
  });

  it("a pupil's shell holds only what a pupil can use, and none of it fails to load", async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    await signInAs(context, e2e.server, '13800000003', 'STUDENT');
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    await page.locator('[data-testid="side-menu"] [data-menu-index]').first().waitFor();
    const titles = await menuTitles(page);
    expect(titles.map((t) => t.trim())).toEqual([
      '推荐',
      '数字教材',
      '活动',
      'AI实验室',
      '我的教材',
      '我的活动',
      '我的AI实验',
    ]);
    await snap(page, 'week-pupil-shell-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'week-pupil-shell-1366');
    // Each item opens without 加载失败.
    const items = page.locator('[data-testid="side-menu"] [data-menu-index]');
    for (let i = 0; i < titles.length; i++) {
      await items.nth(i).click();
      await page.locator('[data-testid="side-menu"] [aria-current="page"]').nth(0).waitFor();
      await expect
        .poll(async () => (await page.getByRole('progressbar').count()) === 0, { timeout: 20_000 })
        .toBe(true);
      expect(await page.getByText('加载失败，请检查网络后重试').count(), titles[i]).toBe(0);
    }
    await context.close();
  });

  it("预约名师 at the hour of the class's live lesson is refused, and the dialog says why", async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/skyClass`);
    await page.getByRole('button', { name: '预约名师' }).click();
    await page.getByRole('button', { name: '张晓雨' }).click();
    await page.getByRole('grid', { name: '空闲时段' }).waitFor();
    const slot = page.getByRole('gridcell', { name: /可预约$/ }).first();
    const label = (await slot.getAttribute('aria-label'))!;
    const [date, time] = label.split(' ');
    // 三年级2班 has applied a live lesson that runs at that hour.
    const q = e2e.server.database.query.bind(e2e.server.database);
    const [lesson] = (await q(`SELECT id FROM live_lessons WHERE title = '火箭是怎样飞上天的'`, [])) as {
      id: number;
    }[];
    const [cls] = (await q(
      `SELECT id FROM classes WHERE type = 'ADMIN' AND owner_id = (SELECT id FROM users WHERE mobile = $1 AND user_type = 'ASSISTANT')`,
      [TEACHER],
    )) as { id: number }[];
    await q('UPDATE live_lessons SET start_at = $2 WHERE id = $1', [lesson!.id, new Date(`${date}T${time}:00+08:00`)]);
    const applied = await api(token, '/api/v2/lesson/userApplyLesson', {
      lessonId: Number(lesson!.id),
      classId: Number(cls!.id),
    });
    expect(applied.code).toBe(200);
    await page.getByRole('gridcell', { name: label }).click();
    await page.getByRole('combobox', { name: '班级' }).click();
    await page.getByRole('option', { name: '三年级2班' }).click();
    await page.getByRole('button', { name: '确认预约' }).click();
    await page.getByRole('alert').filter({ hasText: '该班级在此时段有直播课，请选择其他时间' }).waitFor();
    await snap(page, 'week-booking-clash-1920');
    await page.setViewportSize({ width: 1366, height: 768 });
    await snap(page, 'week-booking-clash-1366');
    await context.close();
  });

  it('H5 活动: 报名参加 of a finished activity is disabled and says why', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    const [row] = (await e2e.server.database.query('SELECT id FROM activities WHERE name = $1', [
      '科学小论文评选',
    ])) as { id: number }[];
    await page.goto(`${e2e.server.url}/#/h5/activity?activityId=${row!.id}`);
    const entry = page.getByRole('navigation', { name: '活动功能' }).getByRole('button', { name: /报名参加/ });
    await entry.waitFor();
    await expect(entry.isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('phase-reason').textContent()).resolves.toBe('报名已截止');
    await snap(page, 'week-h5-activity-finished-390');
    await page.setViewportSize({ width: 1920, height: 1080 });
    await snap(page, 'week-h5-activity-finished-1920');
    await context.close();
  });
});
