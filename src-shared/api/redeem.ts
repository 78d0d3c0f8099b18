import { z } from 'zod';
import { courseType } from './courses';
import { get, post } from './endpoint';

/**
 * Redeem codes (spec sections 2 "Redeem textbook", "Redeem course code", 3 "Redeem info", 5, 8) and "my books".
 * Every code is single use: the first redeem wins, atomically; a used code is then answered like an unknown one
 * (code 404, 兑换码无效或已被使用), and only the loser of a simultaneous redeem sees 兑换码已被使用. Wrong codes are
 * throttled per account and per client address (code 429, 尝试次数过多，请15分钟后再试).
 *
 * Kinds of code:
 * - TEXTBOOK + DIGITAL_BOOK: a digital textbook for the redeemer (or the parent's own child).
 * - TEXTBOOK + AI_COURSE: a study-companion code; this product refuses it with `Msg.redeemUnsupported`
 *   (不支持兑换的课程类型，请到“缤果伴学”公众号兑换).
 * - COURSE + AI_COURSE / LIVE_COURSE: `grant` more class slots of that course for the redeeming teacher's school
 *   (creating the school's entitlement when it has none). Needs a bound school.
 */
export const RedeemPaths = {
  /** Not shown in the spec ("redeem lookup by code"). GET ?exchangeCode=. Teacher or parent. */
  info: '/api/v2/course/getRedeemInfo',
  /**
   * Not shown in the spec ("redeem bind (exchangeCode, childId)"). POST bindRedeemRequest. Teacher or parent.
   * Redeems a TEXTBOOK code; message 兑换成功.
   */
  bind: '/api/v2/course/bindRedeemCode',
  /** POST {exchangeCode}. Teacher with a bound school. Redeems a COURSE code for the school; message 兑换成功. */
  exchangeCourse: '/api/v2/course/exchangeCourse',
  /**
   * POST {exchangeCode, studentId?, weekdays?}. The same grant as exchangeCourse ("empower" the school), and
   * when `studentId` (one of the caller's classes) is given the course is also added to that class in the same
   * transaction: all or nothing.
   */
  exchangeEmpowerCourse: '/api/v2/course/exchangeEmpowerCourse',
  /** Not shown in the spec ("my books by role"). GET ?role=&childId=. Teacher or parent. */
  myBooks: '/api/v1/digital/getMyBooks',
} as const;

export const REDEEM_KINDS = ['TEXTBOOK', 'COURSE'] as const;
export const redeemKind = z.enum(REDEEM_KINDS);
export const redeemCourseType = z.enum(['DIGITAL_BOOK', 'AI_COURSE', 'LIVE_COURSE']);
export type RedeemCourseType = z.infer<typeof redeemCourseType>;

export const exchangeCode = z.string().trim().min(1).max(64);

export const redeemInfoQuery = z.object({ exchangeCode });

/**
 * Spec "Redeem info": courseType, dataInfo{cover, title, author}. An unknown or used code is code 404 with
 * 兑换码无效或已被使用. `author` is the publisher for a book and empty for a course.
 */
export const redeemInfo = z.object({
  kind: redeemKind,
  courseType: redeemCourseType,
  dataInfo: z.object({ id: z.number().int(), cover: z.string(), title: z.string(), author: z.string() }),
});
export type RedeemInfo = z.infer<typeof redeemInfo>;

/** `childId`: give the book to one of the caller's own children (as STUDENT); otherwise to the caller. */
export const bindRedeemRequest = z.object({ exchangeCode, childId: z.number().int().positive().nullish() });
export type BindRedeemRequest = z.infer<typeof bindRedeemRequest>;

/** The role a book is owned in: STUDENT for students (and children), PARENT for parents, TEACHER otherwise. */
export const BOOK_ROLES = ['TEACHER', 'STUDENT', 'PARENT'] as const;
export const bookRole = z.enum(BOOK_ROLES);
export type BookRole = z.infer<typeof bookRole>;

export const bindRedeemResponse = z.object({
  bookId: z.number().int(),
  title: z.string(),
  ownerUserId: z.number().int(),
  role: bookRole,
});
export type BindRedeemResponse = z.infer<typeof bindRedeemResponse>;

export const exchangeCourseRequest = z.object({ exchangeCode });
export const exchangeEmpowerRequest = z.object({
  exchangeCode,
  studentId: z.number().int().positive().nullish(),
  weekdays: z.string().max(20).default(''),
});
export type ExchangeEmpowerRequest = z.input<typeof exchangeEmpowerRequest>;

/** The school's entitlement after the redeem, and the class course when one was added. */
export const exchangeCourseResponse = z.object({
  schoolId: z.number().int(),
  courseId: z.number().int(),
  courseType,
  title: z.string(),
  quota: z.number().int(),
  used: z.number().int(),
  studentCourseId: z.number().int().nullable(),
});
export type ExchangeCourseResponse = z.infer<typeof exchangeCourseResponse>;

/**
 * Without `role` every book the user owns — redeemed, or entitled through the user's school (`school: true`) —
 * newest first; `childId` lists one of a parent's own children's books.
 */
export const myBooksQuery = z.object({
  role: bookRole.optional(),
  childId: z.coerce.number().int().positive().optional(),
  /** 'true': also say how far the caller has read each book (the phone reader's 学习进度). */
  reading: z.enum(['true', 'false']).optional(),
});
export type MyBooksQuery = z.input<typeof myBooksQuery>;

export const myBook = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  digitalBookType: z.string(),
  author: z.string(),
  role: bookRole,
  acquiredAt: z.string(),
  /** The book comes with the user's school (its entitlement), not from a code the user redeemed. */
  school: z.boolean(),
  /**
   * Only when a parent asks for their child's books (`childId`), or the caller asks with `reading`: how far the reader has read — the last page saved,
   * of how many, and when (null when the child has not opened it).
   */
  reading: z
    .object({ page: z.number().int(), pageCount: z.number().int(), updatedAt: z.string() })
    .nullable()
    .optional(),
});
export type MyBook = z.infer<typeof myBook>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const RedeemApi = {
  info: get(RedeemPaths.info, { request: redeemInfoQuery, response: redeemInfo, areas: ['teacher', 'parent'] }),
  bind: post(RedeemPaths.bind, {
    request: bindRedeemRequest,
    response: bindRedeemResponse,
    areas: ['teacher', 'parent'],
  }),
  exchangeCourse: post(RedeemPaths.exchangeCourse, {
    request: exchangeCourseRequest,
    response: exchangeCourseResponse,
    areas: ['teacher'],
  }),
  exchangeEmpowerCourse: post(RedeemPaths.exchangeEmpowerCourse, {
    request: exchangeEmpowerRequest,
    response: exchangeCourseResponse,
    areas: ['teacher'],
  }),
  myBooks: get(RedeemPaths.myBooks, { request: myBooksQuery, response: z.array(myBook), areas: ['teacher', 'parent'] }),
} as const;
