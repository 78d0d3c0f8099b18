import { z } from 'zod';
import { Header, page } from './common';
import { get, post } from './endpoint';
import { ACTIVITY_STATUSES, pageQuery } from './home';

/**
 * Activities and competitions (issue 14; spec 2 "Activity", 6, 7 "Activity"). The fourteen spec calls live under
 * /api/v2/activity; `getActivityList` stays in home.ts (the dashboard uses it) and news is home.ts's
 * `getNoticeList?activityId` / `getNoticeInfo`. Paths marked "not shown" are ours, in the same namespace.
 *
 * Who is who:
 * - A **submitter** is a signed-in teacher (registers a class), a signed-in parent (registers their own child), or
 *   someone from an H5 link without an account: `vt/applyActivity` (mobile + SMS code) gives them a `tempToken`, sent
 *   in the `temptoken` header, that identifies them for that one activity until it expires.
 * - An **expert** reviews either signed in (expert area token) or through an invitation link
 *   `/activity/expert/review/{activityId}/{expertToken}`: the renderer sends that token in the `experttoken` header.
 *   A link token reaches only its activity, expires, and can be revoked by the organiser.
 * - The **organiser** is the platform operator: the data-centre admin (`Cms-Token`) invites and revokes experts.
 *
 * Rules the server enforces (Beijing time, UTC+8): registration, submission and review each have a window
 * (`timeline`); outside it the call is refused with the messages below. A submitter changes and withdraws only their
 * own works, and only before the submission deadline. Praise sets a state (`praise: true|false`), so replaying a
 * request never counts twice; one praise per user (account or tempToken) per work; rate-limited. Each work is scored
 * by its assigned experts per criterion; its final score is the average of the experts' totals, published when
 * the activity is FINISHED. Rank: final score, then praise count, then earlier submission. An expert sees other
 * experts' scores (as the average) only after submitting their own.
 *
 * Times are ISO 8601 strings with offset. File URLs come from the signed upload path (upload.ts).
 */
