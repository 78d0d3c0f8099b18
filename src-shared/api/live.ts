import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * The live sky classroom (issue 13; spec 2 "skyClass", 7 "Lessons and courses" and "Students v1"). A live course
 * (live_courses) has lessons taught by one famous teacher to many schools at once. A teacher applies a lesson for
 * one of their own classes (capacity: classes a lesson; one class cannot hold two lessons at one time), watches it
 * live on the projector (HLS) and its replay afterwards, and asks the teacher questions after it. A teacher may also
 * book a famous teacher's free slot for a class (one booking a slot: a unique index decides a race).
 *
 * Paths: the spec's where section 7 gives them. teacherList is TeacherApi.list (teachers.ts), shared.
 * Not shown in the spec and chosen beside their siblings: lessonList (/api/v2/lesson/getLessonList) and myBookings
 * (/api/v1/students/getScheduledLessonList).
 *
 * Time: everything is Beijing time (UTC+8); instants travel as ISO strings. A lesson's status is computed from the
 * server clock on every read, never stored: NOT_STARTED (未开始) before `start`, LIVE (直播中) until `end`, ENDED
 * (已结束) after. A DAILY lesson recurs every Beijing day at its time of day, so `start`/`end` are today's window;
 * the demo's "always on" lesson is DAILY 00:00-24:00, so it is 直播中 whenever the demo runs, however old the
 * database (seeding "now + x" would not be, because the database persists). A DAILY lesson never ends (no replay).
 */
