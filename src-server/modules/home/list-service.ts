import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ActivityCard, ActivityPhase, AiCourseCard, DigitalBookCard, LiveCourseCard } from '@shared/api/home';
import type { Db } from '../../db/client';
import { activities, aiCourses, digitalBooks, liveCourses } from '../../db/schema';
import { phaseOf } from '../../domain/activity-timeline';
import { phaseWhere } from '../../db/repositories/activity-phase';

export interface Paging {
  pageNum: number;
  pageSize: number;
}
const offsetOf = (p: Paging) => (p.pageNum - 1) * p.pageSize;
const totalOf = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);

type ActivityStatus = ActivityCard['status'];

export function activityStatus(start: Date, end: Date, now: Date): ActivityStatus {
  if (end.getTime() <= now.getTime()) return 'ENDED';
  return start.getTime() > now.getTime() ? 'UPCOMING' : 'ONGOING';
}

/** Activities: by status when asked; otherwise ongoing first, then upcoming, then ended, newest first in each. */
export async function listActivities(
  db: Db,
  p: Paging & { status?: ActivityStatus; phase?: ActivityPhase },
  now = new Date(),
) {
  const byStatus: Record<ActivityStatus, SQL> = {
    ENDED: sql`${activities.endTime} <= ${now}`,
    UPCOMING: sql`${activities.startTime} > ${now}`,
    ONGOING: sql`${activities.startTime} <= ${now} AND ${activities.endTime} > ${now}`,
  };
  const where = and(p.status ? byStatus[p.status] : undefined, p.phase ? phaseWhere(p.phase, now) : undefined);
  const rank = sql`CASE WHEN ${activities.endTime} <= ${now} THEN 2 WHEN ${activities.startTime} > ${now} THEN 1 ELSE 0 END`;
  const rows = await db
    .select()
    .from(activities)
    .where(where)
    .orderBy(rank, desc(activities.startTime), asc(activities.id))
    .limit(p.pageSize)
    .offset(offsetOf(p));
  const total = totalOf(await db.select({ n: count() }).from(activities).where(where));
  const list: ActivityCard[] = rows.map((a) => ({
    id: a.id,
    name: a.name,
    cover: a.cover,
    startTime: a.startTime.toISOString(),
    endTime: a.endTime.toISOString(),
    description: a.description,
    status: activityStatus(a.startTime, a.endTime, now),
    phase: phaseOf(a, now),
  }));
  return { list, total };
}

export async function listAiCourses(db: Db, p: Paging & { subject?: string }) {
  const where = p.subject ? eq(aiCourses.subject, p.subject) : undefined;
  const rows = await db
    .select()
    .from(aiCourses)
    .where(where)
    .orderBy(asc(aiCourses.id))
    .limit(p.pageSize)
    .offset(offsetOf(p));
  const total = totalOf(await db.select({ n: count() }).from(aiCourses).where(where));
  const list: AiCourseCard[] = rows.map((c) => ({
    id: c.id,
    title: c.title,
    coverUrl: c.coverUrl,
    subject: c.subject,
    gradeRange: c.gradeRange,
    lessonCount: c.lessonCount,
    description: c.description,
  }));
  return { list, total };
}

/** Live courses, soonest first (those without a time last). */
export async function listLiveCourses(db: Db, p: Paging) {
  const rows = await db
    .select()
    .from(liveCourses)
    .orderBy(sql`${liveCourses.startTime} ASC NULLS LAST`, asc(liveCourses.id))
    .limit(p.pageSize)
    .offset(offsetOf(p));
  const total = totalOf(await db.select({ n: count() }).from(liveCourses));
  const list: LiveCourseCard[] = rows.map((l) => ({
    id: l.id,
    name: l.name,
    coverUrl: l.coverUrl,
    teacherName: l.teacherName,
    startTime: l.startTime ? l.startTime.toISOString() : null,
    description: l.description,
  }));
  return { list, total };
}

export async function listDigitalBooks(db: Db, p: Paging & { digitalBookType?: DigitalBookCard['digitalBookType'] }) {
  const where = p.digitalBookType ? and(eq(digitalBooks.digitalBookType, p.digitalBookType)) : undefined;
  const rows = await db
    .select()
    .from(digitalBooks)
    .where(where)
    .orderBy(asc(digitalBooks.id))
    .limit(p.pageSize)
    .offset(offsetOf(p));
  const total = totalOf(await db.select({ n: count() }).from(digitalBooks).where(where));
  const list: DigitalBookCard[] = rows.map((b) => ({
    id: b.id,
    title: b.title,
    cover: b.cover,
    digitalBookType: b.digitalBookType === 'PAPER_DIGITAL' ? 'PAPER_DIGITAL' : 'DIGITAL',
    author: b.author,
    subject: b.subject,
    grade: b.grade,
  }));
  return { list, total };
}
