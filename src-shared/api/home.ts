import { z } from 'zod';
import { page } from './common';
import { channelHeaders } from './config';
import { get } from './endpoint';

/**
 * The teacher dashboard (spec section 2, "Dashboard home"): recommendations, the lists behind each section's
 * 'more' link and banners. Notices and the digital-homework red dot are in `notice.ts`, the AI welcome message in
 * `config.ts`.
 *
 * Media URLs (covers, banner images) are server-relative paths such as `/files/covers/book-3.svg`: resolve them
 * against the API host. Times are ISO 8601 strings. `vt` routes are public; the others need a teacher or parent
 * token (`authorization: Bearer <token>`), else code 901.
 */
export const HomePaths = {
  /** Spec path. GET ?recommendType=HOME_ALL → RecommendItem[], grouped by type, in sort order. Public. */
  recommend: '/api/v2/comm/vt/getRecommend',
  /** Spec path. GET ?pageNum&pageSize&status → Page<ActivityCard>. The activities section's 'more'. Public. */
  activityList: '/api/v2/activity/vt/getActivityList',
  /** Spec path (vt/getCourseList). GET ?pageNum&pageSize&subject → Page<AiCourseCard>: AI dual-teacher courses. Public. */
  aiCourseList: '/api/v2/course/vt/getCourseList',
  /** Spec path. GET ?pageNum&pageSize → Page<LiveCourseCard>: live sky courses, soonest first. Teacher or parent. */
  liveCourseList: '/api/v2/lesson/getLessonListAllType',
  /** Not in the spec: GET ?pageNum&pageSize&digitalBookType → Page<DigitalBookCard>. Public. */
  digitalBookList: '/api/v1/digital/vt/getDigitalBookList',
  /** Spec path. GET ?position=HOME → Banner[] for the request's channel, in sort order. Public. */
  bannerList: '/api/v2/comm/vt/getBannerList',
} as const;

export const RECOMMEND_TYPES = ['HOME_AI_COURSE', 'HOME_ACTIVITY', 'HOME_LIVE_COURSE', 'HOME_DIGITAL_BOOK'] as const;
export const recommendTypeSchema = z.enum(RECOMMEND_TYPES);
export type RecommendType = z.infer<typeof recommendTypeSchema>;

export const recommendQuery = z.object({ recommendType: z.enum(['HOME_ALL']).default('HOME_ALL') });

export const DIGITAL_BOOK_TYPES = ['PAPER_DIGITAL', 'DIGITAL'] as const;
/** PAPER_DIGITAL books carry the 'paper-digital fusion' tag (Msg.paperDigital, 纸数融合). */
export const digitalBookTypeSchema = z.enum(DIGITAL_BOOK_TYPES);

const iso = z.string();

/**
 * One recommendation (spec section 3). `id` is the recommendation's own id; exactly the object matching `type` is
 * present: HOME_ACTIVITY → activity, HOME_DIGITAL_BOOK → digitalBook, HOME_AI_COURSE → aiCourse,
 * HOME_LIVE_COURSE → liveCourse.
 */
export const recommendItem = z.object({
  type: recommendTypeSchema,
  id: z.number().int(),
  activity: z
    .object({ id: z.number().int(), name: z.string(), cover: z.string(), startTime: iso, endTime: iso })
    .optional(),
  digitalBook: z
    .object({ id: z.number().int(), title: z.string(), cover: z.string(), digitalBookType: digitalBookTypeSchema })
    .optional(),
  aiCourse: z.object({ id: z.number().int(), title: z.string(), coverUrl: z.string() }).optional(),
  liveCourse: z.object({ id: z.number().int(), name: z.string(), coverUrl: z.string() }).optional(),
});
export type RecommendItem = z.infer<typeof recommendItem>;
export const recommendResponse = z.array(recommendItem);

/** Paging of every list here: pageNum from 1, pageSize 1-50 (default 12). Answers are {list, total}. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type PageQuery = z.input<typeof pageQuery>;

export const ACTIVITY_STATUSES = ['UPCOMING', 'ONGOING', 'ENDED'] as const;
/**
 * The competition phase (src-shared/api/activity.ts): UPCOMING is NOT_STARTED, ONGOING is REGISTERING,
 * SUBMITTING or REVIEWING, ENDED is FINISHED.
 */
export const ACTIVITY_PHASES = ['NOT_STARTED', 'REGISTERING', 'SUBMITTING', 'REVIEWING', 'FINISHED'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];
export const activityListQuery = pageQuery.extend({
  /** Filter by status at the time of the request; omitted means all, ongoing and upcoming first. */
  status: z.enum(ACTIVITY_STATUSES).optional(),
  /** Filter by phase (the activity centre's filters); combines with status. */
  phase: z.enum(ACTIVITY_PHASES).optional(),
});
export const activityCard = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  startTime: iso,
  endTime: iso,
  description: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  phase: z.enum(ACTIVITY_PHASES),
});
export type ActivityCard = z.infer<typeof activityCard>;
export const activityListResponse = page(activityCard);

export const aiCourseListQuery = pageQuery.extend({ subject: z.string().trim().max(20).optional() });
export const aiCourseCard = z.object({
  id: z.number().int(),
  title: z.string(),
  coverUrl: z.string(),
  subject: z.string(),
  gradeRange: z.string(),
  lessonCount: z.number().int(),
  description: z.string(),
});
export type AiCourseCard = z.infer<typeof aiCourseCard>;
export const aiCourseListResponse = page(aiCourseCard);

export const liveCourseListQuery = pageQuery;
export const liveCourseCard = z.object({
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  teacherName: z.string(),
  startTime: iso.nullable(),
  description: z.string(),
});
export type LiveCourseCard = z.infer<typeof liveCourseCard>;
export const liveCourseListResponse = page(liveCourseCard);

export const digitalBookListQuery = pageQuery.extend({ digitalBookType: digitalBookTypeSchema.optional() });
export const digitalBookCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  digitalBookType: digitalBookTypeSchema,
  author: z.string(),
  subject: z.string(),
  grade: z.string(),
});
export type DigitalBookCard = z.infer<typeof digitalBookCard>;
export const digitalBookListResponse = page(digitalBookCard);

export const bannerListQuery = z.object({ position: z.enum(['HOME']).default('HOME') });
export const banner = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  /** A generated 1200×300 SVG, e.g. /files/banners/1.svg. */
  imageUrl: z.string(),
  /** A hash route of this app (e.g. '/classpro/activity') or an absolute URL; '' means not clickable. */
  linkUrl: z.string(),
  sort: z.number().int(),
});
export type Banner = z.infer<typeof banner>;
export const bannerListResponse = z.array(banner);

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const HomeApi = {
  recommend: get(HomePaths.recommend, { request: recommendQuery, response: recommendResponse, areas: [] }),
  activityList: get(HomePaths.activityList, {
    request: activityListQuery,
    response: activityListResponse,
    areas: [],
  }),
  aiCourseList: get(HomePaths.aiCourseList, { request: aiCourseListQuery, response: aiCourseListResponse, areas: [] }),
  liveCourseList: get(HomePaths.liveCourseList, {
    request: liveCourseListQuery,
    response: liveCourseListResponse,
    areas: ['teacher', 'parent'],
  }),
  digitalBookList: get(HomePaths.digitalBookList, {
    request: digitalBookListQuery,
    response: digitalBookListResponse,
    areas: [],
  }),
  bannerList: get(HomePaths.bannerList, {
    request: bannerListQuery,
    response: bannerListResponse,
    areas: [],
    headers: channelHeaders,
  }),
} as const;
