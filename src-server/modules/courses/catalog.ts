import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CourseType } from '@shared/api/courses';
import type { Db } from '../../db/client';
import { aiCourses, liveCourses } from '../../db/schema';

/**
 * A course reference is (courseType, courseId) into ai_courses or live_courses. Queries left-join both
 * catalogues with these conditions and read the title and cover through `courseTitle` / `courseCover`.
 */
export const aiJoin = (type: PgColumn, id: PgColumn): SQL => and(eq(type, 'AI_COURSE'), eq(aiCourses.id, id)) as SQL;
export const liveJoin = (type: PgColumn, id: PgColumn): SQL =>
  and(eq(type, 'LIVE_COURSE'), eq(liveCourses.id, id)) as SQL;

export const courseTitle = sql<string>`coalesce(${aiCourses.title}, ${liveCourses.name}, '')`;
export const courseCover = sql<string>`coalesce(${aiCourses.coverUrl}, ${liveCourses.coverUrl}, '')`;

/** One catalogue entry, or null when the reference points at nothing. */
export async function findCourse(db: Db, courseType: CourseType, courseId: number) {
  if (courseType === 'AI_COURSE') {
    const [row] = await db
      .select({ title: aiCourses.title, cover: aiCourses.coverUrl })
      .from(aiCourses)
      .where(eq(aiCourses.id, courseId));
    return row ?? null;
  }
  const [row] = await db
    .select({ title: liveCourses.name, cover: liveCourses.coverUrl })
    .from(liveCourses)
    .where(eq(liveCourses.id, courseId));
  return row ?? null;
}
