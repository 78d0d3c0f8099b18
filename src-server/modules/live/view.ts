import { count, inArray } from 'drizzle-orm';
import type { LessonSummary } from '@shared/api/live';
import type { Executor } from '../../db/repositories/tx';
import { displayNames } from '../../db/repositories/users';
import { liveCourses, liveLessonClasses } from '../../db/schema';
import { lessonStatus, lessonWindow, type LessonRow } from '../../domain/live-lessons';

/** Lessons as the client reads them: course name, teacher name, today's window, status and applied classes. */
export async function summaries(db: Executor, rows: LessonRow[], now: Date): Promise<LessonSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [courses, names, applied] = await Promise.all([
    db
      .select({ id: liveCourses.id, name: liveCourses.name, cover: liveCourses.coverUrl })
      .from(liveCourses)
      .where(inArray(liveCourses.id, [...new Set(rows.map((r) => r.courseId))])),
    displayNames(
      db,
      rows.map((r) => r.teacherId),
    ),
    db
      .select({ lessonId: liveLessonClasses.lessonId, n: count() })
      .from(liveLessonClasses)
      .where(inArray(liveLessonClasses.lessonId, ids))
      .groupBy(liveLessonClasses.lessonId),
  ]);
  const course = new Map(courses.map((c) => [c.id, c]));
  const appliedOf = new Map(applied.map((a) => [a.lessonId, Number(a.n)]));
  return rows.map((r) => {
    const { start, end } = lessonWindow(r, now);
    return {
      id: r.id,
      courseId: r.courseId,
      courseName: course.get(r.courseId)?.name ?? '',
      title: r.title,
      subject: r.subject,
      grade: r.grade,
      teacherId: r.teacherId,
      teacherName: names.get(r.teacherId) ?? '',
      cover: course.get(r.courseId)?.cover ?? '',
      start: start.toISOString(),
      end: end.toISOString(),
      daily: r.daily,
      status: lessonStatus(r, now),
      capacity: r.capacity,
      applied: appliedOf.get(r.id) ?? 0,
    };
  });
}

/** Live first, then the coming ones soonest first, then the ended ones latest first. */
export function byRelevance(a: LessonSummary, b: LessonSummary): number {
  const rank = { LIVE: 0, NOT_STARTED: 1, ENDED: 2 } as const;
  if (rank[a.status] !== rank[b.status]) return rank[a.status] - rank[b.status];
  const d = a.start.localeCompare(b.start);
  return a.status === 'ENDED' ? -d : d;
}
