import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  TaskPaths,
  type ClassStatistics,
  type Question,
  type ScoreExport,
  type StudentTask,
  type Submission,
  type TaskSummary,
} from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { NoticePaths } from '@shared/api/notice';
import { CLASSMATES } from '../../../db/seeds/1100-aicourse';
import { users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { uploadImage } from '../../files/__tests__/form';
import { beijing, castOf, get, lessonQuestions, post, rightAnswers, type Cast } from './helpers';
import { eq } from 'drizzle-orm';

/**
 * What the teacher and the students read back: statistics and the score export computed from the demo task's
 * known submissions (张子涵 11/11 and 陈思雨 7/11 marked; 刘浩然 and 赵一诺 waiting, one objective wrong each), the
 * error book, photo answers and deleting a task.
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

const tokenOf = async (name: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.displayName, name));
  return (await t.app.tokens.issue('teacher', row!.id)).access_token;
};

describe('class statistics', () => {
  it('computes averages, distribution, correct rates and the most-wrong questions from the submissions', async () => {
    const res = await get<ClassStatistics>(t.app, TaskPaths.classStatistics, c.teacher, { classId: c.classId });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ classId: c.classId, className: '三年级2班', studentCount: 6 });
    const task = res.data.tasks.find((x) => x.taskId === c.demoTaskId)!;
    // Marked: 11 and 7 of 11 → average 9; 100 % in the top band, 63.6 % in the 60–70 band.
    expect(task).toMatchObject({ submitted: 4, average: 9, totalScore: 11, distribution: [0, 1, 0, 0, 1] });
    const perQuestion = res.data.questions.filter((q) => q.taskId === c.demoTaskId);
    const rate = (type: string) => perQuestion.find((q) => q.type === type)!;
    // Each objective question: one wrong of four. The subjective one: 5 and 3 of 5 (both at least half).
    expect(rate('SINGLE')).toMatchObject({ answered: 4, correctRate: 0.75, averageScore: 1.5 });
    expect(rate('JUDGE')).toMatchObject({ answered: 4, correctRate: 0.75 });
    expect(rate('FILL')).toMatchObject({ answered: 4, correctRate: 0.75 });
    expect(rate('SUBJECTIVE')).toMatchObject({ answered: 2, correctRate: 1, averageScore: 4 });
    expect(res.data.mostWrong.map((q) => q.correctRate)).toEqual([0.75, 0.75, 0.75]);
  });

  it('says per student of the class what they submitted and their mean score rate over marked work', async () => {
    const res = await get<ClassStatistics>(t.app, TaskPaths.classStatistics, c.teacher, { classId: c.classId });
    const students = res.data.students;
    expect(students).toHaveLength(res.data.studentCount);
    const of = (name: string) => students.find((s) => s.studentName === name);
    // The only task so far is the demo task: 11/11 and 7/11 marked, two submitted waiting, the rest nothing.
    expect(of('张子涵')).toMatchObject({ submitted: 1, marked: 1, averageRate: 1 });
    expect(of('陈思雨')).toMatchObject({ submitted: 1, marked: 1, averageRate: 0.6364 });
    expect(of('刘浩然')).toMatchObject({ submitted: 1, marked: 0, averageRate: null });
    expect(of('赵一诺')).toMatchObject({ submitted: 1, marked: 0, averageRate: null });
    expect(of(CLASSMATES[4]!)).toMatchObject({ submitted: 0, marked: 0, averageRate: null });
    expect(students.find((s) => s.studentId === c.studentId)).toMatchObject({ submitted: 0, averageRate: null });
  });

  it('gives a class without tasks its roster and nothing else', async () => {
    const res = await get<ClassStatistics>(t.app, TaskPaths.classStatistics, c.otherTeacher, {
      classId: c.otherClassId,
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ studentCount: 0, tasks: [], questions: [], mostWrong: [], students: [] });
    // Filtering by a book with no task of the class leaves the tasks out but keeps the students.
    const none = await get<ClassStatistics>(t.app, TaskPaths.classStatistics, c.teacher, {
      classId: c.classId,
      bookId: c.mathBookId + 1000,
    });
    expect(none.data).toMatchObject({ tasks: [], mostWrong: [] });
    expect(none.data.students.every((s) => s.submitted === 0 && s.averageRate === null)).toBe(true);
    expect(none.data.students).toHaveLength(none.data.studentCount);
  });

  it('is the class teacher’s alone', async () => {
    expect((await get(t.app, TaskPaths.classStatistics, c.otherTeacher, { classId: c.classId })).code).toBe(
      Code.FORBIDDEN,
    );
    // Nor may the class teacher read another teacher's class (roster included).
    const other = await get<ClassStatistics>(t.app, TaskPaths.classStatistics, c.teacher, { classId: c.otherClassId });
    expect(other.code).toBe(Code.FORBIDDEN);
    expect(other.data).toBeFalsy();
    expect((await get(t.app, TaskPaths.classStatistics, c.teacher, { classId: 999_999 })).code).toBe(Code.NOT_FOUND);
    expect((await get(t.app, TaskPaths.classStatistics, c.student, { classId: c.classId })).code).toBe(Code.FORBIDDEN);
    expect((await get(t.app, TaskPaths.classStatistics, c.parent, { classId: c.classId })).code).toBe(
      Code.TOKEN_EXPIRED,
    );
    expect((await get(t.app, TaskPaths.classStatistics, c.teacher, { classId: 'abc' })).code).toBe(Code.BAD_REQUEST);
  });
});

describe('the score export', () => {
  it('is a CSV with a BOM: every student of the class, per question and in total', async () => {
    const res = await get<ScoreExport>(t.app, TaskPaths.exportScores, c.teacher, {
      taskId: c.demoTaskId,
      classId: c.classId,
    });
    expect(res).toMatchObject({ code: 200, message: Msg.taskExported });
    expect(res.data.fileName).toBe('混合运算练习：买文具-三年级2班-成绩.csv');
    const bytes = Buffer.from(res.data.base64, 'base64');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('姓名,状态,迟交,提交时间,第1题（2分）,第2题（2分）,第3题（2分）,第4题（5分）,总分');
    expect(lines).toHaveLength(7);
    expect(lines.find((l) => l.startsWith(CLASSMATES[0]!))).toMatch(
      /^张子涵,已批改,,\d{4}-\d\d-\d\d \d\d:\d\d,2,2,2,5,11$/,
    );
    expect(lines.find((l) => l.startsWith(CLASSMATES[2]!))).toMatch(/,待批改,.*,2,2,0,,4$/);
    expect(lines.find((l) => l.startsWith('李小明'))).toBe('李小明,未提交,,,,,,,');
  });
});

describe('the error book', () => {
  it('holds the wrong answer; a wrong retry keeps it, a right one masters it', async () => {
    const chen = await tokenOf(CLASSMATES[1]!);
    const book = await get<{ list: { id: number; question: Question; myAnswer: string; mastered: boolean }[] }>(
      t.app,
      TaskPaths.errorBook,
      chen,
    );
    expect(book.data.list).toHaveLength(1);
    const entry = book.data.list[0]!;
    expect(entry).toMatchObject({ myAnswer: 'T', mastered: false });
    expect(entry.question.type).toBe('JUDGE');
    // Another student cannot retry or remove it.
    expect((await post(t.app, TaskPaths.retryError, c.student, { errorId: entry.id, answer: 'F' })).code).toBe(
      Code.NOT_FOUND,
    );
    expect((await post(t.app, TaskPaths.removeError, c.student, { errorId: entry.id })).code).toBe(Code.NOT_FOUND);
    const wrong = await post<{ correct: boolean; mastered: boolean }>(t.app, TaskPaths.retryError, chen, {
      errorId: entry.id,
      answer: '对',
    });
    expect(wrong.data).toMatchObject({ correct: false, mastered: false });
    const right = await post<{ correct: boolean; mastered: boolean; answer: string }>(
      t.app,
      TaskPaths.retryError,
      chen,
      {
        errorId: entry.id,
        answer: '错',
      },
    );
    expect(right.data).toMatchObject({ correct: true, mastered: true, answer: 'F' });
    const open = await get<{ total: number }>(t.app, TaskPaths.errorBook, chen, { mastered: 'false' });
    expect(open.data.total).toBe(0);
    expect((await post(t.app, TaskPaths.removeError, chen, { errorId: entry.id })).message).toBe(
      Msg.errorQuestionRemoved,
    );
    expect((await get<{ total: number }>(t.app, TaskPaths.errorBook, chen)).data.total).toBe(0);
  });

  it('is empty for a teacher', async () => {
    expect((await get<{ total: number }>(t.app, TaskPaths.errorBook, c.teacher)).data.total).toBe(0);
    expect((await get<{ total: number }>(t.app, TaskPaths.studentTasks, c.teacher)).data.total).toBe(0);
  });
});

describe('photo answers and deleting a task', () => {
  it('takes the student’s own uploaded photo, not another’s', async () => {
    const taskId = (
      await post<TaskSummary>(t.app, TaskPaths.pushTask, c.teacher, {
        bookId: c.mathBookId,
        lessonId: c.lessonId,
        title: '拍照作答',
        questionIds: qs.map((q) => q.id),
        classIds: [c.classId],
        deadline: beijing(24),
      })
    ).data.id;
    const subjective = qs.find((q) => q.type === 'SUBJECTIVE')!.id;
    const theirs = await uploadImage(t.app, c.classmate);
    const refused = await post(t.app, TaskPaths.submitTask, c.student, {
      taskId,
      answers: [{ questionId: subjective, text: '', photos: [theirs] }],
    });
    expect(refused).toMatchObject({ code: 400, message: Msg.taskPhotoOnly });
    const mine = await uploadImage(t.app, c.student);
    const answers = rightAnswers(qs).map((a) => (a.questionId === subjective ? { ...a, photos: [mine] } : a));
    const res = await post<Submission>(t.app, TaskPaths.submitTask, c.student, { taskId, answers });
    expect(res.code).toBe(200);
    expect(res.data.answers.find((a) => a.questionId === subjective)?.photos).toEqual([mine]);

    const before = (
      await get<{ unReadDigitalHomeworkCount: number }>(t.app, NoticePaths.digitalHomeworkNotice, c.teacher)
    ).data.unReadDigitalHomeworkCount;
    expect((await post(t.app, TaskPaths.deleteTask, c.teacher, { taskId })).message).toBe(Msg.taskDeleted);
    const after = (
      await get<{ unReadDigitalHomeworkCount: number }>(t.app, NoticePaths.digitalHomeworkNotice, c.teacher)
    ).data.unReadDigitalHomeworkCount;
    expect(after).toBe(before - 1);
    expect((await get(t.app, TaskPaths.task, c.teacher, { taskId })).code).toBe(Code.NOT_FOUND);
    const list = await get<{ list: StudentTask[] }>(t.app, TaskPaths.studentTasks, c.student);
    expect(list.data.list.some((x) => x.task.id === taskId)).toBe(false);
  });
});

describe('leaving the class and submitting at once', () => {
  it('refuses a student taken out of the class, keeping the draft', async () => {
    const { classStudents } = await import('../../../db/schema');
    const { and } = await import('drizzle-orm');
    const sun = await tokenOf(CLASSMATES[4]!);
    const [row] = await t.database.db.select().from(users).where(eq(users.displayName, CLASSMATES[4]!));
    const taskId = (
      await post<TaskSummary>(t.app, TaskPaths.pushTask, c.teacher, {
        bookId: c.mathBookId,
        lessonId: c.lessonId,
        title: '离班测试',
        questionIds: qs.map((q) => q.id),
        classIds: [c.classId],
        deadline: beijing(24),
      })
    ).data.id;
    const draft = await post<Submission>(t.app, TaskPaths.saveDraft, sun, {
      taskId,
      answers: [{ questionId: qs[0]!.id, text: 'B' }],
    });
    await t.database.db
      .delete(classStudents)
      .where(and(eq(classStudents.classId, c.classId), eq(classStudents.studentId, row!.id)));
    const res = await post(t.app, TaskPaths.submitTask, sun, { taskId, answers: rightAnswers(qs) });
    expect(res).toMatchObject({ code: Code.FORBIDDEN, message: Msg.taskClassRemoved });
    const kept = await get<Submission>(t.app, TaskPaths.submission, sun, { submissionId: draft.data.id });
    expect(kept.data).toMatchObject({ state: 'DRAFT' });
    expect(kept.data.answers.find((a) => a.questionId === qs[0]!.id)?.text).toBe('B');
    // The teacher still sees the answer among the class's submissions.
    const rows = await get<{ studentName: string; state: string }[]>(t.app, TaskPaths.submissions, c.teacher, {
      taskId,
      classId: c.classId,
    });
    expect(rows.data.find((r) => r.studentName === CLASSMATES[4])?.state).toBe('DRAFT');
  });

  it('takes one of two submissions sent at once and tells the other it was already submitted', async () => {
    const taskId = (
      await post<TaskSummary>(t.app, TaskPaths.pushTask, c.teacher, {
        bookId: c.mathBookId,
        lessonId: c.lessonId,
        title: '并发提交',
        questionIds: qs.map((q) => q.id),
        classIds: [c.classId],
        deadline: beijing(24),
      })
    ).data.id;
    const both = await Promise.all(
      [1, 2].map(() => post(t.app, TaskPaths.submitTask, c.student, { taskId, answers: rightAnswers(qs) })),
    );
    expect(both.map((r) => r.code).sort()).toEqual([200, 400]);
    expect(both.find((r) => r.code === 400)?.message).toBe(Msg.taskAlreadySubmitted);
  });
});

describe('validation messages', () => {
  it('says “too long” only for a long answer, and keeps the generic message for other bad input', async () => {
    const body = (answer: Record<string, unknown>) => ({
      taskId: c.demoTaskId,
      answers: [{ questionId: qs[0]!.id, ...answer }],
    });
    const send = (answer: Record<string, unknown>) => post(t.app, TaskPaths.submitTask, c.student, body(answer));
    expect(await send({ text: '长'.repeat(2001) })).toMatchObject({ code: 400, message: Msg.taskAnswerTooLong });
    const wrongType = await send({ text: 123 });
    expect(wrongType.code).toBe(400);
    expect(wrongType.message).toMatch(new RegExp(`^${Msg.badRequest}`));
    expect(await send({ photos: [42] })).toMatchObject({ code: 400, message: Msg.taskPhotoOnly });
    const many = Array.from({ length: 7 }, (_, i) => `/files/uploads/images/202601/p${i}.png`);
    const tooMany = await send({ photos: many });
    expect(tooMany.code).toBe(400);
    expect(tooMany.message).toMatch(new RegExp(`^${Msg.badRequest}`));
  });
});
