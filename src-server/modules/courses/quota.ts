import { and, eq, lt, sql } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { CourseType } from '@shared/api/courses';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { classCourses, classes, schoolCourses } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';

/**
 * The quota's atomic steps. Each runs inside the caller's transaction; the conditional UPDATE is what keeps
 * `used <= quota` under concurrency (the second of two racing adds re-reads the row after the first commits
 * and no longer matches `used < quota`). The table's CHECK constraint backs it up.
 */

export const quotaUsedUp = () => new BizError(Code.QUOTA, Msg.quotaUsedUp);

/**
 * Adds a course to a class: locks the class (so a concurrent delete cannot orphan the slot), inserts the class
 * course, then takes a slot. Refusals throw, rolling the transaction back.
 */
export async function addCourseInTx(
  tx: Db,
  input: { classId: number; ownerId: number; courseType: CourseType; courseId: number; weekdays: string },
) {
  const [cls] = await tx
    .select({ id: classes.id, schoolId: classes.schoolId })
    .from(classes)
    .where(and(eq(classes.id, input.classId), eq(classes.ownerId, input.ownerId)))
    .for('share');
  if (!cls) throw notFound(Msg.classNotFound);
  const [entitlement] = await tx
    .select({ id: schoolCourses.id })
    .from(schoolCourses)
    .where(
      and(
        eq(schoolCourses.schoolId, cls.schoolId),
        eq(schoolCourses.courseType, input.courseType),
        eq(schoolCourses.courseId, input.courseId),
      ),
    );
  if (!entitlement) throw notFound(Msg.courseNotEntitled);
  const [added] = await tx
    .insert(classCourses)
    .values({
      classId: cls.id,
      schoolCourseId: entitlement.id,
      courseType: input.courseType,
      courseId: input.courseId,
      weekdays: input.weekdays,
    })
    .onConflictDoNothing()
    .returning({ id: classCourses.id });
  if (!added) throw new BizError(Code.BAD_REQUEST, Msg.alreadyAdded);
  const [slot] = await tx
    .update(schoolCourses)
    .set({ used: sql`${schoolCourses.used} + 1` })
    .where(and(eq(schoolCourses.id, entitlement.id), lt(schoolCourses.used, schoolCourses.quota)))
    .returning({ id: schoolCourses.id });
  if (!slot) throw quotaUsedUp();
  return added.id;
}

/** Gives a class course's slot back to the school. */
export async function releaseSlot(tx: Db, schoolCourseId: number) {
  await tx
    .update(schoolCourses)
    .set({ used: sql`greatest(${schoolCourses.used} - 1, 0)` })
    .where(eq(schoolCourses.id, schoolCourseId));
}
