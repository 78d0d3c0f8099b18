import { Code } from '@shared/api/common';
import type { CourseType } from '@shared/api/courses';
import { parseWeekdays } from '@shared/rules/course-plan';
import { Msg } from '@shared/rules/messages';
import { lockOwnClass } from '../db/repositories/classes';
import { findEntitlement, insertClassCourse, releaseSlot, takeSlot } from '../db/repositories/courses';
import type { Executor } from '../db/repositories/tx';
import { BizError, notFound } from '../lib/errors';

/**
 * Course rules shared by classes, courses and redeem. Quota: a school holds an entitlement per course with a
 * quota (how many classes may run it at once) and `used`. Adding a course to a class takes a slot; removing it,
 * or deleting the class, gives the slot back.
 */

/** Weekdays as stored (sorted, comma-joined), or 上课时间不正确. */
export function normaliseWeekdays(value: string): string {
  const days = parseWeekdays(value);
  if (!days) throw new BizError(Code.BAD_REQUEST, Msg.weekdaysInvalid);
  return days.join(',');
}

export const quotaUsedUp = () => new BizError(Code.QUOTA, Msg.quotaUsedUp);

/**
 * Adds a course to a class inside the caller's transaction (`withTx`): locks the class (so a concurrent delete
 * cannot orphan the slot), inserts the class course, then takes a slot. Refusals throw, rolling it all back.
 */
export async function addCourseInTx(
  tx: Executor,
  input: { classId: number; ownerId: number; courseType: CourseType; courseId: number; weekdays: string },
) {
  const cls = await lockOwnClass(tx, input.classId, input.ownerId);
  if (!cls) throw notFound(Msg.classNotFound);
  const entitlement = await findEntitlement(tx, cls.schoolId, input.courseType, input.courseId);
  if (!entitlement) throw notFound(Msg.courseNotEntitled);
  const id = await insertClassCourse(tx, {
    classId: cls.id,
    schoolCourseId: entitlement.id,
    courseType: input.courseType,
    courseId: input.courseId,
    weekdays: input.weekdays,
  });
  if (!id) throw new BizError(Code.BAD_REQUEST, Msg.alreadyAdded);
  if (!(await takeSlot(tx, entitlement.id))) throw quotaUsedUp();
  return id;
}

/** Gives a removed class course's slot back to its school. */
export const freeSlot = releaseSlot;
