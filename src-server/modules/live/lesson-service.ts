import { and, asc, eq, gte, lt, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '@shared/api/common';
import type { LessonInfo, lessonListQuery, Material, PlanLesson, ScheduleItem } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { teacherProfileRows } from '../../db/repositories/users';
import { classes, liveLessonClasses, liveLessons } from '../../db/schema';
import { className, ownClass, requireTeacher } from '../../domain/classes';
import { liveEventsOf } from '../../domain/live-calendar';
import { beijingDayStart, lessonStatus, lessonWindow, type LessonRow } from '../../domain/live-lessons';
import { isUniqueViolation } from '../../lib/unique-violation';
import { BizError, badRequest, notFound } from '../../lib/errors';
import { signedStreamUrl } from './files';
import { byRelevance, summaries } from './view';

const DAY_MS = 24 * 3600_000;

export async function findLesson(db: Db, lessonId: number): Promise<LessonRow> {
  const [row] = await db.select().from(liveLessons).where(eq(liveLessons.id, lessonId)).limit(1);
  if (!row) throw notFound(Msg.liveLessonNotFound);
  return row;
}

/** Lessons by subject, grade, day and course; the filter's choices come along. */
export async function lessonList(db: Db, userId: number, q: z.output<typeof lessonListQuery>, now: Date) {
  await requireTeacher(db, userId);
  const where: (SQL | undefined)[] = [
    q.subject ? eq(liveLessons.subject, q.subject) : undefined,
    q.grade ? eq(liveLessons.grade, q.grade) : undefined,
    q.courseId ? eq(liveLessons.courseId, q.courseId) : undefined,
  ];
  if (q.date) {
    const from = beijingDayStart(q.date);
    const to = new Date(from.getTime() + DAY_MS);
    where.push(or(eq(liveLessons.daily, true), and(gte(liveLessons.startAt, from), lt(liveLessons.startAt, to))));
  }
  // A school year's lessons are a few hundred at most: ordered by status here, then paged.
  const rows = await db
    .select()
    .from(liveLessons)
    .where(and(...where))
    .orderBy(asc(liveLessons.startAt));
  const all = (await summaries(db, rows, now)).sort(byRelevance);
  const choices = await db
    .selectDistinct({ subject: liveLessons.subject, grade: liveLessons.grade })
    .from(liveLessons)
    .where(q.courseId ? eq(liveLessons.courseId, q.courseId) : undefined);
  const start = (q.pageNum - 1) * q.pageSize;
  return {
    list: all.slice(start, start + q.pageSize),
    total: all.length,
    subjects: [...new Set(choices.map((c) => c.subject))].sort((a, b) => a.localeCompare(b, 'zh')),
    grades: [...new Set(choices.map((c) => c.grade))].sort((a, b) => a.localeCompare(b, 'zh')),
  };
}

export async function lessonInfo(db: Db, config: Config, userId: number, lessonId: number, now: Date) {
  await requireTeacher(db, userId);
  const row = await findLesson(db, lessonId);
  const [summary] = await summaries(db, [row], now);
  const [profile] = await teacherProfileRows(db, row.teacherId);
  const mine = await db
    .select({ cls: classes })
    .from(liveLessonClasses)
    .innerJoin(classes, eq(classes.id, liveLessonClasses.classId))
    .where(and(eq(liveLessonClasses.lessonId, lessonId), eq(liveLessonClasses.teacherId, userId)))
    .orderBy(asc(liveLessonClasses.id));
  const status = summary!.status;
  const info: LessonInfo = {
    ...summary!,
    description: row.description,
    teacherIntro: profile?.introduction ?? '',
    streamUrl: status === 'LIVE' && row.streamPath ? signedStreamUrl(config, row.streamPath) : null,
    replayUrl: status === 'ENDED' && row.replayPath ? signedStreamUrl(config, row.replayPath) : null,
    myClasses: mine.map(({ cls }) => ({ classId: cls.id, className: className(cls, now) })),
  };
  return info;
}

export async function lessonPrepare(db: Db, lessonId: number): Promise<Material[]> {
  return (await findLesson(db, lessonId)).materials;
}

/**
 * Applies a lesson for one of the caller's classes. The lesson row is locked for the count, so two applications
 * of the last place cannot both win; the (lesson, class) unique index refuses a class's second application.
 */
export async function applyLesson(db: Db, userId: number, lessonId: number, classId: number, now: Date) {
  await requireTeacher(db, userId);
  const cls = await ownClass(db, userId, classId);
  const lesson = await findLesson(db, lessonId);
  if (lessonStatus(lesson, now) === 'ENDED') throw badRequest(Msg.liveApplyEnded);
  try {
    await withTx(db, async (tx) => {
      await tx.select({ id: liveLessons.id }).from(liveLessons).where(eq(liveLessons.id, lessonId)).for('update');
      const taken = await tx
        .select({ classId: liveLessonClasses.classId })
        .from(liveLessonClasses)
        .where(eq(liveLessonClasses.lessonId, lessonId));
      if (taken.some((t) => t.classId === classId)) throw badRequest(Msg.liveAlreadyApplied);
      if (taken.length >= lesson.capacity) throw new BizError(Code.BAD_REQUEST, Msg.liveLessonFull);
      if (!lesson.daily) {
        const { start, end } = lessonWindow(lesson, now);
        const others = await tx
          .select({ lesson: liveLessons })
          .from(liveLessonClasses)
          .innerJoin(liveLessons, eq(liveLessons.id, liveLessonClasses.lessonId))
          .where(
            and(eq(liveLessonClasses.classId, classId), eq(liveLessons.daily, false), ne(liveLessons.id, lessonId)),
          );
        const clash = others.some(({ lesson: o }) => {
          const w = lessonWindow(o, now);
          return w.start < end && w.end > start;
        });
        if (clash) throw badRequest(Msg.liveClassBusy);
      }
      await tx.insert(liveLessonClasses).values({ lessonId, classId, teacherId: userId });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(Msg.liveAlreadyApplied);
    throw err;
  }
  const plan = (await planList(db, userId, now)).find((p) => p.lesson.id === lessonId && p.classId === cls.id);
  return plan!;
}

/** The caller's applied lessons: coming and live first (soonest first), then ended ones. */
export async function planList(db: Db, userId: number, now: Date): Promise<PlanLesson[]> {
  await requireTeacher(db, userId);
  const rows = await db
    .select({ plan: liveLessonClasses, lesson: liveLessons, cls: classes })
    .from(liveLessonClasses)
    .innerJoin(liveLessons, eq(liveLessons.id, liveLessonClasses.lessonId))
    .innerJoin(classes, eq(classes.id, liveLessonClasses.classId))
    .where(eq(liveLessonClasses.teacherId, userId))
    .orderBy(asc(liveLessonClasses.id));
  const views = new Map(
    (
      await summaries(
        db,
        rows.map((r) => r.lesson),
        now,
      )
    ).map((s) => [s.id, s]),
  );
  return rows
    .map((r) => ({
      id: r.plan.id,
      lesson: views.get(r.lesson.id)!,
      classId: r.cls.id,
      className: className(r.cls, now),
      createdAt: r.plan.createdAt.toISOString(),
    }))
    .sort((a, b) => byRelevance(a.lesson, b.lesson));
}

export async function scheduleList(db: Db, userId: number, startDate: string, endDate: string) {
  await requireTeacher(db, userId);
  const from = beijingDayStart(startDate);
  const to = new Date(beijingDayStart(endDate).getTime() + DAY_MS);
  if (to <= from) throw badRequest(Msg.badRequest);
  if (to.getTime() - from.getTime() > 62 * DAY_MS) throw badRequest(Msg.liveRangeTooLong);
  const events = await liveEventsOf(db, userId, from, to);
  return events.map((e): ScheduleItem => ({ ...e, start: e.start.toISOString(), end: e.end.toISOString() }));
}
