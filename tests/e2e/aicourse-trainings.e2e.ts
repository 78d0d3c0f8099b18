import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TrainingPaths, type MyTrainingResults } from '@shared/api/training';
import { trainings } from '../../src-server/db/schema';
import { AICOURSE_TRAINING_LINKS } from '../../src-server/db/seeds/3400-aicourse-trainings';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const TEACHER = '13800000001';
const PARENT = '13800000002';
const STUDENT = '13800000003';
const POLL = { timeout: 10_000 };
// 三年级2班 stands at this unit of AI 编程启蒙, whose hands-on task has a linked training.
const LINK = AICOURSE_TRAINING_LINKS[0];

const trainingId = async () =>
  (await e2e.server.app.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.title, LINK.training)))[0]!
    .id;

describe("an AI course section's linked AI lab training", () => {
  it('the teacher teaching the class sees the section marked 实验, opens its training for the class and saves a result', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const training = { id: await trainingId() };

    await page.goto(`${e2e.server.url}/#/classpro/aiCourse`);
    await page.getByText(LINK.course).click();
    await page.getByTestId('course-class').filter({ hasText: '三年级2班' }).click();
    await page.getByTestId('section-item').first().waitFor(POLL);
    await expect.poll(() => page.getByTestId('unit-select').inputValue()).toBeTruthy();
    const studentCourseId = Number(new URL(page.url().replace('#/', '')).searchParams.get('studentCourseId'));
    expect(studentCourseId).toBeGreaterThan(0);

    // The unit's section list marks the hands-on task (and only it) 实验; picked, its stage lists the training.
    const marked = page.getByTestId('section-item').filter({ has: page.getByTestId('section-lab-marker') });
    await expect.poll(() => marked.count(), POLL).toBe(1);
    await expect(marked.textContent()).resolves.toContain('动手实践');
    await marked.click();
    const lab = page.getByRole('region', { name: '本环节实验' });
    const card = lab.getByTestId('section-training');
    await expect.poll(() => card.count(), POLL).toBe(1);
    await expect(card.textContent()).resolves.toMatch(
      new RegExp(`^${LINK.training}Python 编程数学 · 五年级 · 3个步骤 · 约10分钟`),
    );
    await snap(page, 'aicourse-classroom-section-training');

    // 开始实验 opens the training's run screen for this class course.
    await lab.getByRole('button', { name: `开始实验 ${LINK.training}` }).click();
    await page.waitForURL(new RegExp(`#/doTrainingDetail/${training.id}/${studentCourseId}$`), POLL);
    await page.getByRole('heading', { name: LINK.training }).waitFor(POLL);
    await page.getByText('数学 · 五年级 · 三年级2班').waitFor(POLL);
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '检查' }).click();
    await expect.poll(() => page.getByTestId('python-verdict').textContent(), POLL).toMatch(/^通过：/);
    await expect.poll(() => page.getByTestId('training-save-status').textContent(), POLL).toContain('结果已保存');
    await snap(page, 'aicourse-section-training-done');

    // The result is saved for the class course: the teacher's results name the class.
    const mine = await e2e.server.app.inject({
      method: 'GET',
      url: TrainingPaths.myResults,
      headers: { authorization: `Bearer ${token}` },
    });
    const saved = (mine.json() as { data: MyTrainingResults }).data.mine.find((r) => r.trainingId === training.id);
    expect(saved).toMatchObject({ studentCourseId, className: '三年级2班', passed: true, score: 100 });

    // Back in the classroom, the class resumes at the task with its training.
    await page.goBack();
    await lab.getByTestId('section-training').waitFor(POLL);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the parent's unit report offers it for the child's class; done with the child's account, the class's results show it", async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    const token = await signInAs(context, e2e.server, PARENT, 'PARENT');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const id = await trainingId();
    const res = await e2e.server.app.inject({
      method: 'GET',
      url: '/api/v2/aicourse/parent/getChildAiCourseList',
      headers: { authorization: `Bearer ${token}` },
    });
    type Course = { aicourseId: number; studentCourseId: number; title: string };
    const course = (res.json() as { data: Course[] }).data.find((c) => c.title === LINK.course)!;
    await page.goto(`${e2e.server.url}/#/parent/course/${course.aicourseId}/${course.studentCourseId}`);
    await page
      .getByTestId('parent-unit')
      .filter({ hasText: `第${LINK.unit + 1}单元` })
      .click();
    const labs = page.getByRole('region', { name: '课后实验' });
    await labs.getByText(LINK.training).waitFor(POLL);
    await snap(page, 'aicourse-parent-report-training');
    await labs.getByRole('button', { name: `开始实验 ${LINK.training}` }).click();
    await page.waitForURL(new RegExp(`#/doTrainingDetail/${id}/${course.studentCourseId}$`), POLL);
    await page.getByRole('heading', { name: LINK.training }).waitFor(POLL);
    // The parent is not the child: nothing is saved until the child's own account is signed in.
    await page.getByText('登录后可保存结果').first().waitFor(POLL);

    await signInAs(context, e2e.server, STUDENT, 'STUDENT');
    await page.reload();
    await page.getByText('数学 · 五年级 · 三年级2班').waitFor(POLL);
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '检查' }).click();
    await expect.poll(() => page.getByTestId('training-save-status').textContent(), POLL).toContain('结果已保存');
    expect(errors).toEqual([]);
    await context.close();

    // The teacher's class results of the training for that class course list the child as passed.
    const teacher = await newPage(e2e.browser);
    await signInAs(teacher.context, e2e.server, TEACHER);
    await teacher.page.goto(`${e2e.server.url}/#/classpro/aitraining/detail/${id}/${course.studentCourseId}`);
    const row = teacher.page.getByRole('table', { name: '班级学生结果' }).getByRole('row', { name: /李小明/ });
    await expect.poll(() => row.textContent(), POLL).toMatch(/^李小明通过100/);
    await teacher.context.close();
  });
});
