import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  TaskPaths,
  type Question,
  type StudentTask,
  type Submission,
  type TaskDetail,
  type TaskSummary,
} from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { NoticePaths } from '@shared/api/notice';
import { tasks } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { beijing, castOf, get, lessonQuestions, post, rightAnswers, type Cast } from './helpers';

/** The homework loop end to end through the routes: push, read, answer, submit, mark, return, redo. */
let t: TestApp;
let c: Cast;
let qs: Question[];
beforeAll(async () => {
  t = await createTestApp();
  c = await castOf(t.app, t.database.db);
  qs = await lessonQuestions(t.app, c);
});
afterAll(() => t.close());

const unread = async (token: string) =>
  (await get<{ unReadDigitalHomeworkCount: number }>(t.app, NoticePaths.digitalHomeworkNotice, token)).data
    .unReadDigitalHomeworkCount;

const push = (token: string, over: Record<string, unknown> = {}) =>
  post<TaskSummary>(t.app, TaskPaths.pushTask, token, {
    bookId: c.mathBookId,
    lessonId: c.lessonId,
    title: '课后练习',
    questionIds: qs.map((q) => q.id),
    classIds: [c.classId],
    deadline: beijing(48),
    ...over,
  });

describe('the question bank', () => {
  it('gives a teacher the lesson’s questions of every kind with answers', () => {
    expect(qs.map((q) => q.type).sort()).toEqual(['FILL', 'JUDGE', 'SINGLE', 'SUBJECTIVE']);
    expect(qs.every((q) => q.answer && q.stem && q.lessonId === c.lessonId)).toBe(true);
  });

  it('refuses a student, a book the teacher does not have, and a lesson of another book', async () => {
    const asStudent = await get(t.app, TaskPaths.lessonQuestions, c.student, {
      bookId: c.mathBookId,
      lessonId: c.lessonId,
    });
    expect(asStudent).toMatchObject({ code: Code.FORBIDDEN, message: Msg.teacherOnly });
    const notOwned = await get(t.app, TaskPaths.lessonQuestions, c.otherTeacher, {
      bookId: c.mathBookId,
      lessonId: c.lessonId,
    });
    expect(notOwned.code).toBe(Code.FORBIDDEN);
    const wrongBook = await get(t.app, TaskPaths.lessonQuestions, c.teacher, {
      bookId: c.mathBookId - 1,
      lessonId: c.lessonId,
    });
    expect(wrongBook.code).toBe(Code.NOT_FOUND);
    const bad = await get(t.app, TaskPaths.lessonQuestions, c.teacher, { bookId: 'x', lessonId: c.lessonId });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('lets the book’s student self-test without seeing the answers, then marks it', async () => {
    // The second lesson: the first one's questions are the demo's open homework (hidden from the self-test below).
    const test = await get<Question[]>(t.app, TaskPaths.selfTest, c.student, {
      bookId: c.mathBookId,
      lessonId: c.secondLessonId,
    });
    const n = test.data.length;
    expect(n).toBeGreaterThanOrEqual(2);
    expect(test.data.every((q) => q.answer === null)).toBe(true);
    const key = new Map((await lessonQuestions(t.app, c, c.secondLessonId)).map((q) => [q.id, q.answer!]));
    const answers = test.data.map((q, i) => ({ questionId: q.id, text: i === 0 ? 'D,E' : key.get(q.id)! }));
    const res = await post<{ correct: number; total: number }>(t.app, TaskPaths.checkSelfTest, c.student, {
      bookId: c.mathBookId,
      lessonId: c.secondLessonId,
      answers,
    });
    expect(res.data).toMatchObject({ correct: n - 1, total: n });
  });

  it('gives no answer key for unanswered questions, nor for the questions of an open homework (issue 28)', async () => {
    const none = await post<{ total: number; items: unknown[] }>(t.app, TaskPaths.checkSelfTest, c.student, {
      bookId: c.mathBookId,
      lessonId: c.secondLessonId,
      answers: [],
    });
    expect(none).toMatchObject({ code: Code.OK, data: { total: 0, items: [] } });
    // The demo homework (open for three more days) asks the first lesson's questions: the self-test hides them and
    // refuses to mark them, with or without other answers.
    const homework = qs.filter((q) => q.type !== 'SUBJECTIVE');
    const test = await get<Question[]>(t.app, TaskPaths.selfTest, c.student, {
      bookId: c.mathBookId,
      lessonId: c.lessonId,
    });
    expect(test.data.filter((q) => homework.some((h) => h.id === q.id))).toEqual([]);
    const res = await post(t.app, TaskPaths.checkSelfTest, c.student, {
      bookId: c.mathBookId,
      lessonId: c.lessonId,
      answers: [{ questionId: homework[0]!.id, text: 'A' }],
    });
    expect(res).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.selfTestHomeworkOpen, data: null });
    // Once the homework is past its deadline, the self-test is the student's again.
    const [demo] = await t.database.db.select().from(tasks).where(eq(tasks.id, c.demoTaskId));
    await t.database.db
      .update(tasks)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(tasks.id, c.demoTaskId));
    try {
      const after = await post<{ total: number }>(t.app, TaskPaths.checkSelfTest, c.student, {
        bookId: c.mathBookId,
        lessonId: c.lessonId,
        answers: [{ questionId: homework[0]!.id, text: 'A' }],
      });
      expect(after).toMatchObject({ code: Code.OK, data: { total: 1 } });
    } finally {
      await t.database.db.update(tasks).set({ deadline: demo!.deadline }).where(eq(tasks.id, c.demoTaskId));
    }
  });
});

