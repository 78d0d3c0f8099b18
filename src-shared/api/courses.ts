import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * Courses in classes (spec sections 2 "Add course to class", 3 "School course item", "Add-course payload", 5,
 * 7 "Lessons and courses", 8). The spec's `studentId` is the class id.
 *
 * Quota: a school holds an entitlement per course with a quota (how many classes may have the course at once)
 * and `used`. Adding a course to a class takes one slot; removing it from the class, or deleting the class,
 * frees the slot again, because the quota counts classes running the course, not clicks. When no slot is left
 * the add is refused with code 910 (`Code.QUOTA`) and 该课程添加次数已用完. Adds are atomic: two teachers racing
 * for the last slot get exactly one success.
 *
 * The rest of /api/v2/course/* (lesson plans, series and packages, statistics, the catalogue, courseApply) is in
 * course-center.ts; the AI course content and classroom calls in aicourse.ts.
 */
export const CoursePaths = {
  /** GET ?studentId=<classId>. Teacher. The class's school's courses (the caller's school without studentId). */
  schoolCourseList: '/api/v2/course/getSchoolCourseList',
  /** POST addCourseRequest. Teacher, own class. Message 添加成功. */
  addCourseToClass: '/api/v2/course/addCourseToClass',
  /** POST {studentCourseId, weekdays}. Teacher, own class. Message 修改成功. */
  updatePlan: '/api/v2/course/updateStudentCoursePlan',
  /** POST {studentCourseId}. Teacher, own class. Frees the course's quota slot. Message 移除成功. */
  remove: '/api/v2/course/removeStudentCourse',
  /** GET ?studentCourseListType=&locationName=. Teacher: "my courses", the caller's courses by class. */
  studentCourseList: '/api/v2/lesson/getStudentCourseList',
} as const;

/** The course kinds a school can be entitled to and a class can run. */
export const COURSE_TYPES = ['AI_COURSE', 'LIVE_COURSE'] as const;
export const courseType = z.enum(COURSE_TYPES);
export type CourseType = z.infer<typeof courseType>;

export const schoolCourseQuery = z.object({ studentId: z.coerce.number().int().positive().optional() });

/**
 * Spec "School course item": courseId, courseType, aiCourse{id,title} (null for a live course), `has` (already
 * in that class: the dialog disables it and marks it 已添加). Plus a title and cover for every type, and the
 * school's quota and used slots.
 */
export const schoolCourseItem = z.object({
  courseId: z.number().int(),
  courseType,
  aiCourse: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  title: z.string(),
  cover: z.string(),
  quota: z.number().int(),
  used: z.number().int(),
  has: z.boolean(),
});
export type SchoolCourseItem = z.infer<typeof schoolCourseItem>;

const id = z.number().int().positive();

/** Comma-joined weekdays 1-7, distinct; empty when the planned-teaching switch is off (see rules/course-plan). */
export const weekdaysField = z.string().max(20).default('');

/**
 * Spec "Add-course payload". A missing class or course is code 400 with 有内容未填写 (`Msg.incomplete`); bad
 * weekdays are code 400 with 上课时间不正确; a course already in the class is code 400 with 已添加; a course the
 * school is not entitled to is code 404 with 学校未开通该课程; no quota left is code 910.
 */
export const addCourseRequest = z.object({
  studentId: id.nullish(),
  courseId: id.nullish(),
  courseType: courseType.nullish(),
  weekdays: weekdaysField,
});
export type AddCourseRequest = z.input<typeof addCourseRequest>;

export const updatePlanRequest = z.object({ studentCourseId: id, weekdays: weekdaysField });
export type UpdatePlanRequest = z.input<typeof updatePlanRequest>;

export const removeStudentCourseRequest = z.object({ studentCourseId: id });
export type RemoveStudentCourseRequest = z.infer<typeof removeStudentCourseRequest>;

/**
 * ASSISTANT (default): every course the caller runs in their classes; AI_COURSE / LIVE_COURSE filter by type.
 * `locationName` (sent for the aigc channel) is accepted; the catalogue has no regional limits yet, so it does
 * not filter.
 */
export const studentCourseListQuery = z.object({
  studentCourseListType: z.enum(['ASSISTANT', ...COURSE_TYPES]).default('ASSISTANT'),
  locationName: z.string().max(50).optional(),
});
export type StudentCourseListQuery = z.input<typeof studentCourseListQuery>;

/** One course of one class with its plan; the list is ordered by class (newest class first), then course. */
export const studentCourseItem = z.object({
  studentCourseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  schoolName: z.string(),
  courseId: z.number().int(),
  courseType,
  title: z.string(),
  cover: z.string(),
  weekdays: z.string(),
  createdAt: z.string(),
});
export type StudentCourseItem = z.infer<typeof studentCourseItem>;

/** Data of a successful add: the new class course. */
export const addCourseResponse = studentCourseItem;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const CourseApi = {
  schoolCourseList: get(CoursePaths.schoolCourseList, {
    request: schoolCourseQuery,
    response: z.array(schoolCourseItem),
    areas: ['teacher'],
  }),
  addCourseToClass: post(CoursePaths.addCourseToClass, {
    request: addCourseRequest,
    response: addCourseResponse,
    areas: ['teacher'],
  }),
  updatePlan: post(CoursePaths.updatePlan, {
    request: updatePlanRequest,
    response: studentCourseItem,
    areas: ['teacher'],
  }),
  remove: post(CoursePaths.remove, { request: removeStudentCourseRequest, response: z.null(), areas: ['teacher'] }),
  studentCourseList: get(CoursePaths.studentCourseList, {
    request: studentCourseListQuery,
    response: z.array(studentCourseItem),
    areas: ['teacher'],
  }),
} as const;
