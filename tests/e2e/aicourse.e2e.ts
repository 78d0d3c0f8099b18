import { describe, expect, it } from 'vitest';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const TEACHER = '13800000001';
const e2e = useE2E();

type Progress = { unitId: number | null; sectionId: number | null };
// A 1×1 PNG stands in for a photo of a student's works or of homework.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a teacher teaches an AI dual-teacher course', () => {
  it('opens a course from the list, then teaches its unit at 1920×1080 through an interactive pause', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/classpro/aiCourse`);
    await page.getByText('AI 编程启蒙：和机器人一起学逻辑').click();
    await page.getByText('单元目录').waitFor();
    await expect.poll(() => page.getByTestId('unit-row').count()).toBeGreaterThan(1);
    await snap(page, 'aicourse-detail');

    await page.getByRole('button', { name: '添加到班级' }).click();
    await page.getByRole('dialog').waitFor();
    await snap(page, 'aicourse-add-to-class');
    await page.keyboard.press('Escape');

    await page.getByTestId('course-class').filter({ hasText: '三年级2班' }).click();
    await page.getByTestId('section-item').first().waitFor();
    await snap(page, 'aicourse-classroom');
    const studentCourseId = Number(new URL(page.url().replace('#/', '')).searchParams.get('studentCourseId'));
    expect(studentCourseId).toBeGreaterThan(0);

    // Presenter keys move through the sections until the AI teacher stops for an interactive pause.
    for (let i = 0; i < 10 && (await page.getByTestId('pause-prompt').count()) === 0; i++)
      await page.keyboard.press('PageDown');
    await expect(page.getByTestId('pause-prompt').textContent()).resolves.toBeTruthy();
    await snap(page, 'aicourse-classroom-pause');
    await page.getByTestId('continue').click();
    await expect.poll(() => page.getByTestId('sync-state').textContent()).toBe('上课进度已保存');

    // The class's resume point reached the server: it is the section after the pause.
    const selected = await page.locator('[data-testid="section-item"].Mui-selected').textContent();
    const res = await e2e.server.app.inject({
      method: 'GET',
      url: `/api/v2/aicourse/getAicourseUnitUser?studentCourseId=${studentCourseId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const saved = (res.json() as { data: Progress }).data;
    expect(saved.sectionId).toBeGreaterThan(0);
    expect(selected).toBeTruthy();

    // On to the works section: the class's students, each with an upload; two students' works are uploaded.
    const worksStage = page.getByText('作品收集', { exact: true });
    for (let i = 0; i < 6 && (await worksStage.count()) === 0; i++) {
      await page.keyboard.press('PageDown');
      await page.waitForTimeout(200); // the next section renders
    }
    const count = page.getByTestId('works-count');
    await count.waitFor();
    const submitted = async () => Number(/已提交 (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
    const before = await submitted();
    const waiting = page.getByTestId('works-student').filter({ hasText: '尚未提交' });
    for (let k = 0; k < 2; k++) {
      const card = waiting.first();
      const name = (await card.locator('p').first().textContent())!;
      await card.locator('input[type=file]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
      await page.getByTestId('works-student').filter({ hasText: name }).getByAltText(`${name}的作品`).waitFor();
    }
    await expect.poll(submitted).toBe(before + 2);
    await page.getByRole('button', { name: '☆ 表扬' }).first().click();
    await page.getByRole('button', { name: '★ 已表扬' }).first().waitFor();
    // 评价: four stars and a comment on a works; the button then shows the stars, and the server keeps both.
    await page.getByTestId('works-mark').first().click();
    const markDialog = page.getByRole('dialog');
    // A star is its radio's label (the radio itself is visually hidden).
    const fourStars = await markDialog.getByRole('radio', { name: /^4/ }).getAttribute('id');
    await markDialog.locator(`label[for="${fourStars}"]`).click();
    await markDialog.getByLabel('评语').fill('构思巧妙，流程图画得清楚');
    await markDialog.getByRole('button', { name: '保存评价' }).click();
    await expect.poll(() => page.getByTestId('works-mark').first().textContent()).toBe('★★★★');
    const unitWorks = await e2e.server.app.inject({
      method: 'GET',
      url: `/api/v2/aicourse/getUserAiCourseWorks?studentCourseId=${studentCourseId}&unitId=${saved.unitId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    type Marked = { works: { stars: number; comment: string }[] }[];
    const marked = (unitWorks.json() as { data: Marked }).data.flatMap((st) => st.works);
    expect(marked).toContainEqual(expect.objectContaining({ stars: 4, comment: '构思巧妙，流程图画得清楚' }));
    await snap(page, 'aicourse-classroom-works');
    expect(errors).toEqual([]);
  });

  it('asks for a trial of a course the school does not hold; a mistake in the form is shown in it', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/aiCourse`);
    await page.getByText('古诗词里的中国').first().click();
    await page.getByRole('button', { name: '申请试用' }).click();
    const dialog = page.getByRole('dialog', { name: '申请试用' });
    await dialog.getByLabel('手机号').fill('123');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await dialog.getByRole('alert').filter({ hasText: '请输入正确的手机号' }).waitFor();
    await dialog.getByLabel('手机号').fill('13800000001');
    await dialog.getByLabel('备注').fill('三年级2班试用');
    await snap(page, 'aicourse-apply-trial');
    await dialog.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('申请已提交，我们会尽快与您联系').waitFor();
    await page.getByRole('button', { name: '已申请试用' }).waitFor();
    await expect(page.getByRole('button', { name: '已申请试用' }).isDisabled()).resolves.toBe(true);
    await context.close();
  });

  it("the parent 13800000002 opens the child's unit report on a phone and submits homework with a photo", async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    const token = await signInAs(context, e2e.server, '13800000002', 'PARENT');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await e2e.server.app.inject({
      method: 'GET',
      url: '/api/v2/aicourse/parent/getChildAiCourseList',
      headers: { authorization: `Bearer ${token}` },
    });
    type Course = { aicourseId: number; studentCourseId: number; units: { unitId: number }[] };
    const course = (res.json() as { data: Course[] }).data[0]!;
    const unitId = course.units[0]!.unitId;
    // The child's course: units done, then the first unit's report.
    await page.goto(`${e2e.server.url}/#/parent/course/${course.aicourseId}/${course.studentCourseId}`);
    const done = course as Course & { unitsDone: number; unitTotal: number };
    await expect
      .poll(() => page.getByTestId('units-done').textContent())
      .toBe(`${done.unitsDone}/${done.unitTotal} 单元`);
    await snap(page, 'aicourse-parent-course');
    await page.getByTestId('parent-unit').first().click();
    await page.waitForURL((u) => u.hash.endsWith(`/${course.studentCourseId}/${unitId}`));
    await page.getByText('学习内容').waitFor();
    await page.getByTestId('child-works').waitFor();
    await snap(page, 'aicourse-parent-report');
    const before = await page.getByTestId('homework-item').count();

    await page.getByRole('button', { name: /提交作业/ }).click();
    await page.getByText('作业照片（最多9张）').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'homework.png', mimeType: 'image/png', buffer: png });
    await page.getByTestId('homework-photo').waitFor();
    await page.getByLabel('留言（选填）').fill('孩子自己画了机器人的流程图');
    await snap(page, 'aicourse-parent-homework');
    await page.getByRole('button', { name: '提交作业', exact: true }).click();
    await page.getByText('学习内容').waitFor();
    await expect.poll(() => page.getByTestId('homework-item').count()).toBe(before + 1);
    await snap(page, 'aicourse-parent-report-after');
    expect(errors).toEqual([]);
  });
});