describe('pushing a task', () => {
  it('refuses bad input with clear messages and writes nothing', async () => {
    const before = (await t.database.db.select().from(tasks)).length;
    expect(await push(c.teacher, { deadline: beijing(-1) })).toMatchObject({
      code: 400,
      message: Msg.taskDeadlinePast,
    });
    expect(await push(c.teacher, { questionIds: [] })).toMatchObject({ code: 400, message: Msg.taskNoQuestions });
    const other = await lessonQuestions(t.app, c, c.secondLessonId);
    expect(await push(c.teacher, { questionIds: [other[0]!.id] })).toMatchObject({
      code: 400,
      message: Msg.taskQuestionNotInLesson,
    });
    expect((await push(c.teacher, { deadline: 'tomorrow' })).code).toBe(400);
    expect((await push(c.teacher, { title: '' })).code).toBe(400);
    expect((await t.database.db.select().from(tasks)).length).toBe(before);
  });

  it('refuses another teacher’s class, a student and a parent token', async () => {
    expect(await push(c.teacher, { classIds: [c.classId, c.otherClassId] })).toMatchObject({
      code: Code.FORBIDDEN,
      message: Msg.taskNotYourClass,
    });
    expect(await push(c.otherTeacher)).toMatchObject({ code: Code.FORBIDDEN, message: Msg.taskNotYourClass });
    expect(await push(c.student)).toMatchObject({ code: Code.FORBIDDEN, message: Msg.teacherOnly });
    expect((await push(c.parent)).code).toBe(Code.TOKEN_EXPIRED);
  });

  it('pushes to the class: the students’ red dot counts it, the teacher lists it', async () => {
    expect(await unread(c.student)).toBe(1);
    const res = await push(c.teacher, { title: '第一课练习' });
    expect(res).toMatchObject({ code: 200, message: Msg.taskPushed });
    expect(res.data).toMatchObject({ title: '第一课练习', questionCount: 4, totalScore: 11 });
    expect(res.data.classes).toEqual([
      expect.objectContaining({ classId: c.classId, studentCount: 6, submittedCount: 0, markedCount: 0 }),
    ]);
    expect(await unread(c.student)).toBe(2);
    const list = await get<{ list: TaskSummary[]; total: number }>(t.app, TaskPaths.teacherTasks, c.teacher, {
      classId: c.classId,
    });
    expect(list.data.list[0]!.id).toBe(res.data.id);
    expect(list.data.list.find((x) => x.id === c.demoTaskId)?.classes[0]).toMatchObject({
      submittedCount: 4,
      markedCount: 2,
    });
    const refused = await get(t.app, TaskPaths.teacherTasks, c.teacher, { classId: c.otherClassId });
    expect(refused.code).toBe(Code.FORBIDDEN);
    const others = await get<{ total: number }>(t.app, TaskPaths.teacherTasks, c.otherTeacher);
    expect(others.data.total).toBe(0);
  });
});

