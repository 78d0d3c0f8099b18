import { z } from 'zod';
import { page } from './common';
import { get, post } from './endpoint';
import { ACTIVITY_PHASES, pageQuery } from './home';
import { uploadAuthorizeQuery, uploadAuthorizeResponse } from './files';

/**
 * Activities and competitions (spec sections 2, 6 and 7 "Activity"; issue 14): registration, works, praise,
 * ranking and expert review.
 *
 * - The activity list is `HomeApi.activityList` (GET /api/v2/activity/vt/getActivityList, src-shared/api/home.ts):
 *   it takes an optional `phase` filter and its cards carry `phase`. Activity news is `HomeApi.noticeList` with
 *   `activityId`, and `HomeApi.noticeInfo`.
 * - Phases come from the timeline, in Beijing time, on the server (ACTIVITY_PHASES): NOT_STARTED before
 *   registrationStart; REGISTERING from registrationStart; SUBMITTING from submissionStart; REVIEWING from
 *   submissionEnd; FINISHED from reviewEnd (results). Registering is allowed in [registrationStart,
 *   registrationEnd), submitting, changing and withdrawing works in [submissionStart, submissionEnd) (only
 *   registered callers), scoring in [submissionEnd, reviewEnd). Outside a window: code 400 with
 *   Msg.activityRegisterClosed / activitySubmitClosed / activityReviewClosed.
 * - Who is the caller. Teachers and parents use their token (`authorization`). H5 submitters without an account
 *   call `signUpH5` and then send its `temptoken` header (30 days). Routes marked "submitter" accept either; with
 *   neither the answer is code 901. A submitter sees and changes only their own works (else 403).
 * - Experts. An organiser (the data-centre admin, `cms-token`) creates an invitation for one activity: the answer
 *   holds the token ONCE (stored hashed), for the link `/activity/expert/review/{activityId}/{expertToken}`. The
 *   token is sent as the `experttoken` header; it reaches only its activity, expires (validDays) and can be revoked
 *   (code 901 Msg.expertTokenInvalid). Expert accounts (`expert` area token) are assigned to activities and reach
 *   only those. Every expert of an activity reviews all its works; an expert's list shows only their own scores.
 * - Scores. A mark gives every criterion of the activity a score in [0, maxScore]; the work's total is the sum.
 *   finalScore = the average of the experts' totals (2 decimals). Rank order: finalScore desc (unscored last), then
 *   praiseCount desc, then earlier submission. Public answers carry finalScore only once the activity is FINISHED
 *   (null before); the order is live. An expert sees the average of a work only after submitting their own mark.
 * - Praise: one per user per work, set (not toggled) by `praise: true|false`, so replaying a request changes
 *   nothing; at most 30 praise requests a minute per caller (code 429 Msg.praiseTooFast).
 * - Files: images are uploaded through the signed upload path (src-shared/api/files.ts) and referenced here by
 *   their `/files/uploads/...` url; videos and documents as `/files/...` urls as well. The server checks every url
 *   was uploaded by the caller (Msg.activityFileInvalid), at most 9 files. H5 submitters get their authorizations
 *   from `workUploadAuthor` (temptoken). The signed path takes images only (JPEG, PNG, GIF, WebP under 5MB), so
 *   VIDEO and DOCUMENT files are refused until it takes them.
 * - Paths the spec does not show are marked "Not shown" and chosen in the same namespace.
 */
