import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { NoticePaths } from '@shared/api/notice';
import { ParentTaskPaths, TaskPaths, type ChildTask, type Question, type TaskDetail } from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { beijing, castOf, get, lessonQuestions, post, rightAnswers, type Cast } from './helpers';

/**
 * Issue 34.10: 催交 reminds the pupils of a class who have not handed a task in, once per half hour; 公布答案 shows
 * the answers to pupils (and parents) whose work is in, before it is marked, and to nobody else.
 */
let t: TestApp;
let c: Cast;
let qs: Question[];
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.database.db);
  qs = await lessonQuestions(t.app, c);
});
afterAll(() => t.close());

const redDot = async (token: string) =>
  (await get<{ unReadDigitalHomeworkCount: number }>(t.app, NoticePaths.digitalHomeworkNotice, token)).data
    .unReadDigitalHomeworkCount;

/** A fresh task for the class, with a subjective question so that a submission waits for marking. */
async function pushTask(title: string) {
  const res = await post<{ id: number }>(t.app, TaskPaths.pushTask, c.teacher, {
    bookId: c.mathBookId,
    lessonId: c.lessonId,
    title,
    questionIds: qs.map((q) => q.id),
    classIds: [c.classId],
    deadline: beijing(48),
  });
  expect(res.code).toBe(200);
  return res.data.id;
}

describe('催交: reminding the pupils who have not submitted', () => {
  it('tells each pupil still owing the task, not those who handed it in, and once per half hour', async () => {
    const taskId = await pushTask('催交练习');
    // 李小明 opens the task (his notice of it is read) and hands it in; 孙悦 opens it and does not.
    await get(t.app, TaskPaths.task, c.student, { taskId });
    await get(t.app, TaskPaths.task, c.classmate, { taskId });
    expect((await post(t.app, TaskPaths.submitTask, c.student, { taskId, answers: rightAnswers(qs) })).code).toBe(200);
    const before = { student: await redDot(c.student), classmate: await redDot(c.classmate) };

    const res = await post<{ reminded: number }>(t.app, TaskPaths.remindTask, c.teacher, {
      taskId,
      classId: c.classId,
    });
    expect(res).toMatchObject({ code: 200, message: Msg.taskReminded });
    // Six pupils in 三年级2班, one handed in.
    expect(res.data.reminded).toBe(5);
    expect(await redDot(c.classmate)).toBe(before.classmate + 1);
    expect(await redDot(c.student)).toBe(before.student);

    // A second reminder within the half hour is refused, and nobody gets a second notice.
    const again = await post(t.app, TaskPaths.remindTask, c.teacher, { taskId, classId: c.classId });
    expect(again).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.taskRemindTooSoon });
    expect(await redDot(c.classmate)).toBe(before.classmate + 1);
  });

  it('says when the whole class has handed in, and is the class teacher’s alone', async () => {
    const taskId = await pushTask('别人的作业');
    const other = await post(t.app, TaskPaths.remindTask, c.otherTeacher, { taskId, classId: c.classId });
    expect(other.code).not.toBe(200);
    const pupil = await post(t.app, TaskPaths.remindTask, c.student, { taskId, classId: c.classId });
    expect(pupil.code).not.toBe(200);
    const notPushed = await post(t.app, TaskPaths.remindTask, c.teacher, { taskId, classId: c.otherClassId });
    expect(notPushed.code).toBe(Code.FORBIDDEN);
  });
});

describe('公布答案: publishing the answers', () => {
  it('shows the answers to a pupil whose work is in, and to the parent, before marking; not to one still working', async () => {
    const taskId = await pushTask('公布答案练习');
    expect((await post(t.app, TaskPaths.submitTask, c.student, { taskId, answers: rightAnswers(qs) })).code).toBe(200);
    const answers = async (token: string) =>
      (await get<TaskDetail>(t.app, TaskPaths.task, token, { taskId })).data.questions.map((q) => q.answer);
    // Submitted, waiting for the subjective question's mark: no answers yet.
    expect(await answers(c.student)).toEqual(qs.map(() => null));

    const res = await post<{ id: number; answersPublishedAt: string | null }>(
      t.app,
      TaskPaths.publishAnswers,
      c.teacher,
      { taskId },
    );
    expect(res).toMatchObject({ code: 200, message: Msg.taskAnswersPublished, data: { id: taskId } });
    expect(res.data.answersPublishedAt).not.toBeNull();

    expect(await answers(c.student)).toEqual(qs.map((q) => q.answer));
    // 孙悦 has not handed in: the answers stay hidden from her until she does.
    expect(await answers(c.classmate)).toEqual(qs.map(() => null));
    // 李小明's parent reads the same as he does.
    const child = await get<ChildTask>(t.app, ParentTaskPaths.childTask, c.parent, {
      childId: c.studentId,
      taskId,
    });
    expect(child.data.task.questions.map((q) => q.answer)).toEqual(qs.map((q) => q.answer));

    // Publishing again keeps the first time; another teacher cannot publish.
    const again = await post<{ answersPublishedAt: string }>(t.app, TaskPaths.publishAnswers, c.teacher, { taskId });
    expect(again.data.answersPublishedAt).toBe(res.data.answersPublishedAt);
    expect((await post(t.app, TaskPaths.publishAnswers, c.otherTeacher, { taskId })).code).not.toBe(200);
  });

  it('hides them again from a pupil whose work was returned for redo', async () => {
    const taskId = await pushTask('退回重做练习');
    const sub = await post<{ id: number }>(t.app, TaskPaths.submitTask, c.student, {
      taskId,
      answers: rightAnswers(qs),
    });
    await post(t.app, TaskPaths.publishAnswers, c.teacher, { taskId });
    const returned = await post(t.app, TaskPaths.returnSubmission, c.teacher, {
      submissionId: sub.data.id,
      reason: '请写出过程',
    });
    expect(returned.code).toBe(200);
    const detail = await get<TaskDetail>(t.app, TaskPaths.task, c.student, { taskId });
    expect(detail.data.questions.every((q) => q.answer === null)).toBe(true);
  });
});