describe('a student does the task', () => {
  let taskId: number;
  let submissionId: number;
  beforeAll(async () => {
    taskId = (await push(c.teacher, { title: '作答练习' })).data.id;
  });

  it('lists it unread, opens it without the answers, and the red dot goes down', async () => {
    const before = await unread(c.student);
    const list = await get<{ list: StudentTask[] }>(t.app, TaskPaths.studentTasks, c.student, { state: 'TODO' });
    const mine = list.data.list.find((x) => x.task.id === taskId)!;
    expect(mine).toMatchObject({ state: 'NOT_STARTED', read: false, teacherName: '王老师' });
    const detail = await get<TaskDetail>(t.app, TaskPaths.task, c.student, { taskId });
    expect(detail.data.questions.every((q) => q.answer === null)).toBe(true);
    expect(detail.data.resources).toEqual([]);
    expect(await unread(c.student)).toBe(before - 1);
  });

  it('keeps a draft, and refuses photos that are not the student’s uploads and answers that are too long', async () => {
    expect((await get(t.app, TaskPaths.mySubmission, c.student, { taskId })).data).toBeNull();
    const draft = await post<Submission>(t.app, TaskPaths.saveDraft, c.student, {
      taskId,
      answers: [{ questionId: qs[0]!.id, text: 'A' }],
    });
    expect(draft).toMatchObject({ code: 200, message: Msg.taskDraftSaved });
    expect(draft.data).toMatchObject({ state: 'DRAFT', score: null });
    submissionId = draft.data.id;
    const reread = await get<Submission>(t.app, TaskPaths.submission, c.student, { submissionId });
    expect(reread.data.answers.find((a) => a.questionId === qs[0]!.id)?.text).toBe('A');
    // A reload finds the draft by the task alone.
    const mine = await get<Submission>(t.app, TaskPaths.mySubmission, c.student, { taskId });
    expect(mine.data).toMatchObject({ id: submissionId, state: 'DRAFT' });
    const photo = await post(t.app, TaskPaths.submitTask, c.student, {
      taskId,
      answers: [{ questionId: qs[3]!.id, text: '', photos: ['https://evil.example/a.exe'] }],
    });
    expect(photo).toMatchObject({ code: 400, message: Msg.taskPhotoOnly });
    const long = await post(t.app, TaskPaths.submitTask, c.student, {
      taskId,
      answers: [{ questionId: qs[3]!.id, text: '长'.repeat(2001) }],
    });
    expect(long).toMatchObject({ code: 400, message: Msg.taskAnswerTooLong });
    const stranger = await post(t.app, TaskPaths.submitTask, c.student, {
      taskId,
      answers: [{ questionId: 999_999, text: 'A' }],
    });
    expect(stranger).toMatchObject({ code: 400, message: Msg.taskQuestionNotInTask });
    // Nothing already saved was lost.
    const still = await get<Submission>(t.app, TaskPaths.submission, c.student, { submissionId });
    expect(still.data.state).toBe('DRAFT');
    expect(still.data.answers.find((a) => a.questionId === qs[0]!.id)?.text).toBe('A');
  });

  it('submits: objective answers are marked at once, the wrong one goes to the error book', async () => {
    const teacherBefore = await unread(c.teacher);
    const answers = rightAnswers(qs).map((a) =>
      a.questionId === qs.find((q) => q.type === 'JUDGE')!.id ? { ...a, text: '对' } : a,
    );
    const res = await post<Submission>(t.app, TaskPaths.submitTask, c.student, { taskId, answers });
    expect(res).toMatchObject({ code: 200, message: Msg.taskSubmitted });
    expect(res.data).toMatchObject({ state: 'SUBMITTED', late: false, score: 4, totalScore: 11 });
    const byType = (type: string) =>
      res.data.answers.find((a) => a.questionId === qs.find((q) => q.type === type)!.id)!;
    expect(byType('SINGLE')).toMatchObject({ correct: true, score: 2 });
    expect(byType('JUDGE')).toMatchObject({ correct: false, score: 0 });
    expect(byType('FILL')).toMatchObject({ correct: true, score: 2 });
    expect(byType('SUBJECTIVE')).toMatchObject({ correct: null, score: null });
    expect(await unread(c.teacher)).toBe(teacherBefore + 1);
    const book = await get<{ list: { question: Question; myAnswer: string }[] }>(
      t.app,
      TaskPaths.errorBook,
      c.student,
      {
        mastered: 'false',
      },
    );
    expect(book.data.list.map((e) => e.question.type)).toContain('JUDGE');
    expect(await post(t.app, TaskPaths.submitTask, c.student, { taskId, answers })).toMatchObject({
      code: 400,
      message: Msg.taskAlreadySubmitted,
    });
  });

  it('is marked by the teacher only, within the question’s score; then it is locked until returned', async () => {
    const subjective = qs.find((q) => q.type === 'SUBJECTIVE')!;
    const mark = (token: string, score: number) =>
      post<Submission>(t.app, TaskPaths.markSubmission, token, {
        submissionId,
        marks: [{ questionId: subjective.id, score, comment: '过程清楚' }],
        comment: '判断题再想一想',
      });
    expect(await mark(c.teacher, 6)).toMatchObject({ code: 400, message: Msg.taskScoreTooHigh });
    expect((await mark(c.otherTeacher, 4)).code).toBe(Code.NOT_FOUND);
    expect((await mark(c.student, 4)).code).toBe(Code.FORBIDDEN);
    const teacherBefore = await unread(c.teacher);
    const marked = await mark(c.teacher, 4);
    expect(marked).toMatchObject({ code: 200, message: Msg.taskMarked });
    expect(marked.data).toMatchObject({ state: 'MARKED', score: 8, comment: '判断题再想一想' });
    expect(await unread(c.teacher)).toBe(teacherBefore - 1);
    const detail = await get<TaskDetail>(t.app, TaskPaths.task, c.student, { taskId });
    expect(detail.data.questions.every((q) => q.answer !== null)).toBe(true);
    expect(
      await post(t.app, TaskPaths.saveDraft, c.student, { taskId, answers: [{ questionId: qs[0]!.id, text: 'C' }] }),
    ).toMatchObject({ code: 400, message: Msg.taskMarkedLocked });

    const back = await post<Submission>(t.app, TaskPaths.returnSubmission, c.teacher, {
      submissionId,
      reason: '判断题重做',
    });
    expect(back.data).toMatchObject({ state: 'RETURNED', returnReason: '判断题重做' });
    const redo = await post<Submission>(t.app, TaskPaths.submitTask, c.student, { taskId, answers: rightAnswers(qs) });
    expect(redo.data).toMatchObject({ state: 'SUBMITTED', score: 6 });
  });

  it('keeps one student out of another’s submission, and another teacher out of the class', async () => {
    expect((await get(t.app, TaskPaths.submission, c.classmate, { submissionId })).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TaskPaths.submission, c.otherTeacher, { submissionId })).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TaskPaths.task, c.otherTeacher, { taskId })).code).toBe(Code.NOT_FOUND);
    const q = { taskId, classId: c.classId };
    expect((await get(t.app, TaskPaths.submissions, c.otherTeacher, q)).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TaskPaths.exportScores, c.otherTeacher, q)).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TaskPaths.submissions, c.teacher, { taskId, classId: c.otherClassId })).code).toBe(
      Code.FORBIDDEN,
    );
    expect((await post(t.app, TaskPaths.deleteTask, c.otherTeacher, { taskId })).code).toBe(Code.NOT_FOUND);
    expect((await post(t.app, TaskPaths.deleteTask, c.student, { taskId })).code).toBe(Code.FORBIDDEN);
    expect((await get(t.app, TaskPaths.submission, c.parent, { submissionId })).code).toBe(Code.TOKEN_EXPIRED);
    // A student outside the task's classes does not see it.
    const outsider = (await t.app.tokens.issue('teacher', (await studentOutside()).id)).access_token;
    expect((await get(t.app, TaskPaths.task, outsider, { taskId })).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TaskPaths.mySubmission, outsider, { taskId })).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TaskPaths.mySubmission, c.classmate, { taskId })).data).toBeNull();
    expect((await get(t.app, TaskPaths.mySubmission, c.teacher, { taskId })).data).toBeNull();
    expect((await get(t.app, TaskPaths.mySubmission, c.otherTeacher, { taskId })).code).toBe(Code.NOT_FOUND);
    expect((await post(t.app, TaskPaths.submitTask, outsider, { taskId, answers: rightAnswers(qs) })).code).toBe(
      Code.NOT_FOUND,
    );
  });

  it('lists every student of the class with their state', async () => {
    const rows = await get<{ studentName: string; state: string }[]>(t.app, TaskPaths.submissions, c.teacher, {
      taskId,
      classId: c.classId,
    });
    expect(rows.data).toHaveLength(6);
    expect(rows.data.find((r) => r.studentName === '李小明')?.state).toBe('SUBMITTED');
    expect(rows.data.filter((r) => r.state === 'NOT_STARTED')).toHaveLength(5);
  });
});

