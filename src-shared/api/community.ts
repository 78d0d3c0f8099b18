import { z } from 'zod';
import { get } from './endpoint';

/**
 * The community page (/community, open without signing in; issue 13): the platform's notices and education news
 * (spec 7 "Common and notices": getInformationList; its shape is not shown and is chosen here). Public: codes 602
 * and 911 do not toast in this area (platform/error-policy.ts).
 *
 * Not shown in the spec and chosen beside its sibling: getInformationInfo (one item with its full text).
 */
export const CommunityPaths = {
  /** Spec path. GET InformationListQuery → InformationPage: newest first (pinned items on top), with tab counts. Public. */
  informationList: '/api/v2/comm/vt/getInformationList',
  /** GET ?informationId → Information: one item with its full text. Public. */
  informationInfo: '/api/v2/comm/vt/getInformationInfo',
} as const;

/** The kinds of item, in tab order after 全部. */
export const INFORMATION_TYPES = ['NOTICE', 'NEWS', 'RESEARCH', 'ACTIVITY'] as const;
export const informationType = z.enum(INFORMATION_TYPES, { error: '资讯类型不正确' });
export type InformationType = z.infer<typeof informationType>;
export const INFORMATION_TYPE_LABELS: Record<InformationType, string> = {
  NOTICE: '通知公告',
  NEWS: '教育资讯',
  RESEARCH: '教研动态',
  ACTIVITY: '活动通知',
};

export const informationListQuery = z.object({
  /** Absent: every type (全部). */
  type: informationType.optional(),
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type InformationListQuery = z.input<typeof informationListQuery>;

export const informationSummary = z.object({
  id: z.number().int(),
  type: informationType,
  title: z.string(),
  summary: z.string(),
  publisher: z.string(),
  /** ISO instant. */
  publishedAt: z.string(),
  pinned: z.boolean(),
});
export type InformationSummary = z.infer<typeof informationSummary>;

export const informationPage = z.object({
  list: z.array(informationSummary),
  total: z.number().int().nonnegative(),
  /** How many items each tab holds (every type, 0 when none), for the tab labels. */
  counts: z.record(informationType, z.number().int().nonnegative()),
});
export type InformationPage = z.infer<typeof informationPage>;

export const informationQuery = z.object({ informationId: z.coerce.number().int().positive().max(2_147_483_647) });
export const information = informationSummary.extend({
  /** Plain text; paragraphs are separated by blank lines. */
  content: z.string(),
});
export type Information = z.infer<typeof information>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const CommunityApi = {
  informationList: get(CommunityPaths.informationList, {
    request: informationListQuery,
    response: informationPage,
    areas: [],
  }),
  informationInfo: get(CommunityPaths.informationInfo, { request: informationQuery, response: information, areas: [] }),
} as const;