export const ActivityPaths = {
  /** Spec path. GET ?activityId → ActivityDetail (timeline, rules, criteria, prizes, attachments). Public. */
  activityInfo: '/api/v2/activity/vt/getActivityInfo',
  /** Spec path. POST SubmitWorkRequest → ActivityWork (new, or `workId` to change). Submitter. */
  submitWorks: '/api/v2/activity/submitActivityWorks',
  /** Spec path. GET ?activityId&pageNum&pageSize → Page<ActivitySchool>, most works first. Public. */
  schoolList: '/api/v2/activity/vt/getActivitySchoolList',
  /** Spec path. GET ?activityId? (header temptoken) → ActivityWork[] of the caller, newest first. Submitter. */
  userWorks: '/api/v2/activity/vt/getUserActivityWorks',
  /** Spec path (the spec sends params; this server reads {workId} from the body). POST → null. Submitter. */
  cancelWorks: '/api/v2/activity/vt/cancelActivityWorks',
  /** Spec path. GET ?activityId&pageNum&pageSize&reviewed? (header experttoken, or expert token) → ReviewList. */
  reviewList: '/api/v2/activity/vt/getActivityWorkReviewList',
  /** Spec path. POST MarkRequest (header experttoken, or expert token) → MarkResult. */
  markWorks: '/api/v2/activity/vt/markActivityWorks',
  /** Spec path. GET ?activityId&pageNum&pageSize&sort&schoolId&keyword → Page<WorkCard>. Public. */
  workList: '/api/v2/activity/vt/getActivityWorkList',
  /** Spec path. GET ?pageNum&pageSize → Page<RegisteredActivity>. Teacher or parent. */
  registeredList: '/api/v2/activity/registeredActivityList',
  /** Spec path. GET ?activityId → UserWorkRank. Submitter. */
  userWorkRank: '/api/v2/activity/getUserActivityWorkRank',
  /** Spec path. GET ?workId → WorkDetail. Public (optional caller for `praised`/`mine`). */
  workInfo: '/api/v2/activity/vt/getActivityWorkInfo',
  /** Spec path. POST {workId, praise} → PraiseResult. Submitter. */
  praiseWorks: '/api/v2/activity/praiseActivityWorks',
  /** Spec path. POST RegisterRequest → Registration. Teacher (class or students) or parent (a child). */
  register: '/api/v2/activity/registerActivity',
  /** Not shown: POST H5SignUpRequest → {tempToken, ...} for an H5 submitter without an account. Public. */
  signUpH5: '/api/v2/activity/vt/signUpActivity',
  /** Not shown: POST {activityId, expertName, validDays} → ExpertInviteCreated (token shown once). Data centre. */
  createExpertInvite: '/api/v2/activity/createExpertInvite',
  /** Not shown: GET ?activityId → ExpertInvite[] (no tokens). Data centre. */
  expertInviteList: '/api/v2/activity/getExpertInviteList',
  /** Not shown: POST {inviteId} → null; the link stops working at once. Data centre. */
  revokeExpertInvite: '/api/v2/activity/revokeExpertInvite',
  /**
   * Not shown: GET UploadAuthorizeQuery → UploadAuthorization[]: step 1 of the signed upload path
   * (src-shared/api/files.ts) for any submitter, H5 submitters included (temptoken). Submitter.
   */
  workUploadAuthor: '/api/v2/activity/vt/getWorkUploadAuthor',
  /**
   * Not shown: GET ?activityId → ActivityJury: the activity's reviewing experts (names and how many works each has
   * scored; revoked and expired invitations left out), for /activity/expert/{activityId}. Public.
   */
  expertList: '/api/v2/activity/vt/getActivityExpertList',
  /** Not shown: GET → ExpertActivity[] assigned to the signed-in expert (/expert/home). Expert. */
  expertActivityList: '/api/v2/activity/getExpertActivityList',
} as const;

const iso = z.string();
const id = z.coerce.number().int().positive();
export const activityPhaseSchema = z.enum(ACTIVITY_PHASES);

/** Header of the H5 submitter routes (lower-case, as Fastify sees it). */
export const tempTokenHeaders = z.looseObject({ temptoken: z.string().max(200).optional() });
/** Header of the expert review routes: the token of an invitation link. */
export const expertTokenHeaders = z.looseObject({ experttoken: z.string().max(200).optional() });

export const criterion = z.object({ id: z.number().int(), name: z.string(), maxScore: z.number().int() });
export const prize = z.object({ name: z.string(), count: z.number().int(), description: z.string() });
export const attachment = z.object({ name: z.string(), url: z.string() });
/** One timeline step: key REGISTRATION, SUBMISSION, REVIEW or RESULTS; RESULTS has start = end. */
export const timelineStep = z.object({
  key: z.enum(['REGISTRATION', 'SUBMISSION', 'REVIEW', 'RESULTS']),
  label: z.string(),
  start: iso,
  end: iso,
});