export const LivePaths = {
  /**
   * GET LessonListQuery → Page<LessonSummary>: live first, then soonest. Teacher. Not shown in the spec: the spec's
   * getLessonListAllType already answers the live *courses* (HomeApi.liveCourseList, the 天空课堂 catalogue).
   */
  lessonList: '/api/v2/lesson/getLessonList',
  /** GET ?lessonId → LessonInfo (stream URL while live, replay URL once ended, the caller's applied classes). Teacher. */
  lessonInfo: '/api/v2/lesson/getLessonInfo',
  /** GET ?lessonId → Material[]: preparation materials. Public (vt). */
  lessonPrepare: '/api/v2/lesson/vt/getLessonPrepare',
  /** POST {lessonId, classId} → PlanLesson. Teacher, own class. */
  applyLesson: '/api/v2/lesson/userApplyLesson',
  /** GET → PlanLesson[]: the caller's applied lessons (我的预约), soonest first. Teacher. */
  planList: '/api/v2/lesson/getUserPlanLessonList',
  /** GET ?startDate&endDate (YYYY-MM-DD, Beijing, both included; at most 62 days) → ScheduleItem[]: applied lessons and teacher bookings in the range. Teacher. */
  scheduleList: '/api/v2/lesson/getLessonScheduleList',
  /** POST {lessonId, content} → Communication. Teacher who applied the lesson, once it has started. */
  communicate: '/api/v2/lesson/communicateLearning',
  /** GET ?lessonId → Communication[], oldest first. Teacher. */
  communicationList: '/api/v2/lesson/learningCommunicationList',
  /** GET ?courseId → LiveTeacher[]: the teachers of a live course's lessons. Teacher. */
  teachersByCourse: '/api/v1/students/teacherListByCourseId',
  /** GET ?teacherId&fromDate → SlotDay[]: seven days of the teacher's slots from `fromDate`. Teacher. */
  availableTime: '/api/v1/students/getTeacherAvailableTime',
  /** POST {teacherId, classId, slotStart} → Booking. Teacher, own class. */
  scheduleTeacher: '/api/v2/lesson/scheduleTeacher',
  /** POST {bookingId} → null. The booker, up to 24 hours before the start. */
  cancelScheduled: '/api/v1/students/cancelScheduledLesson',
  /** GET → Booking[]: the caller's booked slots, soonest first. Teacher. Not shown in the spec. */
  myBookings: '/api/v1/students/getScheduledLessonList',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');

export const LIVE_STATUSES = ['NOT_STARTED', 'LIVE', 'ENDED'] as const;
export const liveStatus = z.enum(LIVE_STATUSES);
export type LiveStatus = z.infer<typeof liveStatus>;
/** Cancelling a booking closes this long before its start. */
export const CANCEL_BEFORE_HOURS = 24;

export const lessonListQuery = z.object({
  subject: z.string().trim().max(20).optional(),
  grade: z.string().trim().max(20).optional(),
  /** A Beijing day: lessons on that day (DAILY lessons are on every day). */
  date: day.optional(),
  courseId: id.optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type LessonListQuery = z.input<typeof lessonListQuery>;

export const lessonSummary = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  title: z.string(),
  subject: z.string(),
  grade: z.string(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  cover: z.string(),
  start: z.string(),
  end: z.string(),
  daily: z.boolean(),
  status: liveStatus,
  capacity: z.number().int(),
  applied: z.number().int(),
});
export type LessonSummary = z.infer<typeof lessonSummary>;
export const lessonPage = z.object({
  list: z.array(lessonSummary),
  total: z.number().int(),
  /** The filter's choices (all lessons' subjects and grades). */
  subjects: z.array(z.string()),
  grades: z.array(z.string()),
});

export const lessonQuery = z.object({ lessonId: id });
export const lessonInfo = lessonSummary.extend({
  description: z.string(),
  teacherIntro: z.string(),
  /** While LIVE: the HLS playlist (a signed URL). */
  streamUrl: z.string().nullable(),
  /** Once ENDED: the replay's HLS playlist. */
  replayUrl: z.string().nullable(),
  /** The caller's classes that applied this lesson. */
  myClasses: z.array(z.object({ classId: z.number().int(), className: z.string() })),
});
export type LessonInfo = z.infer<typeof lessonInfo>;

export const material = z.object({ title: z.string(), kind: z.string(), url: z.string() });
export const materials = z.array(material);
export type Material = z.infer<typeof material>;

export const applyRequest = z.object({ lessonId: id, classId: id });
export const planLesson = z.object({
  id: z.number().int(),
  lesson: lessonSummary,
  classId: z.number().int(),
  className: z.string(),
  createdAt: z.string(),
});
export type PlanLesson = z.infer<typeof planLesson>;

export const scheduleQuery = z.object({ startDate: day, endDate: day });
export const scheduleItem = z.object({
  id: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  kind: z.enum(['LIVE_LESSON', 'BOOKING']),
  /** A renderer path (the lesson's info page, or the sky classroom for a booking). */
  link: z.string(),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;

export const COMMENT_MAX = 500;
export const communicateRequest = z.object({
  lessonId: id,
  content: z.string().trim().min(1, '请填写内容').max(COMMENT_MAX, `内容不能超过 ${COMMENT_MAX} 字`),
});
export const communication = z.object({
  id: z.number().int(),
  authorName: z.string(),
  /** TEACHER: the lesson's teacher answering; CLASS: a classroom teacher asking. */
  role: z.enum(['TEACHER', 'CLASS']),
  content: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type Communication = z.infer<typeof communication>;

export const courseQuery = z.object({ courseId: id });
export const liveTeacher = z.object({
  id: z.number().int(),
  displayName: z.string(),
  avatar: z.string(),
  introduction: z.string(),
  tags: z.array(z.string()),
});
export type LiveTeacher = z.infer<typeof liveTeacher>;

export const availableQuery = z.object({ teacherId: id, fromDate: day });
export const SLOT_STATES = ['FREE', 'BOOKED', 'MINE', 'PAST'] as const;
export const slot = z.object({ start: z.string(), end: z.string(), state: z.enum(SLOT_STATES) });
export type Slot = z.infer<typeof slot>;
export const slotDay = z.object({ date: z.string(), slots: z.array(slot) });
export type SlotDay = z.infer<typeof slotDay>;

export const scheduleRequest = z.object({
  teacherId: id,
  classId: id,
  /** The slot's start, as getTeacherAvailableTime gave it. */
  slotStart: z.string().datetime({ offset: true, message: '请选择预约时段' }),
});
export type ScheduleRequest = z.input<typeof scheduleRequest>;
export const booking = z.object({
  id: z.number().int(),
  teacherId: z.number().int(),
  teacherName: z.string(),
  classId: z.number().int(),
  className: z.string(),
  start: z.string(),
  end: z.string(),
  /** Whether it may still be cancelled (more than CANCEL_BEFORE_HOURS ahead). */
  cancellable: z.boolean(),
});
export type Booking = z.infer<typeof booking>;
export const cancelRequest = z.object({ bookingId: id });

const T = ['teacher'] as const;
/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const LiveApi = {
  lessonList: get(LivePaths.lessonList, { request: lessonListQuery, response: lessonPage, areas: T }),
  lessonInfo: get(LivePaths.lessonInfo, { request: lessonQuery, response: lessonInfo, areas: T }),
  lessonPrepare: get(LivePaths.lessonPrepare, { request: lessonQuery, response: materials, areas: [] }),
  applyLesson: post(LivePaths.applyLesson, { request: applyRequest, response: planLesson, areas: T }),
  planList: get(LivePaths.planList, { response: z.array(planLesson), areas: T }),
  scheduleList: get(LivePaths.scheduleList, { request: scheduleQuery, response: z.array(scheduleItem), areas: T }),
  communicate: post(LivePaths.communicate, { request: communicateRequest, response: communication, areas: T }),
  communicationList: get(LivePaths.communicationList, {
    request: lessonQuery,
    response: z.array(communication),
    areas: T,
  }),
  teachersByCourse: get(LivePaths.teachersByCourse, { request: courseQuery, response: z.array(liveTeacher), areas: T }),
  availableTime: get(LivePaths.availableTime, { request: availableQuery, response: z.array(slotDay), areas: T }),
  scheduleTeacher: post(LivePaths.scheduleTeacher, { request: scheduleRequest, response: booking, areas: T }),
  cancelScheduled: post(LivePaths.cancelScheduled, { request: cancelRequest, response: z.null(), areas: T }),
  myBookings: get(LivePaths.myBookings, { response: z.array(booking), areas: T }),
} as const;
