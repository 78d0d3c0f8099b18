import { z } from 'zod';
import { page } from './common';
import { courseType } from './courses';
import { get, post } from './endpoint';

/**
 * The course centre, lesson plans and statistics (issue 11; spec 7 "Lessons and courses"): the rest of
 * /api/v2/course/* beside courses.ts, and /api/v1/coursecomm/vt/courseApply. Course series → packages → AI
 * courses. `studentId` is a class id (as in courses.ts); `studentCourseId` a class course.
 *
 * Lesson plans: a class course's weekdays (1 = Monday … 7 = Sunday) turn into dated lessons; lessons on days
 * already past are DONE when the class saved progress that day, MISSED otherwise. Each lesson is paired with the
 * unit it reaches: the class's current unit for the next lesson, the next ones after it.
 */
export const CourseCenterPaths = {
  /** GET LessonPlanQuery. Teacher. Dated lessons of the caller's classes (or one class) between two dates. */
  lessonPlanList: '/api/v2/course/getCourseLessonPlanList',
  /**
   * Not shown: GET ChildLessonPlanQuery → PlannedLesson[]. Parent, own child. The dated lessons of the child's
   * classes between two dates (the parent home's 今日课程 and the week ahead).
   */
  childLessonPlanList: '/api/v2/course/parent/getChildLessonPlanList',
  /** GET ?studentId (optional). Teacher. Each class course with its next lesson and the unit it reaches. */
  planLessonCourse: '/api/v2/course/getPlanLessonCourse',
  /** GET ?studentCourseId. Teacher, own class. The class course's units, each with status and planned date. */
  planLessonCourseUnit: '/api/v2/course/getPlanLessonCourseUnit',
  /** GET. Public. Course series with their package counts. */
  seriesList: '/api/v2/course/vt/getCourseSeriesList',
  /** GET PackageListQuery. Public. Packages, filtered by series, grade, subject and keyword. */
  packageList: '/api/v2/course/vt/getCoursePackageList',
  /** GET ?packageId. Teacher. A package with its courses (and whether the caller's school holds each). */
  packageInfo: '/api/v2/course/getCoursePackageInfo',
  /** GET ?courseId. Teacher. The packages that contain an AI course (for "related packages"). */
  correlatePackage: '/api/v2/course/correlateCoursePackage',
  /** GET ?studentId (optional). Teacher. Lessons taught, units finished and works submitted, per class. */
  statistics: '/api/v2/course/userCourseStatistics',
  /** GET ?courseId&courseType. Public. One course of either type in one shape. */
  course: '/api/v2/course/vt/getCourse',
  /** GET CourseListQuery. Teacher. The whole catalogue (AI and live) with `entitled` for the caller's school. */
  courseList: '/api/v2/course/getCourseList',
  /** GET ?studentId (optional). Teacher. The AI courses the caller's school holds, with quota and classes. */
  aiCourseList: '/api/v2/course/getAiCourseList',
  /** GET ?aicourseId. Teacher, entitled school. Teaching resources: unit videos and learning sheets. */
  aiCourseResourceList: '/api/v2/course/getAiCourseResourceList',
  /** POST CourseApplyRequest. Teacher with a school. 申请已提交; a pending one for the same course is kept. */
  courseApply: '/api/v1/coursecomm/vt/courseApply',
} as const;

const id = z.coerce.number().int().positive().max(2147483647);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确');
const iso = z.string();

export const lessonPlanQuery = z.object({
  studentId: id.optional(),
  /** Inclusive dates YYYY-MM-DD; default today and 4 weeks on; at most 92 days apart. */
  startDate: date.optional(),
  endDate: date.optional(),
});
export type LessonPlanQuery = z.input<typeof lessonPlanQuery>;
export const childLessonPlanQuery = lessonPlanQuery.omit({ studentId: true }).extend({ childId: id });

const unitRef = z.object({ id: z.number().int(), order: z.number().int(), title: z.string() });

