import { z } from 'zod';
import { courseType } from './courses';
import { get, post } from './endpoint';

/**
 * AI dual-teacher courses (issue 11; spec sections 2 and 7 "AI course"). A recorded AI teacher teaches on the
 * classroom screen while the class teacher runs the room. An AI course (`aicourseId`, the catalogue's ai_courses
 * id) has units; a unit has sections of four kinds (SECTION_KINDS). A class runs a course as a class course
 * (`studentCourseId`, the id from getStudentCourseList / addCourseToClass).
 *
 * Access: a teacher reads a course's content only when their school is entitled to it (code 404 学校未开通该课程
 * otherwise) and a class course only when they own the class (403). A parent reads only a class course one of
 * their own children is in (403). Paths the spec does not show are marked "Not shown in the spec".
 */
export const AiCoursePaths = {
  /** GET ?aicourseId. Public; with a teacher token also `entitled` and the caller's classes running it. */
  course: '/api/v2/aicourse/vt/getAiCourse',
  /** GET ?aicourseId. Teacher (any school: the outline is what a course detail page shows). Units in order. */
  unitList: '/api/v2/aicourse/getAiCourseUnitList',
  /** GET ?unitId. Teacher, entitled school. The unit's sections in order, with signed video URLs. */
  sectionList: '/api/v2/aicourse/getAiCourseUnitSectionList',
  /** GET ?sectionId. Teacher, entitled school. One section. */
  section: '/api/v2/aicourse/getAiCourseUnitSection',
  /** GET ?aicourseId (optional). Teacher. The caller's classes running AI courses, with each class's resume point. */
  classCourseList: '/api/v2/aicourse/getAiCourseListCjt',
  /** GET ?studentCourseId&unitId. Teacher, own class. Every student of the class with their works of the unit. */
  works: '/api/v2/aicourse/getUserAiCourseWorks',
  /** GET ?aicourseId. Teacher, entitled school. The course's learning sheets, one picture per unit. */
  book: '/api/v2/aicourse/getAiCourseBook',
  /** GET ?studentCourseId. Teacher, own class. The class's progress per unit and its resume point. */
  unitUser: '/api/v2/aicourse/getAicourseUnitUser',
  /** POST SubmitWorksRequest. Teacher, own class, the student in it. Idempotent per (student, unit, file). 提交成功 */
  submitWorks: '/api/v2/aicourse/vt/submitAiCourseWorks',
  /**
   * Not shown in the spec. POST SaveProgressRequest. Teacher, own class. Sets the class's resume point (and marks
   * the unit finished when `finished`). Idempotent: the classroom retries until acknowledged; the same request
   * twice leaves one state. Each day with a save counts as one lesson taught.
   */
  saveUnitUser: '/api/v2/aicourse/saveAicourseUnitUser',
  /** Not shown in the spec. POST MarkWorksRequest. Teacher, own class. Sets stars, praise and comment. 保存成功 */
  markWorks: '/api/v2/aicourse/markAiCourseWorks',
  /** Not shown in the spec. GET ?childId (optional). Parent. The AI courses of the parent's children's classes. */
  parentCourseList: '/api/v2/aicourse/parent/getChildAiCourseList',
  /** Not shown in the spec. GET ?studentCourseId&childId(optional). Parent, own child. The course with units done. */
  parentCourse: '/api/v2/aicourse/parent/getChildAiCourse',
  /** Not shown in the spec. GET ?studentCourseId&unitId&childId(optional). Parent, own child. The unit report. */
  parentReport: '/api/v2/aicourse/parent/getChildUnitReport',
  /** Not shown in the spec. POST HomeworkRequest. Parent, own child. Photos uploaded via getFileUploadAuthor. */
  parentHomework: '/api/v2/aicourse/parent/submitHomework',

  // Class course plans, statistics and teaching resources (paths under /api/v2/course/ as the spec gives them).
  // Lesson plans: a class course's weekdays (1 = Monday … 7 = Sunday) turn into dated lessons (both course types);
  // lessons on days already past are DONE when the class saved progress that day, MISSED otherwise. Each lesson is
  // paired with the AI course unit it reaches: the class's current unit for the next lesson, the next ones after it.
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
  /** GET ?studentId (optional). Teacher. Lessons taught, units finished and works submitted, per class. */
  statistics: '/api/v2/course/userCourseStatistics',
  /** GET ?aicourseId. Teacher, entitled school. Teaching resources: unit videos and learning sheets. */
  aiCourseResourceList: '/api/v2/course/getAiCourseResourceList',
} as const;

/** VIDEO: an AI-teacher segment; PAUSE: the course stops for a question or activity until the teacher goes on;
 * TASK: a hands-on task; WORKS: the students' works are collected. */
export const SECTION_KINDS = ['VIDEO', 'PAUSE', 'TASK', 'WORKS'] as const;
export const sectionKind = z.enum(SECTION_KINDS);
export type SectionKind = z.infer<typeof sectionKind>;

const id = z.coerce.number().int().positive().max(2147483647);
const iso = z.string();
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确');