describe('the deadline', () => {
  it('accepts a submission after the deadline and marks it late', async () => {
    const taskId = (await push(c.teacher, { title: '限时练习', deadline: beijing(1) })).data.id;
    await t.database.db
      .update(tasks)
      .set({ deadline: new Date(Date.now() - 60_000) })
      .where(eq(tasks.id, taskId));
    const res = await post<Submission>(t.app, TaskPaths.submitTask, c.classmate, { taskId, answers: rightAnswers(qs) });
    expect(res.data).toMatchObject({ state: 'SUBMITTED', late: true, score: 6 });
    const list = await get<{ list: StudentTask[] }>(t.app, TaskPaths.studentTasks, c.classmate, { state: 'DONE' });
    expect(list.data.list.find((x) => x.task.id === taskId)).toMatchObject({ late: true, state: 'SUBMITTED' });
  });
});

/** A pupil of no class of the task's, with a guardian's consent: what stops them here is whose task it is. */
async function studentOutside() {
  const { guardianConsents, users } = await import('../../../db/schema');
  const [row] = await t.database.db
    .insert(users)
    .values({ mobile: '13700009902', displayName: '别班学生', userType: 'STUDENT' })
    .returning();
  await t.database.db.insert(guardianConsents).values({ childId: row!.id, state: 'granted' });
  return row!;
}