export const plannedLesson = z.object({
  date: z.string(),
  weekday: z.number().int(),
  studentCourseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  courseId: z.number().int(),
  courseType,
  title: z.string(),
  coverUrl: z.string(),
  /** DONE / MISSED for past days, TODAY, PLANNED for later. */
  status: z.enum(['DONE', 'MISSED', 'TODAY', 'PLANNED']),
  /** The AI course unit this lesson reaches (null for live courses or when every unit is done). */
  unit: unitRef.nullable(),
});
export type PlannedLesson = z.infer<typeof plannedLesson>;

export const classFilterQuery = z.object({ studentId: id.optional() });
export const classCourseQuery = z.object({ studentCourseId: id });

export const planCourse = z.object({
  studentCourseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  courseId: z.number().int(),
  courseType,
  title: z.string(),
  coverUrl: z.string(),
  weekdays: z.string(),
  /** The next lesson day from today (today included); null without a weekly plan. */
  nextDate: z.string().nullable(),
  nextUnit: unitRef.nullable(),
  unitsDone: z.number().int(),
  unitTotal: z.number().int(),
});
export type PlanCourse = z.infer<typeof planCourse>;

export const planUnit = unitRef.extend({
  status: z.enum(['DONE', 'CURRENT', 'TODO']),
  finishedAt: iso.nullable(),
  /** The lesson day planned for a unit not done yet (null without a plan or when done). */
  plannedDate: z.string().nullable(),
});
export type PlanUnit = z.infer<typeof planUnit>;

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

export const classStatistics = z.object({
  classId: z.number().int(),
  className: z.string(),
  courseCount: z.number().int(),
  lessonsTaught: z.number().int(),
  unitsFinished: z.number().int(),
  worksSubmitted: z.number().int(),
});
export const statistics = z.object({
  lessonsTaught: z.number().int(),
  unitsFinished: z.number().int(),
  worksSubmitted: z.number().int(),
  classes: z.array(classStatistics),
});
export type CourseStatistics = z.infer<typeof statistics>;

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

export const aicourseQuery = z.object({ aicourseId: id });
/** VIDEO: an MP4; IMAGE: a PNG learning sheet; PDF and DOC: documents. */
export const RESOURCE_KINDS = ['VIDEO', 'IMAGE', 'PDF', 'DOC'] as const;
export const courseResource = z.object({
  id: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  /** The unit it belongs to (null for the whole course). */
  unitId: z.number().int().nullable(),
  /** Signed URL, good for a day. */
  url: z.string(),
  size: z.number().int(),
});
export type CourseResource = z.infer<typeof courseResource>;

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
  lessonPlanList: get(CourseCenterPaths.lessonPlanList, {
    request: lessonPlanQuery,
    response: z.array(plannedLesson),
    areas: ['teacher'],
  }),
  childLessonPlanList: get(CourseCenterPaths.childLessonPlanList, {
    request: childLessonPlanQuery,
    response: z.array(plannedLesson),
    areas: ['parent'],
  }),
  planLessonCourse: get(CourseCenterPaths.planLessonCourse, {
    request: classFilterQuery,
    response: z.array(planCourse),
    areas: ['teacher'],
  }),
  planLessonCourseUnit: get(CourseCenterPaths.planLessonCourseUnit, {
    request: classCourseQuery,
    response: z.array(planUnit),
    areas: ['teacher'],
  }),
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
  statistics: get(CourseCenterPaths.statistics, {
    request: classFilterQuery,
    response: statistics,
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
  aiCourseResourceList: get(CourseCenterPaths.aiCourseResourceList, {
    request: aicourseQuery,
    response: z.array(courseResource),
    areas: ['teacher'],
  }),
  courseApply: post(CourseCenterPaths.courseApply, {
    request: courseApplyRequest,
    response: courseApplyResponse,
    areas: ['teacher'],
  }),
} as const;
