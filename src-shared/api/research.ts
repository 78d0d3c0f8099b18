import { z } from 'zod';
import { page } from './common';
import { get, post } from './endpoint';

/**
 * Subject research (学科教研, issue 13; spec 2 "mySubject", 7 "getSubjectConfig"). A school has one teaching-research
 * group (教研组) per subject; its teachers share lesson plans (教案) to it and comment on them. Every teacher of the
 * school reads and writes to every group of the school (sharing a plan makes the author a member); a teacher of
 * another school never sees them: a group of another school answers 403 like a plan or comment of it.
 *
 * Paths: getSubjectConfig is the spec's. The rest are not shown in the spec and are chosen here, under
 * /api/v2/research/, in the style of their siblings. The id fields are named researchGroupId, planId and commentId
 * (not groupId: that names a class's study group elsewhere).
 */
export const ResearchPaths = {
  /** Spec path. GET → Subject[], in teaching order. Public (vt). */
  subjectConfig: '/api/v2/comm/vt/getSubjectConfig',
  /** GET ?subject → ResearchGroup[]: the groups of the caller's school (none without a school). Teacher. */
  groupList: '/api/v2/research/getGroupList',
  /** GET ?researchGroupId → GroupInfo: the group, its members and leader. Teacher of the group's school. */
  groupInfo: '/api/v2/research/getGroupInfo',
  /** GET ?researchGroupId&pageNum&pageSize → Page<LessonPlan>, newest first, each with its comments. */
  planList: '/api/v2/research/getLessonPlanList',
  /** POST ShareRequest → LessonPlan, 教案已分享到教研组. Teacher of the group's school. */
  sharePlan: '/api/v2/research/shareLessonPlan',
  /** POST {planId, content} → PlanComment, 评论成功. Teacher of the plan's school. */
  comment: '/api/v2/research/commentLessonPlan',
  /** POST {planId} → null, 教案已删除. The plan's author only (its comments go with it). */
  deletePlan: '/api/v2/research/deleteLessonPlan',
  /** POST {commentId} → null, 评论已删除. The comment's author only. */
  deleteComment: '/api/v2/research/deleteLessonComment',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const PLAN_TITLE_MAX = 60;
export const PLAN_CONTENT_MAX = 5000;
export const PLAN_ATTACHMENTS_MAX = 5;
export const PLAN_COMMENT_MAX = 500;

export const subject = z.object({ code: z.string(), name: z.string() });
export type Subject = z.infer<typeof subject>;

export const groupListQuery = z.object({
  /** A subject code of getSubjectConfig; empty or absent: every subject. */
  subject: z.string().trim().max(20).optional(),
});
export type GroupListQuery = z.input<typeof groupListQuery>;

export const researchGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  subjectCode: z.string(),
  subjectName: z.string(),
  intro: z.string(),
  schoolName: z.string(),
  leaderName: z.string(),
  memberCount: z.number().int(),
  planCount: z.number().int(),
  /** The newest plan's time, or null when there is none yet. */
  latestPlanAt: z.string().nullable(),
  /** Whether the caller is a member (a plan shared makes one). */
  joined: z.boolean(),
});
export type ResearchGroup = z.infer<typeof researchGroup>;

export const groupQuery = z.object({ researchGroupId: id });
export const member = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  avatar: z.string(),
  role: z.enum(['LEADER', 'MEMBER']),
  mine: z.boolean(),
});
export type Member = z.infer<typeof member>;
export const groupInfo = researchGroup.extend({ members: z.array(member) });
export type GroupInfo = z.infer<typeof groupInfo>;

export const planListQuery = groupQuery.extend({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export type PlanListQuery = z.input<typeof planListQuery>;

export const attachment = z.object({
  name: z.string().trim().min(1, '附件名称不能为空').max(120, '附件名称不能超过 120 字'),
  /** A file the author uploaded (getFileUploadAuthor, DOCUMENT or IMAGE): /files/uploads/... */
  url: z.string().trim().min(1).max(500),
});
export type Attachment = z.infer<typeof attachment>;

export const planComment = z.object({
  id: z.number().int(),
  authorName: z.string(),
  content: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
});
export type PlanComment = z.infer<typeof planComment>;

export const lessonPlan = z.object({
  id: z.number().int(),
  researchGroupId: z.number().int(),
  title: z.string(),
  content: z.string(),
  attachments: z.array(attachment),
  authorName: z.string(),
  createdAt: z.string(),
  mine: z.boolean(),
  /** Oldest first. */
  comments: z.array(planComment),
});
export type LessonPlan = z.infer<typeof lessonPlan>;

export const shareRequest = z.object({
  researchGroupId: id,
  title: z
    .string({ error: '请填写教案标题' })
    .trim()
    .min(1, '请填写教案标题')
    .max(PLAN_TITLE_MAX, `教案标题不能超过 ${PLAN_TITLE_MAX} 字`),
  content: z
    .string({ error: '请填写教案内容' })
    .trim()
    .min(1, '请填写教案内容')
    .max(PLAN_CONTENT_MAX, `教案内容不能超过 ${PLAN_CONTENT_MAX} 字`),
  attachments: z.array(attachment).max(PLAN_ATTACHMENTS_MAX, `附件最多 ${PLAN_ATTACHMENTS_MAX} 个`).default([]),
});
export type ShareRequest = z.input<typeof shareRequest>;

export const commentRequest = z.object({
  planId: id,
  content: z
    .string({ error: '请填写评论内容' })
    .trim()
    .min(1, '请填写评论内容')
    .max(PLAN_COMMENT_MAX, `评论不能超过 ${PLAN_COMMENT_MAX} 字`),
});
export const planRequest = z.object({ planId: id });
export const commentIdRequest = z.object({ commentId: id });

const T = ['teacher'] as const;
/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ResearchApi = {
  subjectConfig: get(ResearchPaths.subjectConfig, { response: z.array(subject), areas: [] }),
  groupList: get(ResearchPaths.groupList, { request: groupListQuery, response: z.array(researchGroup), areas: T }),
  groupInfo: get(ResearchPaths.groupInfo, { request: groupQuery, response: groupInfo, areas: T }),
  planList: get(ResearchPaths.planList, { request: planListQuery, response: page(lessonPlan), areas: T }),
  sharePlan: post(ResearchPaths.sharePlan, { request: shareRequest, response: lessonPlan, areas: T }),
  comment: post(ResearchPaths.comment, { request: commentRequest, response: planComment, areas: T }),
  deletePlan: post(ResearchPaths.deletePlan, { request: planRequest, response: z.null(), areas: T }),
  deleteComment: post(ResearchPaths.deleteComment, { request: commentIdRequest, response: z.null(), areas: T }),
} as const;
