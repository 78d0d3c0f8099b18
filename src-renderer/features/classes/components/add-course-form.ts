import type { AddCourseRequest, SchoolCourseItem } from '@shared/api/courses';
import { joinWeekdays } from '@shared/rules/course-plan';
import type { PlanValue } from './weekday-picker';

/**
 * The add-course payload, or null when something is missing (the dialog says 有内容未填写): a class, a course
 * package that is not already in the class, and with the planned-teaching switch on at least one weekday.
 */
export function buildAddCourseRequest(
  classId: number | null,
  course: SchoolCourseItem | undefined,
  plan: PlanValue,
): AddCourseRequest | null {
  if (classId === null || !course || course.has) return null;
  if (plan.planned && plan.days.length === 0) return null;
  return {
    studentId: classId,
    courseId: course.courseId,
    courseType: course.courseType,
    weekdays: plan.planned ? joinWeekdays(plan.days) : '',
  };
}

/** The weekdays of an existing plan as the picker's value. */
export const planOf = (weekdays: string): PlanValue => {
  const days = weekdays
    .split(',')
    .map((d) => Number(d.trim()))
    .filter((d) => d >= 1 && d <= 7);
  return { planned: days.length > 0, days };
};