export const ActivityPaths = {
  /** Spec. GET ?activityId → ActivityInfo (banner, rules, timeline, criteria, prizes, my registration). Public. */
  info: '/api/v2/activity/vt/getActivityInfo',
  /** Spec. POST SubmitWorkRequest → ActivityWork (new, or `workId` edits one of mine). Teacher, parent or tempToken. */
  submitWorks: '/api/v2/activity/submitActivityWorks',
  /** Spec. GET ?activityId&pageNum&pageSize → Page<ActivitySchool>: schools taking part. Public. */
  schoolList: '/api/v2/activity/vt/getActivitySchoolList',
  /** Spec. GET ?activityId → ActivityWork[]: the caller's works (account or tempToken header). */
  userWorks: '/api/v2/activity/vt/getUserActivityWorks',
  /** Spec. POST form {workId} → null: withdraws one of the caller's works before the submission deadline. */
  cancelWorks: '/api/v2/activity/vt/cancelActivityWorks',
  /** Spec. GET ReviewListQuery → Page<ReviewItem>: the works assigned to the expert (area token or link token). */
  reviewList: '/api/v2/activity/vt/getActivityWorkReviewList',
  /** Spec. POST MarkRequest → ReviewItem: the expert's scores per criterion and comment, within the review window. */
  markWorks: '/api/v2/activity/vt/markActivityWorks',
  /** Spec. GET WorkListQuery → Page<WorkCard>: an activity's works (withdrawn ones never). Public. */
  workList: '/api/v2/activity/vt/getActivityWorkList',
  /** Spec. GET ?pageNum&pageSize → Page<RegisteredActivity>: activities the caller registered for. Teacher or parent. */
  registeredList: '/api/v2/activity/registeredActivityList',
  /** Spec. GET ?activityId&pageNum&pageSize → RankPage: the ranking, and the caller's own works' ranks. Teacher, parent. */
  workRank: '/api/v2/activity/getUserActivityWorkRank',
  /** Spec. GET ?workId → WorkDetail (files, praise, rank; final score once published). Public (open path). */
  workInfo: '/api/v2/activity/vt/getActivityWorkInfo',
  /** Spec. POST {workId, praise} → PraiseState. Teacher, parent, or tempToken. Idempotent; rate-limited. */
  praiseWorks: '/api/v2/activity/praiseActivityWorks',
  /** Spec. POST RegisterRequest → Registration. Teacher (a class of theirs) or parent (their child). */
  register: '/api/v2/activity/registerActivity',
  /** Not shown: POST H5ApplyRequest (mobile + SMS code) → TempTokenGrant for one activity. Public, throttled. */
  apply: '/api/v2/activity/vt/applyActivity',
  /** Not shown: GET → ExpertActivity[]: activities the signed-in expert reviews, with counts. Expert. */
  expertActivities: '/api/v2/activity/getExpertActivityList',
  /** Not shown: POST InviteRequest → ExpertInvite with its link token (shown once). Data-centre admin. */
  inviteExpert: '/api/v2/activity/inviteExpert',
  /** Not shown: GET ?activityId → ExpertInvite[] (no tokens). Data-centre admin. */
  inviteList: '/api/v2/activity/getExpertInviteList',
  /** Not shown: POST {inviteId} → null: the link stops working at once. Data-centre admin. */
  revokeInvite: '/api/v2/activity/revokeExpertInvite',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const iso = z.string();

/** Where an activity is in its timeline, at the time of the request (Beijing time). */
export const ACTIVITY_PHASES = ['UPCOMING', 'REGISTERING', 'SUBMITTING', 'REVIEWING', 'FINISHED'] as const;
export const activityPhase = z.enum(ACTIVITY_PHASES);
export type ActivityPhase = z.infer<typeof activityPhase>;

export const FILE_KINDS = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
/** At most 9 files a work; images ≤ 10 MB, videos ≤ 200 MB, documents (pdf, docx, pptx, xlsx) ≤ 20 MB. */
export const MAX_WORK_FILES = 9;

export const activityQuery = z.object({ activityId: id });
export const workQuery = z.object({ workId: id });
export const activityPageQuery = pageQuery.extend({ activityId: id });

/** Temp-token and expert-link headers (lower-case names, as Fastify sees them). */
export const submitterHeaders = z.object({ [Header.TEMP_TOKEN]: z.string().max(200).optional() });
export const expertHeaders = z.object({ experttoken: z.string().max(200).optional() });

export const timeline = z.object({
  registerStart: iso,
  registerEnd: iso,
  submitStart: iso,
  submitEnd: iso,
  reviewEnd: iso,
  /** When results (final scores and ranks) are published. */
  resultTime: iso,
});
export const criterion = z.object({ id: z.number().int(), name: z.string(), maxScore: z.number().int().positive() });
export const prize = z.object({ name: z.string(), count: z.number().int().nonnegative(), description: z.string() });

export const registration = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  /** The teacher's class, or the parent's child's name; the H5 applicant's own name. */
  classId: z.number().int().nullable(),
  name: z.string(),
  registeredAt: iso,
});
export type Registration = z.infer<typeof registration>;

export const activityInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  banner: z.string(),
  description: z.string(),
  /** Plain text, paragraphs separated by blank lines. */
  rules: z.string(),
  organiser: z.string(),
  status: z.enum(ACTIVITY_STATUSES),
  phase: activityPhase,
  timeline,
  criteria: z.array(criterion),
  prizes: z.array(prize),
  /** Grades or groups the activity is open to (e.g. 小学组). */
  groups: z.array(z.string()),
  workCount: z.number().int(),
  schoolCount: z.number().int(),
  /** The caller's registrations (empty when signed out). */
  myRegistrations: z.array(registration),
});
export type ActivityInfo = z.infer<typeof activityInfo>;

export const activitySchool = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  region: z.string(),
  workCount: z.number().int(),
});

export const workFile = z.object({
  /** A signed upload URL (UploadPaths.filesPrefix …). */
  url: z.string().min(1).max(500),
  name: z.string().trim().min(1).max(100),
  kind: z.enum(FILE_KINDS),
  size: z.number().int().nonnegative(),
});
export const workAuthor = z.object({
  name: z.string().trim().min(1).max(20),
  className: z.string().max(40).optional(),
});

