import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaskPaths, type Question, type Submission, type TaskSummary } from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { tasks } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { beijing, castOf, get, lessonQuestions, post, rightAnswers, type Cast } from './helpers';

/** Issue 29: homework answered offline is submitted later, once, with the time it was finished. */
let t: TestApp;
let c: Cast;
let qs: Question[];
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.database.db);
  qs = await lessonQuestions(t.app, c);
});
afterAll(() => t.close());

const push = async (title: string, deadlineHours = 48) =>
  (
    await post<TaskSummary>(t.app, TaskPaths.pushTask, c.teacher, {
      bookId: c.mathBookId,
      lessonId: c.lessonId,
      title,
      questionIds: qs.map((q) => q.id),
      classIds: [c.classId],
      deadline: beijing(deadlineHours),
    })
  ).data.id;
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('an offline submission', () => {
  it('keeps the finish time, and a retry returns the same submission instead of a second one', async () => {
    const taskId = await push('离线练习');
    const finishedAt = ago(90);
    const body = { taskId, answers: rightAnswers(qs), finishedAt };
    const first = await post<Submission>(t.app, TaskPaths.submitTask, c.student, body);
    expect(first).toMatchObject({ code: 200, data: { state: 'SUBMITTED', late: false } });
    expect(Date.parse(first.data.submittedAt!)).toBe(Date.parse(finishedAt));

    const again = await post<Submission>(t.app, TaskPaths.submitTask, c.student, body);
    expect(again).toMatchObject({ code: 200, data: { id: first.data.id, state: 'SUBMITTED' } });
    // Another submission (another finish time) is still refused, and the teacher sees one row for the student.
    const other = await post(t.app, TaskPaths.submitTask, c.student, { ...body, finishedAt: ago(10) });
    expect(other).toMatchObject({ code: 400, message: Msg.taskAlreadySubmitted });
    const rows = await get<{ submissionId: number | null }[]>(t.app, TaskPaths.submissions, c.teacher, {
      taskId,
      classId: c.classId,
    });
    expect(rows.data.filter((r) => r.submissionId === first.data.id)).toHaveLength(1);
  });

  it('is late only if it was finished after the deadline', async () => {
    const taskId = await push('离线限时练习');
    await t.database.db
      .update(tasks)
      .set({ deadline: new Date(Date.now() - 30 * 60_000) })
      .where(eq(tasks.id, taskId));
    const body = { taskId, answers: rightAnswers(qs), finishedAt: ago(60) };
    const res = await post<Submission>(t.app, TaskPaths.submitTask, c.classmate, body);
    expect(res.data).toMatchObject({ state: 'SUBMITTED', late: false });
  });

  it('refuses a finish time in the future or more than 14 days back, and saves nothing', async () => {
    const taskId = await push('离线时间检查');
    const future = new Date(Date.now() + 3600_000).toISOString();
    for (const finishedAt of [future, ago(15 * 24 * 60)]) {
      const res = await post(t.app, TaskPaths.submitTask, c.student, { taskId, answers: rightAnswers(qs), finishedAt });
      expect(res).toMatchObject({ code: 400, message: Msg.taskFinishedAtInvalid });
    }
    expect((await get(t.app, TaskPaths.mySubmission, c.student, { taskId })).data).toBeNull();
  });
});
