import { z } from 'zod';
import { page } from './common';
import { get, post } from './endpoint';
import { pageQuery } from './home';

/**
 * Notices (spec "Common and notices"): platform announcements and activity news, and the digital-homework red dot of
 * the teacher's my-textbooks menu item. Served by `src-server/modules/notice`. Times are ISO 8601 strings.
 */
export const NoticePaths = {
  /** Spec path. GET ?pageNum&pageSize&activityId → Page<NoticeSummary>, newest first. Public. */
  noticeList: '/api/v2/notice/vt/getNoticeList',
  /** Spec path. GET ?noticeId → NoticeDetail; code 404 when unknown. Public. */
  noticeInfo: '/api/v2/notice/vt/getNoticeInfo',
  /** Not shown in the spec: GET → {unReadDigitalHomeworkCount} of the signed-in teacher. Teacher only. */
  digitalHomeworkNotice: '/api/v2/notice/getDigitalHomeworkNotice',
  /** Not shown: POST {id?} marks one (or, without id, all) of the caller's digital-homework notices read. Teacher. */
  readDigitalHomeworkNotice: '/api/v2/notice/readDigitalHomeworkNotice',
} as const;

const iso = z.string();

export const noticeListQuery = pageQuery.extend({
  /** Only the news of one activity (the /activity/news/{noticeId} pages). */
  activityId: z.coerce.number().int().positive().optional(),
});
export const noticeSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** SYSTEM (platform announcement) or ACTIVITY (news of an activity). */
  noticeType: z.enum(['SYSTEM', 'ACTIVITY']),
  activityId: z.number().int().nullable(),
  publishTime: iso,
});
export type NoticeSummary = z.infer<typeof noticeSummary>;
export const noticeListResponse = page(noticeSummary);

export const noticeInfoQuery = z.object({ noticeId: z.coerce.number().int().positive() });
/** `content` is plain text with paragraphs separated by blank lines (no HTML: render it as text). */
export const noticeDetail = noticeSummary.extend({ content: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** Spec "Notice": the my-textbooks menu item shows a red dot when the count is above 0. */
export const digitalHomeworkNotice = z.object({ unReadDigitalHomeworkCount: z.number().int().nonnegative() });
export type DigitalHomeworkNotice = z.infer<typeof digitalHomeworkNotice>;
/** An empty or missing body marks all read. */
export const readDigitalHomeworkRequest = z
  .object({ id: z.number().int().positive().optional() })
  .nullish()
  .transform((v) => v ?? {});
/** How many notices changed to read. */
export const readDigitalHomeworkResponse = z.object({ updated: z.number().int() });

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const NoticeApi = {
  noticeList: get(NoticePaths.noticeList, { request: noticeListQuery, response: noticeListResponse, areas: [] }),
  noticeInfo: get(NoticePaths.noticeInfo, { request: noticeInfoQuery, response: noticeDetail, areas: [] }),
  digitalHomeworkNotice: get(NoticePaths.digitalHomeworkNotice, {
    response: digitalHomeworkNotice,
    areas: ['teacher'],
  }),
  readDigitalHomeworkNotice: post(NoticePaths.readDigitalHomeworkNotice, {
    request: readDigitalHomeworkRequest,
    response: readDigitalHomeworkResponse,
    areas: ['teacher'],
  }),
} as const;