export const submitWorkRequest = z.object({
  activityId: id,
  /** Set to edit one of the caller's works (before the deadline). */
  workId: id.optional(),
  registrationId: id.optional(),
  title: z.string().trim().min(1).max(40),
  description: z.string().trim().max(2000).default(''),
  authors: z.array(workAuthor).min(1).max(10),
  files: z.array(workFile).min(1).max(MAX_WORK_FILES),
});
export type SubmitWorkRequest = z.input<typeof submitWorkRequest>;

/** One of the caller's works. `finalScore` and `rank` are null until results are published. */
export const activityWork = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  title: z.string(),
  description: z.string(),
  authors: z.array(workAuthor),
  files: z.array(workFile),
  cover: z.string(),
  schoolName: z.string(),
  praiseCount: z.number().int(),
  finalScore: z.number().nullable(),
  rank: z.number().int().nullable(),
  submittedAt: iso,
  /** Whether the caller may still edit or withdraw it (before the submission deadline). */
  editable: z.boolean(),
});
export type ActivityWork = z.infer<typeof activityWork>;

export const WORK_SORTS = ['RANK', 'NEWEST', 'PRAISE'] as const;
export const workListQuery = activityPageQuery.extend({
  keyword: z.string().trim().max(40).optional(),
  sort: z.enum(WORK_SORTS).default('NEWEST'),
});
export const workCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  authors: z.array(workAuthor),
  schoolName: z.string(),
  praiseCount: z.number().int(),
  /** Whether the caller praised it (false when signed out). */
  praised: z.boolean(),
  finalScore: z.number().nullable(),
  rank: z.number().int().nullable(),
  submittedAt: iso,
});
export type WorkCard = z.infer<typeof workCard>;

export const workDetail = workCard.extend({
  activityId: z.number().int(),
  activityName: z.string(),
  phase: activityPhase,
  description: z.string(),
  files: z.array(workFile),
  /** True when the caller submitted it. */
  mine: z.boolean(),
});
export type WorkDetail = z.infer<typeof workDetail>;

export const praiseRequest = z.object({ workId: id, praise: z.boolean() });
export const praiseState = z.object({ workId: z.number().int(), praised: z.boolean(), praiseCount: z.number().int() });

export const registeredActivity = z.object({
  activity: z.object({ id: z.number().int(), name: z.string(), cover: z.string(), phase: activityPhase }),
  registration,
  workCount: z.number().int(),
  /** Best rank among the caller's works, once results are published. */
  bestRank: z.number().int().nullable(),
});

export const rankRow = z.object({
  rank: z.number().int(),
  workId: z.number().int(),
  title: z.string(),
  authors: z.array(workAuthor),
  schoolName: z.string(),
  finalScore: z.number().nullable(),
  praiseCount: z.number().int(),
});
export const rankPage = page(rankRow).extend({ mine: z.array(rankRow) });

/** A teacher registers one of their classes; a parent their child (`childId`, a related user). */
export const registerRequest = z.object({
  activityId: id,
  classId: id.optional(),
  childId: id.optional(),
});

export const h5ApplyRequest = z.object({
  activityId: id,
  name: z.string().trim().min(1).max(20),
  mobile: z.string().regex(/^1\d{10}$/),
  /** An SMS code sent to `mobile` (LOGIN type). */
  code: z.string().regex(/^\d{4,6}$/),
  schoolName: z.string().trim().max(40).default(''),
  grade: z.string().trim().max(20).default(''),
});
export const tempTokenGrant = z.object({
  tempToken: z.string(),
  expiresIn: z.number().int(),
  registration,
});