export const activityInfoQuery = z.object({ activityId: id });
export const activityDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  cover: z.string(),
  /** A wide banner image (server-relative). */
  banner: z.string(),
  description: z.string(),
  /** Plain text, paragraphs separated by blank lines. */
  rules: z.string(),
  organiser: z.string(),
  phase: activityPhaseSchema,
  registrationStart: iso,
  registrationEnd: iso,
  submissionStart: iso,
  submissionEnd: iso,
  reviewEnd: iso,
  timeline: z.array(timelineStep),
  criteria: z.array(criterion),
  prizes: z.array(prize),
  attachments: z.array(attachment),
  schoolCount: z.number().int(),
  workCount: z.number().int(),
  /** The caller (token or temptoken) is registered; false when anonymous. */
  registered: z.boolean(),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

export const WORK_FILE_KINDS = ['IMAGE', 'VIDEO', 'DOCUMENT'] as const;
export const workFile = z.object({
  kind: z.enum(WORK_FILE_KINDS),
  /** Server-relative url from the upload path, e.g. /files/uploads/images/202611/x.png. */
  url: z.string().trim().min(1).max(500),
  name: z.string().trim().max(200).default(''),
});
export type WorkFile = z.infer<typeof workFile>;

export const submitWorkRequest = z.object({
  activityId: id,
  /** Present to change one of the caller's works (before submissionEnd). */
  workId: id.optional(),
  title: z.string().trim().min(1).max(60),
  description: z.string().trim().max(2000).default(''),
  /** Author names as shown (students, or the teacher for a class work). 1-10. */
  authors: z.array(z.string().trim().min(1).max(30)).min(1).max(10),
  files: z.array(workFile).min(1).max(9),
});
export type SubmitWorkRequest = z.input<typeof submitWorkRequest>;

export const WORK_STATUSES = ['SUBMITTED', 'WITHDRAWN'] as const;
export const activityWork = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  title: z.string(),
  description: z.string(),
  authors: z.array(z.string()),
  files: z.array(z.object({ kind: z.enum(WORK_FILE_KINDS), url: z.string(), name: z.string() })),
  /** The first image, or '' . */
  cover: z.string(),
  schoolName: z.string(),
  praiseCount: z.number().int(),
  /** Null until the activity is FINISHED. */
  finalScore: z.number().nullable(),
  /** 1-based position in the activity's ranking (live). */
  rank: z.number().int(),
  submitTime: iso,
  /** The caller may still change or withdraw it (submission window open). */
  editable: z.boolean(),
});
export type ActivityWork = z.infer<typeof activityWork>;

export const schoolListQuery = pageQuery.extend({ activityId: id });
export const activitySchool = z.object({
  schoolName: z.string(),
  region: z.string(),
  workCount: z.number().int(),
  registrationCount: z.number().int(),
});
export const schoolListResponse = page(activitySchool);

export const userWorksQuery = z.object({ activityId: id.optional() });
export const userWorksResponse = z.array(activityWork);

export const cancelWorkRequest = z.object({ workId: id });

