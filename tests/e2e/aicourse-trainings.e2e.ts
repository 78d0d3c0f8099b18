import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TrainingPaths, type MyTrainingResults } from '@shared/api/training';
import { trainings } from '../../src-server/db/schema';
import { AICOURSE_TRAINING_LINKS } from '../../src-server/db/seeds/3400-aicourse-trainings';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const TEACHER = '13800000001';
const POLL = { timeout: 10_000 };
// 三年级2班 stands at this unit of AI 编程启蒙, whose hands-on task has a linked training.
const LINK = AICOURSE_TRAINING_LINKS[0];

describe("an AI course section's linked AI lab training", () => {
  it('the teacher teaching the class sees the section marked 实验, opens its training for the class and saves a result', async () => {
    const { page, context } = await newPage(e2e.browser, { width: 1920, height: 1080 });
    const token = await signInAs(context, e2e.server, TEACHER);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const [training] = await e2e.server.app.db
      .select({ id: trainings.id })
      .from(trainings)
      .where(eq(trainings.title, LINK.training));

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
    await page.waitForURL(new RegExp(`#/doTrainingDetail/${training!.id}/${studentCourseId}$`), POLL);
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
    const saved = (mine.json() as { data: MyTrainingResults }).data.mine.find((r) => r.trainingId === training!.id);
    expect(saved).toMatchObject({ studentCourseId, className: '三年级2班', passed: true, score: 100 });

    // Back in the classroom, the class resumes at the task with its training.
    await page.goBack();
    await lab.getByTestId('section-training').waitFor(POLL);
    expect(errors).toEqual([]);
    await context.close();
  });
});
