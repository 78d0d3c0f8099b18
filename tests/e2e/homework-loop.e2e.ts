import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { TaskPaths, type TaskDetail } from '../../src-shared/api/task';
import { answerAll, api } from './task-helpers';
import { Msg } from '../../src-shared/rules/messages';
import { fillPasswordLogin, waitForRoute } from './auth-helpers';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const TEACHER = '13800000001';
const STUDENT = '13800000003';
const TITLE = '四则混合运算·周末小练';
const e2e = useE2E();

/** A photo of worked homework: ruled lines on paper, as a phone camera gives it. */
function homeworkPhoto() {
  const [w, h] = [240, 320];
  const data = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const line = y % 24 === 0;
      data[i] = line ? 90 : 250;
      data[i + 1] = line ? 140 : 248;
      data[i + 2] = line ? 220 : 240;
      data[i + 3] = 255;
    }
  return jpeg.encode({ data, width: w, height: h }, 80).data;
}

describe('the homework loop: pushed from a lesson, answered on a phone, marked, reviewed in the error book', () => {
  it('runs end to end with the spec’s messages', async () => {
    const errors: string[] = [];
    // 1. The teacher pushes a task from 数学 三年级下册's first lesson to 三年级2班.
    const teacher = await newPage(e2e.browser);
    const teacherToken = await signInAs(teacher.context, e2e.server, TEACHER);
    teacher.page.on('pageerror', (e) => errors.push(e.message));
    await teacher.page.goto(`${e2e.server.url}/#/digitalbooks/push-task`);
    await teacher.page.getByRole('combobox', { name: '教材' }).click();
    await teacher.page.getByRole('option', { name: /数学 三年级下册/ }).click();
    await teacher.page.getByRole('combobox', { name: '课时' }).click();
    await teacher.page.getByRole('option').first().click();
    await expect.poll(() => teacher.page.getByTestId('push-question').count()).toBeGreaterThan(2);
    await teacher.page.getByLabel('作业名称').fill(TITLE);
    await teacher.page.getByRole('checkbox', { name: '三年级2班' }).check();
    await teacher.page.getByRole('button', { name: '布置作业' }).last().click();
    await teacher.page.getByText('作业已布置').first().waitFor();
    const list = await api<{ list: { id: number; title: string }[] }>(
      e2e.server,
      teacherToken,
      TaskPaths.teacherTasks,
      { pageSize: 10 },
    );
    const taskId = list.list.find((t) => t.title === TITLE)!.id;
    const task = await api<TaskDetail>(e2e.server, teacherToken, TaskPaths.task, { taskId });
    expect(task.questions.some((q) => q.type === 'SUBJECTIVE')).toBe(true);

    // 2. 李小明 signs in to the phone reader: the red dot and the task on his home.
    const student = await newPage(e2e.browser, PHONE);
    student.page.on('pageerror', (e) => errors.push(e.message));
    const s = student.page;
    await s.goto(`${e2e.server.url}/#/classproBook/home`);
    // Signed out, the bookshelf sends him to the area's login and back after.
    await waitForRoute(s, /^\/classproBook\/login\?redirect=/);
    await fillPasswordLogin(s, Msg.mobileRequired, STUDENT);
    await waitForRoute(s, '/classproBook/home');
    // Two unopened tasks: the seeded one and the new one.
    await expect.poll(() => s.getByTestId('task-red-dot').textContent()).toBe('今日任务2');
    const homeTask = s.getByTestId('home-task').filter({ hasText: TITLE });
    await homeTask.waitFor();
    await snap(s, 'reader-home');
    await homeTask.click();
    await waitForRoute(s, `/classproBook/taskDetail?taskId=${taskId}`);
    await s.getByTestId('student-task').getByRole('heading', { name: TITLE }).waitFor();

    // 3. He answers (the true/false one wrong), with a photo; the draft survives a reload.
    await answerAll(s, task, {
      essay: '50－15×2＝50－30＝20（元）',
      judgeWrong: true,
      photo: Buffer.from(homeworkPhoto()),
    });
    await expect.poll(() => s.getByTestId('draft-state').textContent(), { timeout: 8000 }).toMatch(/草稿已保存/);
    await s.reload();
    const subjective = task.questions.findIndex((q) => q.type === 'SUBJECTIVE');
    await expect.poll(() => s.getByLabel(`第${subjective + 1}题作答`).inputValue()).toBe('50－15×2＝50－30＝20（元）');
    await s.getByTestId('answer-question').nth(subjective).getByRole('img', { name: '作答照片' }).waitFor();
    await snap(s, 'reader-task-detail');
    await s.getByRole('button', { name: '提交作业' }).click();
    await s.getByRole('dialog').getByRole('button', { name: '提交' }).click();
    await s.getByText('提交成功').first().waitFor();
    const result = s.getByTestId('task-result');
    await result.waitFor();
    const objective = task.questions.filter((q) => q.type !== 'SUBJECTIVE' && q.type !== 'JUDGE');
    const expected = objective.reduce((n, q) => n + q.score, 0);
    expect(await result.textContent()).toMatch(new RegExp(`^${expected}/ ${task.totalScore} 分`));
    await expect.poll(() => s.getByTestId('task-state').textContent()).toBe('待批改');
    // Submitted answers are frozen.
    expect(await s.getByRole('button', { name: '提交作业' }).count()).toBe(0);
    await snap(s, 'reader-task-submitted');
    await s.goto(`${e2e.server.url}/#/classproBook/home`);
    // Opened, it no longer counts.
    await expect.poll(() => s.getByTestId('task-red-dot').textContent()).toBe('今日任务1');

    // 4. The teacher marks the written answer.
    const t = teacher.page;
    await t.goto(`${e2e.server.url}/#/digitalbooks/task?taskId=${taskId}&classId=${task.classes[0]!.classId}`);
    const row = t.getByTestId('submission-row').filter({ hasText: '李小明' });
    await expect.poll(() => row.textContent()).toContain('待批改');
    await row.click();
    const panel = t.getByTestId('marking-panel');
    await panel.getByLabel(/^第\d+题得分$/).fill('4');
    await panel.getByLabel('评语').fill('过程清楚，注意写答句。');
    await panel.getByRole('button', { name: '完成批改' }).click();
    await t.getByText('批改完成').first().waitFor();
    // …and sees the class's statistics: the new task is in the per-task chart, its true/false question among the
    // most often wrong.
    await t.goto(`${e2e.server.url}/#/classpro/gradeStatistics?classId=${task.classes[0]!.classId}`);
    await t.locator('[data-testid="task-average-chart"] canvas').waitFor();
    await t
      .getByTestId('most-wrong-item')
      .filter({ hasText: task.questions.find((q) => q.type === 'JUDGE')!.stem })
      .first()
      .waitFor();
    await snap(t, 'tasks-loop-statistics');

    // 5. He sees the mark and comment, then finds the wrong one in the error book and gets it right.
    await s.goto(`${e2e.server.url}/#/classproBook/taskDetail?taskId=${taskId}`);
    await expect.poll(() => s.getByTestId('task-state').textContent()).toBe('已批改');
    await expect.poll(() => s.getByTestId('task-result').textContent()).toContain(`${expected + 4}`);
    await s.getByTestId('teacher-comment').getByText('过程清楚，注意写答句。').waitFor();
    // Once marked, the right answers are shown.
    const judge = task.questions.find((q) => q.type === 'JUDGE')!;
    await s
      .getByText(`正确答案：${judge.answer === 'T' ? '对' : '错'}`)
      .first()
      .waitFor();
    await snap(s, 'reader-task-marked');
    await s.goto(`${e2e.server.url}/#/classproBook/task?tab=ERRORS`);
    const wrong = s.getByTestId('error-item').filter({ hasText: judge.stem });
    await wrong.waitFor();
    await snap(s, 'reader-error-book');
    await wrong.getByRole('button', { name: '重做' }).click();
    await wrong.getByRole('radio', { name: judge.answer === 'T' ? '对' : '错' }).check();
    await wrong.getByRole('button', { name: '提交答案' }).click();
    await expect.poll(() => wrong.getByTestId('retry-result').textContent()).toContain('回答正确，已掌握');

    expect(errors).toEqual([]);
    await teacher.context.close();
    await student.context.close();
  });

  it('the student’s web page task-s lists the task and opens it with its result', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, STUDENT, 'STUDENT');
    await page.goto(`${e2e.server.url}/#/classpro/myDigitalbooks`);
    await page.getByRole('button', { name: '我的作业' }).click();
    await waitForRoute(page, /^\/digitalbooks\/task-s/);
    const todo = page.getByTestId('student-task-item').first();
    await todo.waitFor();
    await todo.click();
    await page.getByTestId('answer-sheet').waitFor();
    await snap(page, 'tasks-student-web');
    await page.getByRole('tab', { name: '已完成' }).click();
    await page.getByTestId('student-task-item').filter({ hasText: TITLE }).click();
    await expect.poll(() => page.getByTestId('task-state').textContent()).toBe('已批改');
    await context.close();
  });
});