export const aicourseQuery = z.object({ aicourseId: id });
export const unitQuery = z.object({ unitId: id });
export const sectionQuery = z.object({ sectionId: id });
export const classCourseQuery = z.object({ studentCourseId: id });
export const classCourseListQuery = z.object({ aicourseId: id.optional() });
export const worksQuery = z.object({ studentCourseId: id, unitId: id });

export const teamMember = z.object({ name: z.string(), title: z.string(), intro: z.string(), avatar: z.string() });
/** A class of the caller that runs the course. */
export const courseClass = z.object({
  studentCourseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
});

export const aiCourseDetail = z.object({
  id: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  subject: z.string(),
  gradeRange: z.string(),
  description: z.string(),
  /** What the course teaches, one line each. */
  goals: z.array(z.string()),
  lessonCount: z.number().int(),
  unitCount: z.number().int(),
  sectionCount: z.number().int(),
  team: z.array(teamMember),
  /** Packages (id, name) the course belongs to. */
  packages: z.array(z.object({ id: z.number().int(), name: z.string(), seriesName: z.string() })),
  /** The caller's school holds the course (false without a teacher token). false ⇒ offer 申请试用. */
  entitled: z.boolean(),
  /** A pending or approved courseApply of the caller's school exists. */
  applied: z.boolean(),
  /** The caller's classes running the course (empty without a teacher token). */
  classes: z.array(courseClass),
});
export type AiCourseDetail = z.infer<typeof aiCourseDetail>;

export const aiCourseUnit = z.object({
  id: z.number().int(),
  aicourseId: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** What the unit teaches, one line each (also the parent report's 学习内容). */
  goals: z.array(z.string()),
  sectionCount: z.number().int(),
  /** Seconds of video in the unit. */
  duration: z.number().int(),
});
export type AiCourseUnit = z.infer<typeof aiCourseUnit>;

export const aiCourseSection = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  order: z.number().int(),
  kind: sectionKind,
  title: z.string(),
  /** VIDEO (and a PAUSE's lead-in clip when there is one): a signed URL to an MP4; '' otherwise. */
  videoUrl: z.string(),
  /** Seconds (0 without video). */
  duration: z.number().int(),
  /** PAUSE: the question or activity put to the room; TASK and WORKS: the instructions. */
  prompt: z.string(),
  /** PAUSE with a question: its choices (empty for an open activity). */
  options: z.array(z.string()),
  /** PAUSE: the index of the right choice, or null for an open activity. */
  answer: z.number().int().nullable(),
});
export type AiCourseSection = z.infer<typeof aiCourseSection>;

/** One unit of a class's progress. */
export const unitProgress = z.object({
  unitId: z.number().int(),
  order: z.number().int(),
  title: z.string(),
  status: z.enum(['DONE', 'CURRENT', 'TODO']),
  finishedAt: iso.nullable(),
});
export const classProgress = z.object({
  studentCourseId: z.number().int(),
  classId: z.number().int(),
  className: z.string(),
  aicourseId: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  /** Resume point: null before the first lesson (start at the first unit's first section). */
  unitId: z.number().int().nullable(),
  sectionId: z.number().int().nullable(),
  unitsDone: z.number().int(),
  unitTotal: z.number().int(),
  lessonsTaught: z.number().int(),
  units: z.array(unitProgress),
  updatedAt: iso.nullable(),
});
export type ClassProgress = z.infer<typeof classProgress>;

export const saveProgressRequest = z.object({
  studentCourseId: id,
  unitId: id,
  sectionId: id,
  /** The unit was taught to its end. */
  finished: z.boolean().default(false),
});
export type SaveProgressRequest = z.input<typeof saveProgressRequest>;

export const courseBook = z.object({
  aicourseId: z.number().int(),
  title: z.string(),
  units: z.array(
    z.object({ unitId: z.number().int(), title: z.string(), url: z.string(), pageCount: z.number().int() }),
  ),
});

/** An uploaded work's file: a URL from the signed upload path (UploadResult.url). */
export const worksFile = z.object({
  url: z.string().trim().min(1).max(500),
  name: z.string().trim().max(100).default(''),
});
export const submitWorksRequest = z.object({
  studentCourseId: id,
  unitId: id,
  /**
   * The student's user id (a member of the class). Not `studentId`: in the spec's course calls that names a class.
   */
  studentUserId: id,
  files: z.array(worksFile).min(1).max(9),
});
export type SubmitWorksRequest = z.input<typeof submitWorksRequest>;

export const works = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  unitId: z.number().int(),
  url: z.string(),
  name: z.string(),
  /** 0 (not marked) to 5 stars. */
  stars: z.number().int(),
  praised: z.boolean(),
  comment: z.string(),
  createdAt: iso,
});
export type Works = z.infer<typeof works>;
export const studentWorks = z.object({ studentId: z.number().int(), name: z.string(), works: z.array(works) });
export type StudentWorks = z.infer<typeof studentWorks>;

export const markWorksRequest = z.object({
  worksId: id,
  stars: z.coerce.number().int().min(0).max(5).default(0),
  praised: z.boolean().default(false),
  comment: z.string().trim().max(200).default(''),
});
export type MarkWorksRequest = z.input<typeof markWorksRequest>;

