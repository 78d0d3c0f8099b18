import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { CourseSummary, Progress } from '@shared/api/boutique';
import type { Executor } from '../../db/repositories/tx';
import type { boutiqueCourses } from '../../db/schema';
import { boutiqueEnrollments, boutiqueLessons, boutiqueProgress } from '../../db/schema';

export type CourseRow = typeof boutiqueCourses.$inferSelect;

/** The generated cover of a course (modules/files/cover-service.ts draws it). */
export const coverOf = (id: number) => `/files/covers/boutique-${id}.svg`;

/** Courses as the catalogue shows them: lesson count and length, learners, and whether the caller joined. */
export async function summaries(db: Executor, userId: number, rows: CourseRow[]): Promise<CourseSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lessons, learners, mine] = await Promise.all([
    db
      .select({
        courseId: boutiqueLessons.courseId,
        n: count(),
        seconds: sql<number>`coalesce(sum(${boutiqueLessons.seconds}), 0)`,
      })
      .from(boutiqueLessons)
      .where(inArray(boutiqueLessons.courseId, ids))
      .groupBy(boutiqueLessons.courseId),
    db
      .select({ courseId: boutiqueEnrollments.courseId, n: count() })
      .from(boutiqueEnrollments)
      .where(inArray(boutiqueEnrollments.courseId, ids))
      .groupBy(boutiqueEnrollments.courseId),
    db
      .select({ courseId: boutiqueEnrollments.courseId })
      .from(boutiqueEnrollments)
      .where(and(eq(boutiqueEnrollments.userId, userId), inArray(boutiqueEnrollments.courseId, ids))),
  ]);
  const lessonsOf = new Map(lessons.map((l) => [l.courseId, l]));
  const learnersOf = new Map(learners.map((l) => [l.courseId, Number(l.n)]));
  const joined = new Set(mine.map((m) => m.courseId));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    category: r.category,
    summary: r.summary,
    cover: coverOf(r.id),
    lecturer: r.lecturer,
    lecturerTitle: r.lecturerTitle,
    price: r.priceFen,
    lessonCount: Number(lessonsOf.get(r.id)?.n ?? 0),
    learners: learnersOf.get(r.id) ?? 0,
    totalSeconds: Number(lessonsOf.get(r.id)?.seconds ?? 0),
    joined: joined.has(r.id),
  }));
}

/** The caller's completed lessons of each course, over its lesson count (rounded percentage). */
export async function progressOf(db: Executor, userId: number, courses: CourseSummary[]) {
  const ids = courses.map((c) => c.id);
  const done = ids.length
    ? await db
        .select({ courseId: boutiqueProgress.courseId, n: count() })
        .from(boutiqueProgress)
        .where(
          and(
            eq(boutiqueProgress.userId, userId),
            eq(boutiqueProgress.completed, true),
            inArray(boutiqueProgress.courseId, ids),
          ),
        )
        .groupBy(boutiqueProgress.courseId)
    : [];
  const doneOf = new Map(done.map((d) => [d.courseId, Number(d.n)]));
  return new Map(ids.map((id, i) => [id, progress(doneOf.get(id) ?? 0, courses[i]!.lessonCount)]));
}

export const progress = (completed: number, total: number): Progress => ({
  completed,
  total,
  percentage: total ? Math.round((completed / total) * 100) : 0,
});
