import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * Boutique courses (精品课, issue 13): video courses for a teacher's own professional development, and the wallet
 * that pays for them. A course is free (加入 with no payment) or paid (购买 from the wallet, in one transaction).
 * A teacher who joined or bought a course watches its lessons; the position in each lesson, the completed lessons
 * and the course percentage are the caller's own, saved as they watch and resumed after a reload.
 *
 * Paths: getWallet is the spec's (section 7; its shape is not shown). The boutique paths are not shown in the spec
 * and are chosen in the same style under /api/v2/boutique.
 *
 * Money: every amount is an integer number of fen (分); the client shows ¥ with two decimals.
 */
export const BoutiquePaths = {
  /** GET CourseListQuery → CoursePage: the catalogue by category, keyword and price kind. Teacher. */
  courseList: '/api/v2/boutique/getCourseList',
  /** GET ?courseId → CourseInfo: introduction, lecturer, lessons (with the caller's progress), signed video URLs once joined. Teacher. */
  courseInfo: '/api/v2/boutique/getCourseInfo',
  /** POST {courseId} → JoinResult: joins a free course. Teacher. */
  joinCourse: '/api/v2/boutique/joinCourse',
  /** POST {courseId} → JoinResult: buys a paid course from the wallet (余额不足 when short). Teacher. */
  buyCourse: '/api/v2/boutique/buyCourse',
  /** POST {courseId, lessonId, position, completed} → SavedProgress. Teacher who joined the course. */
  saveProgress: '/api/v2/boutique/saveLessonProgress',
  /** GET ?status → MyCourse[]: the caller's joined and bought courses, last watched first. Teacher. */
  myCourseList: '/api/v2/boutique/getMyCourseList',
  /** GET → Wallet: the caller's balance and recent transactions, newest first. Teacher. */
  wallet: '/api/v2/wallet/getWallet',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const PRICE_KINDS = ['FREE', 'PAID'] as const;
export const courseListQuery = z.object({
  /** A category tab (学科教学, 课堂管理 …); empty or absent is every category. */
  category: z.string().trim().max(20).optional(),
  keyword: z.string().trim().max(30, '搜索关键词不能超过 30 个字').optional(),
  price: z.enum(PRICE_KINDS).optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type CourseListQuery = z.input<typeof courseListQuery>;

export const courseSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  /** One line under the title. */
  summary: z.string(),
  cover: z.string(),
  lecturer: z.string(),
  lecturerTitle: z.string(),
  /** In fen; 0 is a free course. */
  price: z.number().int(),
  lessonCount: z.number().int(),
  /** Teachers who joined or bought it. */
  learners: z.number().int(),
  /** All lessons together, in seconds. */
  totalSeconds: z.number().int(),
  /** Whether the caller joined or bought it. */
  joined: z.boolean(),
});
export type CourseSummary = z.infer<typeof courseSummary>;

export const coursePage = z.object({
  list: z.array(courseSummary),
  total: z.number().int(),
  /** The tabs: every course's category, in catalogue order. */
  categories: z.array(z.string()),
});

export const progress = z.object({
  completed: z.number().int(),
  total: z.number().int(),
  /** completed / total, rounded (spec 4, Playback). */
  percentage: z.number().int(),
});
export type Progress = z.infer<typeof progress>;

export const courseQuery = z.object({ courseId: id });
export const courseLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  seconds: z.number().int(),
  /** The caller's saved position in seconds (0 when not watched). */
  position: z.number(),
  completed: z.boolean(),
  /** A signed video URL once the caller joined the course; null before. */
  videoUrl: z.string().nullable(),
});
export type CourseLesson = z.infer<typeof courseLesson>;

export const courseInfo = courseSummary.extend({
  introduction: z.string(),
  lecturerIntro: z.string(),
  lessons: z.array(courseLesson),
  progress,
  /** The lesson the caller watched last (where 继续学习 goes), or null. */
  lastLessonId: z.number().int().nullable(),
});
export type CourseInfo = z.infer<typeof courseInfo>;

export const joinResult = z.object({
  courseId: z.number().int(),
  /** The wallet's balance after the purchase (fen); unchanged for a free course. */
  balance: z.number().int(),
});

/** A lesson's position may run a little past its length (players report the last frame late). */
export const POSITION_MAX = 24 * 3600;
export const saveProgressRequest = z.object({
  courseId: id,
  lessonId: id,
  position: z
    .number({ message: '播放位置应为数字' })
    .min(0, '播放位置不能为负数')
    .max(POSITION_MAX, '播放位置超出范围'),
  /** The lesson played to its end. */
  completed: z.boolean().default(false),
});
export type SaveProgressRequest = z.input<typeof saveProgressRequest>;
export const savedProgress = z.object({
  lessonId: z.number().int(),
  position: z.number(),
  completed: z.boolean(),
  progress,
});

export const MY_STATUSES = ['LEARNING', 'FINISHED'] as const;
export const myCourseQuery = z.object({ status: z.enum(MY_STATUSES).optional() });
export const myCourse = courseSummary.extend({
  progress,
  status: z.enum(MY_STATUSES),
  lastLessonId: z.number().int().nullable(),
  lastLessonTitle: z.string().nullable(),
  lastWatchedAt: z.string().nullable(),
  joinedAt: z.string(),
});
export type MyCourse = z.infer<typeof myCourse>;

export const walletTransaction = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Fen: positive adds to the balance (充值, 奖励), negative spends (购买). */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;
export const wallet = z.object({ balance: z.number().int(), transactions: z.array(walletTransaction) });
export type Wallet = z.infer<typeof wallet>;

const T = ['teacher'] as const;
/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const BoutiqueApi = {
  courseList: get(BoutiquePaths.courseList, { request: courseListQuery, response: coursePage, areas: T }),
  courseInfo: get(BoutiquePaths.courseInfo, { request: courseQuery, response: courseInfo, areas: T }),
  joinCourse: post(BoutiquePaths.joinCourse, { request: courseQuery, response: joinResult, areas: T }),
  buyCourse: post(BoutiquePaths.buyCourse, { request: courseQuery, response: joinResult, areas: T }),
  saveProgress: post(BoutiquePaths.saveProgress, { request: saveProgressRequest, response: savedProgress, areas: T }),
  myCourseList: get(BoutiquePaths.myCourseList, { request: myCourseQuery, response: z.array(myCourse), areas: T }),
  wallet: get(BoutiquePaths.wallet, { response: wallet, areas: T }),
} as const;

/** ¥ with two decimals, from fen. */
export const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