export const reviewListQuery = pageQuery.extend({
  activityId: id,
  /** true: only works this expert scored; false: only those not yet scored; omitted: all. */
  reviewed: z.enum(['true', 'false']).optional(),
});
export const myMark = z.object({
  scores: z.array(z.object({ criterionId: z.number().int(), score: z.number() })),
  comment: z.string(),
  total: z.number(),
  markTime: iso,
});
export const reviewItem = z.object({
  workId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Blind review: [] and '' until the activity is FINISHED (the response's `blind`). */
  authors: z.array(z.string()),
  files: activityWork.shape.files,
  cover: z.string(),
  schoolName: z.string(),
  /** This expert's own mark, or null. Other experts' marks are never shown. */
  myMark: myMark.nullable(),
  /** The average of all experts' totals, only once this expert has marked the work (else null). */
  averageScore: z.number().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItem>;
export const reviewListResponse = z.object({
  activity: z.object({
    id: z.number().int(),
    name: z.string(),
    phase: activityPhaseSchema,
    reviewEnd: iso,
  }),
  expertName: z.string(),
  criteria: z.array(criterion),
  /**
   * Blind review (issue 34.17): while the activity is not FINISHED an expert reads no pupil's name or school, so a
   * work is judged on itself; both show once the results are out.
   */
  blind: z.boolean(),
  reviewedCount: z.number().int(),
  list: z.array(reviewItem),
  total: z.number().int(),
});
export type ReviewList = z.infer<typeof reviewListResponse>;

export const markRequest = z.object({
  activityId: id,
  workId: id,
  /** One score per criterion of the activity, each 0..maxScore (half points allowed). */
  scores: z
    .array(z.object({ criterionId: id, score: z.number().min(0).max(1000) }))
    .min(1)
    .max(20),
  comment: z.string().trim().max(500).default(''),
});
export type MarkRequest = z.input<typeof markRequest>;
export const markResult = z.object({
  workId: z.number().int(),
  total: z.number(),
  averageScore: z.number(),
  expertCount: z.number().int(),
});

export const WORK_SORTS = ['RANK', 'NEWEST', 'PRAISE'] as const;
export const workListQuery = pageQuery.extend({
  activityId: id,
  sort: z.enum(WORK_SORTS).default('RANK'),
  schoolName: z.string().trim().max(60).optional(),
  keyword: z.string().trim().max(30).optional(),
});
export const workCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  authors: z.array(z.string()),
  schoolName: z.string(),
  praiseCount: z.number().int(),
  /** The caller praised it (false when anonymous). */
  praised: z.boolean(),
  finalScore: z.number().nullable(),
  rank: z.number().int(),
});
export type WorkCard = z.infer<typeof workCard>;
export const workListResponse = page(workCard);

export const registeredListQuery = pageQuery;
export const registeredActivity = z.object({
  activityId: z.number().int(),
  name: z.string(),
  cover: z.string(),
  phase: activityPhaseSchema,
  submissionEnd: iso,
  /** What was registered: a class name, student names, or the child's name. */
  registeredAs: z.string(),
  registerTime: iso,
  workCount: z.number().int(),
  /** The best rank among the caller's works, null without works. */
  bestRank: z.number().int().nullable(),
});
export const registeredListResponse = page(registeredActivity);

export const userWorkRankQuery = z.object({ activityId: id });
export const userWorkRank = z.object({
  activityId: z.number().int(),
  /** Works in the activity (withdrawn ones excluded). */
  total: z.number().int(),
  works: z.array(
    z.object({
      workId: z.number().int(),
      title: z.string(),
      rank: z.number().int(),
      praiseCount: z.number().int(),
      finalScore: z.number().nullable(),
    }),
  ),
});

export const workInfoQuery = z.object({ workId: id });
export const workDetail = activityWork.extend({
  praised: z.boolean(),
  /** The caller submitted it. */
  mine: z.boolean(),
  phase: activityPhaseSchema,
});
export type WorkDetail = z.infer<typeof workDetail>;

export const praiseRequest = z.object({ workId: id, praise: z.boolean().default(true) });
export const praiseResult = z.object({ workId: z.number().int(), praised: z.boolean(), praiseCount: z.number().int() });

export const registerRequest = z.object({
  activityId: id,
  /** Teacher: one of their classes (all its students), or... */
  classId: id.optional(),
  /** ...some students of their classes. Parent: one related child (studentIds of length 1, or omitted = first). */
  studentIds: z.array(id).max(200).optional(),
});
export const registration = z.object({
  activityId: z.number().int(),
  registeredAs: z.string(),
  registerTime: iso,
});

export const h5SignUpRequest = z.object({
  activityId: id,
  name: z.string().trim().min(1).max(30),
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/),
  schoolName: z.string().trim().min(1).max(60),
  grade: z.string().trim().max(20).default(''),
});
export const h5SignUpResponse = z.object({ tempToken: z.string(), expiresAt: iso, name: z.string() });