export const reviewListQuery = activityPageQuery.extend({
  /** Only works still waiting for the expert's score. */
  pending: z.coerce.boolean().optional(),
});
export const score = z.object({ criterionId: id, score: z.number().min(0).max(1000) });
export const reviewItem = z.object({
  workId: z.number().int(),
  title: z.string(),
  cover: z.string(),
  authors: z.array(workAuthor),
  schoolName: z.string(),
  files: z.array(workFile),
  description: z.string(),
  /** This expert's own scores (null before scoring). */
  myScores: z.array(score).nullable(),
  myComment: z.string(),
  submitted: z.boolean(),
  /** The average of all experts' totals: only once this expert has submitted. */
  averageScore: z.number().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const markRequest = z.object({
  activityId: id,
  workId: id,
  scores: z.array(score).min(1).max(20),
  comment: z.string().trim().max(500).default(''),
});

export const expertActivity = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  phase: activityPhase,
  reviewEnd: iso,
  assigned: z.number().int(),
  reviewed: z.number().int(),
});

export const inviteRequest = z.object({
  activityId: id,
  expertName: z.string().trim().min(1).max(20),
  validDays: z.number().int().min(1).max(60).default(14),
});
export const expertInvite = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  expertName: z.string(),
  expiresAt: iso,
  revoked: z.boolean(),
  /** Only in inviteExpert's answer: the link path `/activity/expert/review/{activityId}/{token}`. */
  link: z.string().optional(),
});

const submitter = ['teacher', 'parent'] as const;

export const ActivityApi = {
  info: get(ActivityPaths.info, {
    request: activityQuery,
    response: activityInfo,
    areas: submitter,
    optionalAuth: true,
  }),
  submitWorks: post(ActivityPaths.submitWorks, {
    request: submitWorkRequest,
    response: activityWork,
    areas: submitter,
    optionalAuth: true,
    headers: submitterHeaders,
  }),
  schoolList: get(ActivityPaths.schoolList, { request: activityPageQuery, response: page(activitySchool), areas: [] }),
  userWorks: get(ActivityPaths.userWorks, {
    request: activityQuery,
    response: z.array(activityWork),
    areas: submitter,
    optionalAuth: true,
    headers: submitterHeaders,
  }),
  cancelWorks: post(ActivityPaths.cancelWorks, {
    request: workQuery,
    response: z.null(),
    areas: submitter,
    optionalAuth: true,
    body: 'form',
    headers: submitterHeaders,
  }),
  reviewList: get(ActivityPaths.reviewList, {
    request: reviewListQuery,
    response: page(reviewItem),
    areas: ['expert'],
    optionalAuth: true,
    headers: expertHeaders,
  }),
  markWorks: post(ActivityPaths.markWorks, {
    request: markRequest,
    response: reviewItem,
    areas: ['expert'],
    optionalAuth: true,
    headers: expertHeaders,
  }),
  workList: get(ActivityPaths.workList, {
    request: workListQuery,
    response: page(workCard),
    areas: submitter,
    optionalAuth: true,
    headers: submitterHeaders,
  }),
  registeredList: get(ActivityPaths.registeredList, {
    request: pageQuery,
    response: page(registeredActivity),
    areas: submitter,
  }),
  workRank: get(ActivityPaths.workRank, { request: activityPageQuery, response: rankPage, areas: submitter }),
  workInfo: get(ActivityPaths.workInfo, {
    request: workQuery,
    response: workDetail,
    areas: submitter,
    optionalAuth: true,
    headers: submitterHeaders,
  }),
  praiseWorks: post(ActivityPaths.praiseWorks, {
    request: praiseRequest,
    response: praiseState,
    areas: submitter,
    optionalAuth: true,
    headers: submitterHeaders,
  }),
  register: post(ActivityPaths.register, { request: registerRequest, response: registration, areas: submitter }),
  apply: post(ActivityPaths.apply, { request: h5ApplyRequest, response: tempTokenGrant, areas: [] }),
  expertActivities: get(ActivityPaths.expertActivities, { response: z.array(expertActivity), areas: ['expert'] }),
  inviteExpert: post(ActivityPaths.inviteExpert, {
    request: inviteRequest,
    response: expertInvite,
    areas: ['datacenter'],
  }),
  inviteList: get(ActivityPaths.inviteList, {
    request: activityQuery,
    response: z.array(expertInvite),
    areas: ['datacenter'],
  }),
  revokeInvite: post(ActivityPaths.revokeInvite, {
    request: z.object({ inviteId: id }),
    response: z.null(),
    areas: ['datacenter'],
  }),
} as const;
