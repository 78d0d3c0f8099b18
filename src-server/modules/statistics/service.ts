import { and, eq, gte, inArray, isNotNull, lt, lte } from 'drizzle-orm';
import { OVERVIEW_MAX_DAYS, type DayFigures, type TeacherDataOverview } from '@shared/api/statistics';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import {
  aicourseLessons,
  aicourseUnitsDone,
  classCourses,
  classes,
  classStudents,
  digitalProgress,
  questions,
  tasks,
  taskSubmissions,
} from '../../db/schema';
import { requireTeacher } from '../../domain/classes';
import { liveEventsOf } from '../../domain/live-calendar';
import { beijingDay, beijingDayStart } from '../../domain/live-lessons';
import { badRequest } from '../../lib/errors';

/**
 * 我的数据: the teacher's own figures over [startDate, endDate] (Beijing days), counted from the tables. Only rows
 * of the teacher's classes and tasks are read, so no other teacher's figures can leak in. Rows are bucketed by
 * Beijing day here (a few hundred rows a teacher), which keeps one code path for PGlite and PostgreSQL.
 */
const DAY_MS = 24 * 3600_000;
type Counter = Omit<DayFigures, 'date'>;

export async function teacherOverview(
  db: Db,
  teacherId: number,
  startDate: string,
  endDate: string,
  now: Date,
): Promise<TeacherDataOverview> {
  await requireTeacher(db, teacherId);
  const from = beijingDayStart(startDate);
  const to = new Date(beijingDayStart(endDate).getTime() + DAY_MS);
  if (to <= from) throw badRequest(Msg.calendarRangeInvalid);
  if (to.getTime() - from.getTime() > OVERVIEW_MAX_DAYS * DAY_MS) throw badRequest(Msg.statisticsRangeTooLong);

  const days = new Map<string, Counter>();
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS)
    days.set(beijingDay(new Date(t)), { aiLessons: 0, liveLessons: 0, submitted: 0, marked: 0, readers: 0 });
  const bump = (day: string, key: keyof Counter, by = 1) => {
    const d = days.get(day);
    if (d) d[key] += by;
  };

  const classIds = (await db.select({ id: classes.id }).from(classes).where(eq(classes.ownerId, teacherId))).map(
    (r) => r.id,
  );
  const ccIds = classIds.length
    ? (await db.select({ id: classCourses.id }).from(classCourses).where(inArray(classCourses.classId, classIds))).map(
        (r) => r.id,
      )
    : [];

  // AI course lessons taught, and units finished.
  let unitsFinished = 0;
  if (ccIds.length) {
    const lessons = await db
      .select({ day: aicourseLessons.day })
      .from(aicourseLessons)
      .where(
        and(
          inArray(aicourseLessons.classCourseId, ccIds),
          gte(aicourseLessons.day, startDate),
          lte(aicourseLessons.day, endDate),
        ),
      );
    for (const l of lessons) bump(String(l.day).slice(0, 10), 'aiLessons');
    unitsFinished = (
      await db
        .select({ at: aicourseUnitsDone.finishedAt })
        .from(aicourseUnitsDone)
        .where(
          and(
            inArray(aicourseUnitsDone.classCourseId, ccIds),
            gte(aicourseUnitsDone.finishedAt, from),
            lt(aicourseUnitsDone.finishedAt, to),
          ),
        )
    ).length;
  }

  // Live lessons the teacher's classes attended: applied lessons that have started.
  const liveTo = new Date(Math.min(to.getTime(), now.getTime()));
  if (liveTo > from)
    for (const e of await liveEventsOf(db, teacherId, from, liveTo))
      if (e.kind === 'LIVE_LESSON' && e.start < liveTo) bump(beijingDay(e.start), 'liveLessons');

  // Textbook reading: the teacher's own books, and the students of their classes who read.
  const booksRead = (
    await db
      .select({ bookId: digitalProgress.bookId })
      .from(digitalProgress)
      .where(
        and(
          eq(digitalProgress.userId, teacherId),
          gte(digitalProgress.updatedAt, from),
          lt(digitalProgress.updatedAt, to),
        ),
      )
  ).length;
  const readerSet = new Set<number>();
  if (classIds.length) {
    const reads = await db
      .selectDistinct({ userId: digitalProgress.userId, at: digitalProgress.updatedAt })
      .from(digitalProgress)
      .innerJoin(classStudents, eq(classStudents.studentId, digitalProgress.userId))
      .where(
        and(
          inArray(classStudents.classId, classIds),
          gte(digitalProgress.updatedAt, from),
          lt(digitalProgress.updatedAt, to),
        ),
      );
    const perDay = new Map<string, Set<number>>();
    for (const r of reads) {
      readerSet.add(r.userId);
      const day = beijingDay(r.at);
      perDay.set(day, (perDay.get(day) ?? new Set()).add(r.userId));
    }
    for (const [day, who] of perDay) bump(day, 'readers', who.size);
  }

  // Textbook homework: tasks pushed, submissions received and marked, the average mark.
  const tasksPushed = (
    await db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.teacherId, teacherId), gte(tasks.createdAt, from), lt(tasks.createdAt, to)))
  ).length;
  const subs = await db
    .select({ s: taskSubmissions, questionIds: tasks.questionIds })
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .where(and(eq(tasks.teacherId, teacherId), isNotNull(taskSubmissions.submittedAt)));
  const markedScores: { score: number; questionIds: number[] }[] = [];
  for (const { s, questionIds } of subs) {
    if (s.submittedAt && s.submittedAt >= from && s.submittedAt < to) bump(beijingDay(s.submittedAt), 'submitted');
    if (s.state === 'MARKED' && s.markedAt && s.markedAt >= from && s.markedAt < to) {
      bump(beijingDay(s.markedAt), 'marked');
      if (s.score !== null) markedScores.push({ score: s.score, questionIds });
    }
  }
  const averageScore = await averagePercent(db, markedScores);

  const daily = [...days].map(([date, c]) => ({ date, ...c }));
  const sum = (k: keyof Counter) => daily.reduce((n, d) => n + d[k], 0);
  return {
    startDate,
    endDate,
    totals: {
      aiLessons: sum('aiLessons'),
      liveLessons: sum('liveLessons'),
      courses: ccIds.length,
      unitsFinished,
      booksRead,
      readers: readerSet.size,
      tasksPushed,
      submitted: sum('submitted'),
      marked: sum('marked'),
      averageScore,
    },
    daily,
  };
}

/** The mean of score / full marks, in percent with one decimal; null when nothing was marked. */
async function averagePercent(db: Db, marked: { score: number; questionIds: number[] }[]) {
  if (!marked.length) return null;
  const ids = [...new Set(marked.flatMap((m) => m.questionIds))];
  const rows = ids.length
    ? await db.select({ id: questions.id, score: questions.score }).from(questions).where(inArray(questions.id, ids))
    : [];
  const worth = new Map(rows.map((r) => [r.id, r.score]));
  const percents = marked
    .map((m) => ({ score: m.score, full: m.questionIds.reduce((n, q) => n + (worth.get(q) ?? 0), 0) }))
    .filter((m) => m.full > 0)
    .map((m) => (m.score / m.full) * 100);
  if (!percents.length) return null;
  return Math.round((percents.reduce((a, b) => a + b, 0) / percents.length) * 10) / 10;
}