export const createInviteRequest = z.object({
  activityId: id,
  expertName: z.string().trim().min(1).max(30),
  validDays: z.number().int().min(1).max(60).default(14),
});
export const expertInvite = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  expertName: z.string(),
  createTime: iso,
  expiresAt: iso,
  revoked: z.boolean(),
  markedCount: z.number().int(),
});
export const expertInviteCreated = expertInvite.extend({
  /** Shown once: the server keeps only its hash. */
  expertToken: z.string(),
  /** The hash route to send to the expert: /activity/expert/review/{activityId}/{expertToken}. */
  link: z.string(),
});
export const inviteListQuery = z.object({ activityId: id });
export const revokeInviteRequest = z.object({ inviteId: id });

export const expertActivity = z.object({
  activityId: z.number().int(),
  name: z.string(),
  cover: z.string(),
  phase: activityPhaseSchema,
  reviewEnd: iso,
  workCount: z.number().int(),
  reviewedCount: z.number().int(),
});

export const activityJury = z.object({
  workCount: z.number().int(),
  experts: z.array(z.object({ name: z.string(), reviewedCount: z.number().int() })),
});
export type ActivityJury = z.infer<typeof activityJury>;

const submitter = { areas: ['teacher', 'parent'] as const, optionalAuth: true, headers: tempTokenHeaders };
const reviewer = { areas: ['expert'] as const, optionalAuth: true, headers: expertTokenHeaders };

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ActivityApi = {
  activityInfo: get(ActivityPaths.activityInfo, { request: activityInfoQuery, response: activityDetail, ...submitter }),
  submitWorks: post(ActivityPaths.submitWorks, { request: submitWorkRequest, response: activityWork, ...submitter }),
  schoolList: get(ActivityPaths.schoolList, { request: schoolListQuery, response: schoolListResponse, areas: [] }),
  userWorks: get(ActivityPaths.userWorks, { request: userWorksQuery, response: userWorksResponse, ...submitter }),
  cancelWorks: post(ActivityPaths.cancelWorks, { request: cancelWorkRequest, response: z.null(), ...submitter }),
  reviewList: get(ActivityPaths.reviewList, { request: reviewListQuery, response: reviewListResponse, ...reviewer }),
  markWorks: post(ActivityPaths.markWorks, { request: markRequest, response: markResult, ...reviewer }),
  workList: get(ActivityPaths.workList, { request: workListQuery, response: workListResponse, ...submitter }),
  registeredList: get(ActivityPaths.registeredList, {
    request: registeredListQuery,
    response: registeredListResponse,
    areas: ['teacher', 'parent'],
  }),
  userWorkRank: get(ActivityPaths.userWorkRank, { request: userWorkRankQuery, response: userWorkRank, ...submitter }),
  workInfo: get(ActivityPaths.workInfo, { request: workInfoQuery, response: workDetail, ...submitter }),
  praiseWorks: post(ActivityPaths.praiseWorks, { request: praiseRequest, response: praiseResult, ...submitter }),
  register: post(ActivityPaths.register, {
    request: registerRequest,
    response: registration,
    areas: ['teacher', 'parent'],
  }),
  signUpH5: post(ActivityPaths.signUpH5, { request: h5SignUpRequest, response: h5SignUpResponse, areas: [] }),
  expertList: get(ActivityPaths.expertList, { request: activityInfoQuery, response: activityJury, areas: [] }),
  createExpertInvite: post(ActivityPaths.createExpertInvite, {
    request: createInviteRequest,
    response: expertInviteCreated,
    areas: ['datacenter'],
  }),
  expertInviteList: get(ActivityPaths.expertInviteList, {
    request: inviteListQuery,
    response: z.array(expertInvite),
    areas: ['datacenter'],
  }),
  revokeExpertInvite: post(ActivityPaths.revokeExpertInvite, {
    request: revokeInviteRequest,
    response: z.null(),
    areas: ['datacenter'],
  }),
  workUploadAuthor: get(ActivityPaths.workUploadAuthor, {
    request: uploadAuthorizeQuery,
    response: uploadAuthorizeResponse,
    ...submitter,
  }),
  expertActivityList: get(ActivityPaths.expertActivityList, {
    response: z.array(expertActivity),
    areas: ['expert'],
  }),
} as const;