export const parentQuery = z.object({ childId: id.optional() });
export const parentCourseQuery = z.object({ studentCourseId: id, childId: id.optional() });
export const parentReportQuery = parentCourseQuery.extend({ unitId: id });

export const childCourse = classProgress.extend({ childId: z.number().int(), childName: z.string() });
export type ChildCourse = z.infer<typeof childCourse>;

export const homework = z.object({
  id: z.number().int(),
  unitId: z.number().int(),
  sectionId: z.number().int(),
  photos: z.array(z.string()),
  text: z.string(),
  createdAt: iso,
});
export type Homework = z.infer<typeof homework>;

export const unitReport = z.object({
  childId: z.number().int(),
  childName: z.string(),
  className: z.string(),
  aicourseId: z.number().int(),
  courseTitle: z.string(),
  unit: aiCourseUnit,
  status: z.enum(['DONE', 'CURRENT', 'TODO']),
  finishedAt: iso.nullable(),
  /** The unit's sections (titles and kinds; the homework screen's section comes from here). */
  sections: z.array(aiCourseSection.pick({ id: true, order: true, kind: true, title: true, prompt: true })),
  works: z.array(works),
  homework: z.array(homework),
});
export type UnitReport = z.infer<typeof unitReport>;

export const homeworkRequest = z.object({
  studentCourseId: id,
  unitId: id,
  sectionId: id,
  /** The route's classId: must be the class course's class. */
  classId: id,
  childId: id.optional(),
  /** URLs from the signed upload path, uploaded by this parent. */
  photos: z.array(z.string().trim().min(1).max(500)).min(1).max(9),
  text: z.string().trim().max(500).default(''),
});
export type HomeworkRequest = z.input<typeof homeworkRequest>;

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

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const AiCourseApi = {
  course: get(AiCoursePaths.course, {
    request: aicourseQuery,
    response: aiCourseDetail,
    areas: ['teacher'],
    optionalAuth: true,
  }),
  unitList: get(AiCoursePaths.unitList, {
    request: aicourseQuery,
    response: z.array(aiCourseUnit),
    areas: ['teacher'],
  }),
  sectionList: get(AiCoursePaths.sectionList, {
    request: unitQuery,
    response: z.array(aiCourseSection),
    areas: ['teacher'],
  }),
  section: get(AiCoursePaths.section, { request: sectionQuery, response: aiCourseSection, areas: ['teacher'] }),
  classCourseList: get(AiCoursePaths.classCourseList, {
    request: classCourseListQuery,
    response: z.array(classProgress),
    areas: ['teacher'],
  }),
  works: get(AiCoursePaths.works, { request: worksQuery, response: z.array(studentWorks), areas: ['teacher'] }),
  book: get(AiCoursePaths.book, { request: aicourseQuery, response: courseBook, areas: ['teacher'] }),
  unitUser: get(AiCoursePaths.unitUser, { request: classCourseQuery, response: classProgress, areas: ['teacher'] }),
  submitWorks: post(AiCoursePaths.submitWorks, {
    request: submitWorksRequest,
    response: z.array(works),
    areas: ['teacher'],
  }),
  saveUnitUser: post(AiCoursePaths.saveUnitUser, {
    request: saveProgressRequest,
    response: classProgress,
    areas: ['teacher'],
  }),
  markWorks: post(AiCoursePaths.markWorks, { request: markWorksRequest, response: works, areas: ['teacher'] }),
  parentCourseList: get(AiCoursePaths.parentCourseList, {
    request: parentQuery,
    response: z.array(childCourse),
    areas: ['parent'],
  }),
  parentCourse: get(AiCoursePaths.parentCourse, {
    request: parentCourseQuery,
    response: childCourse,
    areas: ['parent'],
  }),
  parentReport: get(AiCoursePaths.parentReport, {
    request: parentReportQuery,
    response: unitReport,
    areas: ['parent'],
  }),
  parentHomework: post(AiCoursePaths.parentHomework, {
    request: homeworkRequest,
    response: homework,
    areas: ['parent'],
  }),
  lessonPlanList: get(AiCoursePaths.lessonPlanList, {
    request: lessonPlanQuery,
    response: z.array(plannedLesson),
    areas: ['teacher'],
  }),
  childLessonPlanList: get(AiCoursePaths.childLessonPlanList, {
    request: childLessonPlanQuery,
    response: z.array(plannedLesson),
    areas: ['parent'],
  }),
  planLessonCourse: get(AiCoursePaths.planLessonCourse, {
    request: classFilterQuery,
    response: z.array(planCourse),
    areas: ['teacher'],
  }),
  planLessonCourseUnit: get(AiCoursePaths.planLessonCourseUnit, {
    request: classCourseQuery,
    response: z.array(planUnit),
    areas: ['teacher'],
  }),
  statistics: get(AiCoursePaths.statistics, {
    request: classFilterQuery,
    response: statistics,
    areas: ['teacher'],
  }),
  aiCourseResourceList: get(AiCoursePaths.aiCourseResourceList, {
    request: aicourseQuery,
    response: z.array(courseResource),
    areas: ['teacher'],
  }),
} as const;
