import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CourseType } from '@shared/api/courses';
import { aiCourses, classCourses, liveCourses, schoolCourses } from '../schema';
import type { Executor } from './tx';

/**
 * Courses: the catalogue (AI and live courses), a school's entitlements with their quota, and the courses added
 * to classes. Tables: ai_courses, live_courses, school_courses, class_courses. The quota's rules are in
 * domain/courses.ts; these are its atomic steps.
 */

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
export async function findCourse(db: Executor, courseType: CourseType, courseId: number) {
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

/** The school's entitlement to a course, if it has one. */
export async function findEntitlement(db: Executor, schoolId: number, courseType: CourseType, courseId: number) {
  const [row] = await db
    .select({ id: schoolCourses.id })
    .from(schoolCourses)
    .where(
      and(
        eq(schoolCourses.schoolId, schoolId),
        eq(schoolCourses.courseType, courseType),
        eq(schoolCourses.courseId, courseId),
      ),
    );
  return row;
}

/** The ids of the courses of one type a school holds (none without a school). */
export async function heldCourseIds(db: Executor, schoolId: number | null, courseType: CourseType) {
  if (!schoolId) return new Set<number>();
  const rows = await db
    .select({ id: schoolCourses.courseId })
    .from(schoolCourses)
    .where(and(eq(schoolCourses.schoolId, schoolId), eq(schoolCourses.courseType, courseType)));
  return new Set(rows.map((r) => r.id));
}

/** Adds the course to the class; undefined when the class already runs it. */
export async function insertClassCourse(
  tx: Executor,
  values: { classId: number; schoolCourseId: number; courseType: CourseType; courseId: number; weekdays: string },
) {
  const [added] = await tx.insert(classCourses).values(values).onConflictDoNothing().returning({ id: classCourses.id });
  return added?.id;
}

/**
 * Takes one slot of the entitlement; false when none is left. The conditional UPDATE is what keeps
 * `used <= quota` under concurrency (the second of two racing adds re-reads the row after the first commits and
 * no longer matches `used < quota`); the table's CHECK constraint backs it up.
 */
export async function takeSlot(tx: Executor, schoolCourseId: number) {
  const [slot] = await tx
    .update(schoolCourses)
    .set({ used: sql`${schoolCourses.used} + 1` })
    .where(and(eq(schoolCourses.id, schoolCourseId), lt(schoolCourses.used, schoolCourses.quota)))
    .returning({ id: schoolCourses.id });
  return Boolean(slot);
}

/** Gives a class course's slot back to the school. */
export async function releaseSlot(tx: Executor, schoolCourseId: number) {
  await tx
    .update(schoolCourses)
    .set({ used: sql`greatest(${schoolCourses.used} - 1, 0)` })
    .where(eq(schoolCourses.id, schoolCourseId));
}
