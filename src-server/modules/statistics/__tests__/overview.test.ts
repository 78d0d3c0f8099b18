import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { StatisticsPaths as P, type TeacherDataOverview } from '@shared/api/statistics';
import { Msg } from '@shared/rules/messages';
import {
  aicourseLessons,
  aicourseUnitsDone,
  classCourses,
  classStudents,
  digitalProgress,
  questions,
  tasks,
  taskSubmissions,
} from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { liveCast, type LiveCast } from '../../live/__tests__/helpers';

/**
 * 我的数据: figures counted from the tables over a range. A January of 2025 holds nothing from the demo seed, so
 * the rows written here are all there is and every figure is known.
 */
let t: TestApp;
let c: LiveCast;
const overview = (token: string | undefined, startDate: string, endDate: string) =>
  call<TeacherDataOverview>(t.app, { url: P.teacherOverview, token, query: { startDate, endDate } }).then(
    (r) => r.body,
  );

beforeAll(async () => {
  t = await createTestApp();
  c = await liveCast(t.app, t.database.db);
  const db = t.database.db;
  const [cc] = await db.select().from(classCourses).where(eq(classCourses.classId, c.classId)).limit(1);
  const [unitRow] = await db
    .select()
    .from(aicourseUnitsDone)
    .where(eq(aicourseUnitsDone.classCourseId, cc!.id))
    .limit(1);
  await db.insert(aicourseLessons).values([
    { classCourseId: cc!.id, day: '2025-01-06' },
    { classCourseId: cc!.id, day: '2025-01-08' },
    { classCourseId: cc!.id, day: '2025-02-03' },
  ]);
  if (unitRow)
    await db
      .update(aicourseUnitsDone)
      .set({ finishedAt: new Date('2025-01-06T03:00:00Z') })
      .where(and(eq(aicourseUnitsDone.classCourseId, cc!.id), eq(aicourseUnitsDone.unitId, unitRow.unitId)));
  const students = await db.select().from(classStudents).where(eq(classStudents.classId, c.classId)).limit(2);
  const [task] = await db.select().from(tasks).where(eq(tasks.teacherId, c.me)).limit(1);
  const qs = await db.select().from(questions);
  const full = task!.questionIds.reduce((n, id) => n + (qs.find((q) => q.id === id)?.score ?? 0), 0);
  await db
    .insert(digitalProgress)
    .values([
      { userId: students[0]!.studentId, bookId: task!.bookId, page: 3, updatedAt: new Date('2025-01-08T01:00:00Z') },
      { userId: c.me, bookId: task!.bookId, page: 5, updatedAt: new Date('2025-01-09T01:00:00Z') },
    ])
    .onConflictDoUpdate({
      target: [digitalProgress.userId, digitalProgress.bookId],
      set: { updatedAt: new Date('2025-01-08T01:00:00Z') },
    });
  // A task pushed in January with two submissions: one marked (3/4 of full marks), one waiting.
  const [jan] = await db
    .insert(tasks)
    .values({ ...task!, id: undefined, createdAt: new Date('2025-01-07T02:00:00Z') })
    .returning();
  await db.insert(taskSubmissions).values([
    {
      taskId: jan!.id,
      classId: c.classId,
      studentId: students[0]!.studentId,
      state: 'MARKED',
      score: full * 0.75,
      submittedAt: new Date('2025-01-08T02:00:00Z'),
      markedAt: new Date('2025-01-09T02:00:00Z'),
    },
    {
      taskId: jan!.id,
      classId: c.classId,
      studentId: students[1]!.studentId,
      state: 'SUBMITTED',
      submittedAt: new Date('2025-01-09T15:30:00Z'),
    },
  ]);
});
afterAll(() => t.close());

describe('teacher data overview', () => {
  it('counts lessons, units, reading and homework of the range by Beijing day', async () => {
    const res = await overview(c.teacher, '2025-01-01', '2025-01-31');
    expect(res.code).toBe(Code.OK);
    expect(res.data.totals).toMatchObject({
      aiLessons: 2,
      liveLessons: 0,
      unitsFinished: 1,
      booksRead: 1,
      readers: 1,
      tasksPushed: 1,
      submitted: 2,
      marked: 1,
      averageScore: 75,
    });
    expect(res.data.totals.courses).toBeGreaterThan(0);
    expect(res.data.daily).toHaveLength(31);
    const on = (d: string) => res.data.daily.find((x) => x.date === d)!;
    expect(on('2025-01-06').aiLessons).toBe(1);
    expect(on('2025-01-08')).toMatchObject({ aiLessons: 1, submitted: 1, readers: 1 });
    // 15:30 UTC is 23:30 in Beijing: still the 9th.
    expect(on('2025-01-09')).toMatchObject({ submitted: 1, marked: 1 });
  });

  it('counts the live lessons that have taken place and the demo reading', async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() + 8 * 3600_000 - 7 * 86_400_000).toISOString().slice(0, 10);
    const res = await overview(c.teacher, weekAgo, today);
    // The demo applied the ended lesson for 三年级2班 three days ago.
    expect(res.data.totals.liveLessons).toBeGreaterThanOrEqual(1);
    // The demo classmates read textbooks over the last three weeks (seed 2200-reading).
    const month = await overview(
      c.teacher,
      new Date(Date.now() + 8 * 3600_000 - 29 * 86_400_000).toISOString().slice(0, 10),
      today,
    );
    expect(month.data.totals.readers).toBeGreaterThanOrEqual(3);
    expect(month.data.daily.reduce((n, d) => n + d.readers, 0)).toBeGreaterThanOrEqual(month.data.totals.readers);
  });

  it("shows another teacher none of this teacher's figures", async () => {
    const res = await overview(c.second, '2025-01-01', '2025-01-31');
    expect(res.code).toBe(Code.OK);
    expect(res.data.totals).toMatchObject({ aiLessons: 0, readers: 0, tasksPushed: 0, submitted: 0, marked: 0 });
    expect(res.data.totals.averageScore).toBeNull();
  });

  it('refuses parents, students and strangers', async () => {
    expect((await overview(c.parent, '2025-01-01', '2025-01-31')).code).not.toBe(Code.OK);
    const student = await signIn(t.app, DEMO_USERS.student.mobile, 'STUDENT');
    expect((await overview(student, '2025-01-01', '2025-01-31')).code).not.toBe(Code.OK);
    expect((await overview(undefined, '2025-01-01', '2025-01-31')).code).not.toBe(Code.OK);
  });

  it('refuses reversed, too long and malformed ranges with a clear message', async () => {
    expect(await overview(c.teacher, '2025-02-01', '2025-01-01')).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.calendarRangeInvalid,
    });
    expect(await overview(c.teacher, '2025-01-01', '2025-09-01')).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.statisticsRangeTooLong,
    });
    expect((await overview(c.teacher, '2025-01-01', '2025-07-19')).code).toBe(Code.OK);
    expect((await overview(c.teacher, '2025-13-01', '2025-12-31')).code).toBe(Code.BAD_REQUEST);
  });
});
