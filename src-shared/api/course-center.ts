import { z } from 'zod';
import { page } from './common';
import { classFilterQuery } from './aicourse';
import { courseType } from './courses';
import { get, post } from './endpoint';

/**
 * The course centre (issue 11; spec 7 "Lessons and courses"): the catalogue of both course types, course series →
 * packages → AI courses, the school's AI courses and trial applications under /api/v2/course/* beside courses.ts,
 * and /api/v1/coursecomm/vt/courseApply. `studentId` is a class id (as in courses.ts). The class courses' lesson
 * plans, statistics and teaching resources are in aicourse.ts (they are the AI course's units and progress).

 */
export const CourseCenterPaths = {
  /** GET. Public. Course series with their package counts. */
  seriesList: '/api/v2/course/vt/getCourseSeriesList',
  /** GET PackageListQuery. Public. Packages, filtered by series, grade, subject and keyword. */
  packageList: '/api/v2/course/vt/getCoursePackageList',
  /** GET ?packageId. Teacher. A package with its courses (and whether the caller's school holds each). */
  packageInfo: '/api/v2/course/getCoursePackageInfo',
  /** GET ?courseId. Teacher. The packages that contain an AI course (for "related packages"). */
  correlatePackage: '/api/v2/course/correlateCoursePackage',
  /** GET ?courseId&courseType. Public. One course of either type in one shape. */
  course: '/api/v2/course/vt/getCourse',
  /** GET CourseListQuery. Teacher. The whole catalogue (AI and live) with `entitled` for the caller's school. */
  courseList: '/api/v2/course/getCourseList',
  /** GET ?studentId (optional). Teacher. The AI courses the caller's school holds, with quota and classes. */
  aiCourseList: '/api/v2/course/getAiCourseList',
  /** POST CourseApplyRequest. Teacher with a school. 申请已提交; a pending one for the same course is kept. */
  courseApply: '/api/v1/coursecomm/vt/courseApply',
} as const;

const id = z.coerce.number().int().positive().max(2147483647);
const iso = z.string();

export const series = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  packageCount: z.number().int(),
});
export type CourseSeries = z.infer<typeof series>;

export const packageListQuery = z.object({
  seriesId: id.optional(),
  grade: z.string().trim().max(20).optional(),
  subject: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(50).optional(),
  pageNum: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type PackageListQuery = z.input<typeof packageListQuery>;

export const coursePackage = z.object({
  id: z.number().int(),
  seriesId: z.number().int(),
  seriesName: z.string(),
  name: z.string(),
  description: z.string(),
  gradeRange: z.string(),
  subject: z.string(),
  coverUrl: z.string(),
  courseCount: z.number().int(),
});
export type CoursePackage = z.infer<typeof coursePackage>;

/** A catalogue course for the course centre. */
export const catalogCourse = z.object({
  courseId: z.number().int(),
  courseType,
  title: z.string(),
  coverUrl: z.string(),
  subject: z.string(),
  gradeRange: z.string(),
  description: z.string(),
  lessonCount: z.number().int(),
  /** The caller's school holds it (false on public routes). */
  entitled: z.boolean(),
});
export type CatalogCourse = z.infer<typeof catalogCourse>;

export const packageInfo = coursePackage.extend({ courses: z.array(catalogCourse) });
export type PackageInfo = z.infer<typeof packageInfo>;

export const packageQuery = z.object({ packageId: id });
export const courseIdQuery = z.object({ courseId: id });
export const courseQuery = z.object({ courseId: id, courseType: courseType.default('AI_COURSE') });

export const courseListQuery = z.object({
  courseType: courseType.optional(),
  subject: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(50).optional(),
  pageNum: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type CourseListQuery = z.input<typeof courseListQuery>;

export const schoolAiCourse = catalogCourse.extend({
  quota: z.number().int(),
  used: z.number().int(),
  unitCount: z.number().int(),
  /** The caller's classes running it. */
  classes: z.array(z.object({ studentCourseId: z.number().int(), classId: z.number().int(), className: z.string() })),
});
export type SchoolAiCourse = z.infer<typeof schoolAiCourse>;

export const courseApplyRequest = z.object({
  courseId: id,
  courseType: courseType.default('AI_COURSE'),
  contactName: z.string().trim().min(1, '请填写联系人').max(20, '联系人不能超过20个字'),
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, '请输入正确的手机号'),
  note: z.string().trim().max(200, '备注不能超过200个字').default(''),
});
export type CourseApplyRequest = z.input<typeof courseApplyRequest>;
export const courseApplyResponse = z.object({
  id: z.number().int(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  createdAt: iso,
});

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const CourseCenterApi = {
  seriesList: get(CourseCenterPaths.seriesList, { response: z.array(series), areas: [] }),
  packageList: get(CourseCenterPaths.packageList, {
    request: packageListQuery,
    response: page(coursePackage),
    areas: [],
  }),
  packageInfo: get(CourseCenterPaths.packageInfo, { request: packageQuery, response: packageInfo, areas: ['teacher'] }),
  correlatePackage: get(CourseCenterPaths.correlatePackage, {
    request: courseIdQuery,
    response: z.array(coursePackage),
    areas: ['teacher'],
  }),
  course: get(CourseCenterPaths.course, { request: courseQuery, response: catalogCourse, areas: [] }),
  courseList: get(CourseCenterPaths.courseList, {
    request: courseListQuery,
    response: page(catalogCourse),
    areas: ['teacher'],
  }),
  aiCourseList: get(CourseCenterPaths.aiCourseList, {
    request: classFilterQuery,
    response: z.array(schoolAiCourse),
    areas: ['teacher'],
  }),
  courseApply: post(CourseCenterPaths.courseApply, {
    request: courseApplyRequest,
    response: courseApplyResponse,
    areas: ['teacher'],
  }),
} as const;
