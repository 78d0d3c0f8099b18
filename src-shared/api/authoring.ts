import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * Authors and publishers (issue 16, spec `/authorInvite`, `/author/*`, `/publisher/*`, `/digitalbooks/authreview`).
 *
 * - A publisher creates a one-time invitation link (`/#/authorInvite?token=`); opening it shows the publisher, and
 *   a new author creates an account there, or an existing author binds theirs to the publisher.
 * - The publisher assigns writing tasks (one author per book lesson); the author writes the lesson's lecture note
 *   (a draft on the task, sanitised by the server on save) and submits it; the publisher approves it (a new edition
 *   of the note that teachers read, same note id) or returns it with comments.
 * - Authors act only on their publisher's books they hold a task for; publishers only on their own books and authors
 *   (src-server/domain/publisher-scope.ts).
 *
 * Paths: not shown in the spec; chosen in the platform's style under /api/v1/authoring/.
 */
const P = '/api/v1/authoring';
export const AuthoringPaths = {
  /** GET ?token → InviteInfo. Public. */
  inviteInfo: `${P}/invite/info`,
  /** POST AcceptInvite → {account, displayName}. Public (the token is the permission). */
  acceptInvite: `${P}/invite/accept`,
  /** POST → {token, expiresAt}. Publisher. */
  createInvite: `${P}/publisher/createInvite`,
  /** GET → PublisherHome. Publisher. */
  publisherHome: `${P}/publisher/home`,
  /** POST {bookId, lessonId, authorId} → AuthorTask. Publisher. */
  assignTask: `${P}/publisher/assignTask`,
  /** GET → AuthorTask[] (submissions: pending first, then reviewed). Publisher. */
  reviews: `${P}/publisher/reviews`,
  /** GET ?writingTaskId → ReviewDetail (published note beside the submitted draft). Publisher. */
  review: `${P}/publisher/review`,
  /** GET ?writingTaskId&edition → NoteEdition (one approved edition of the lesson's note, as published). Publisher. */
  noteEdition: `${P}/publisher/noteEdition`,
  /** POST {writingTaskId} → AuthorTask (approved, note published). Publisher. */
  approve: `${P}/publisher/approve`,
  /** POST {writingTaskId, comment} → AuthorTask (returned). Publisher. */
  reject: `${P}/publisher/return`,
  /** GET ?bookId → BookLesson[]. Publisher (own books) or author (books they write for). */
  bookLessons: `${P}/bookLessons`,
  /** GET → AuthorHome. Author. */
  authorHome: `${P}/author/home`,
  /** GET → AuthorTask[]. Author. */
  authorTasks: `${P}/author/tasks`,
  /** GET ?writingTaskId → NoteDraft. Author. */
  note: `${P}/author/note`,
  /** POST {writingTaskId, title, html} → NoteDraft (html sanitised). Author. */
  saveNote: `${P}/author/saveNote`,
  /** POST {writingTaskId} → AuthorTask (待审核). Author. */
  submitNote: `${P}/author/submitNote`,
  /** GET ?bookId → BookResource[]. Author. */
  resources: `${P}/author/resources`,
  /** POST AddResource → BookResource. Author. */
  addResource: `${P}/author/addResource`,
  /** POST {resourceId} → null. Author. */
  removeResource: `${P}/author/removeResource`,
} as const;

export const AUTHORING_LIMITS = {
  HTML_MAX: 200_000,
  TITLE_MAX: 60,
  COMMENT_MAX: 500,
  INVITE_DAYS: 7,
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
const ACCOUNT = /^[A-Za-z0-9_]{4,20}$/;

export const AUTHOR_TASK_STATUSES = ['todo', 'pending', 'returned', 'approved'] as const;
export type AuthorTaskStatus = (typeof AUTHOR_TASK_STATUSES)[number];
export const AUTHOR_TASK_STATUS_LABEL: Record<AuthorTaskStatus, string> = {
  todo: '待写',
  pending: '待审核',
  returned: '已退回',
  approved: '已通过',
};

export const authorTask = z.object({
  id: z.number().int(),
  bookId: z.number().int(),
  bookTitle: z.string(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  authorId: z.number().int(),
  authorName: z.string(),
  status: z.enum(AUTHOR_TASK_STATUSES),
  /** The reviewer's comment when returned (kept after approval, '' when none). */
  comment: z.string(),
  draftTitle: z.string(),
  /** The published lecture note of the lesson (null until the first approval). */
  noteId: z.number().int().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AuthorTask = z.infer<typeof authorTask>;

export const inviteTokenQuery = z.object({ token: z.string().trim().min(10).max(100) });
export const inviteInfo = z.object({ publisherName: z.string(), expiresAt: z.string() });
export const acceptInvite = z.discriminatedUnion('mode', [
  z.object({
    token: z.string().trim().min(10).max(100),
    mode: z.literal('create'),
    account: z.string().trim().regex(ACCOUNT, '账号为4-20位字母、数字或下划线'),
    name: z.string().trim().min(1, '请输入姓名').max(20, '姓名最多20个字'),
    password: z.string().min(8, '密码至少8位').max(32, '密码最多32位'),
  }),
  z.object({
    token: z.string().trim().min(10).max(100),
    mode: z.literal('bind'),
    account: z.string().trim().min(1, '请输入账号').max(40),
    password: z.string().min(1, '请输入密码').max(32),
  }),
]);
export type AcceptInvite = z.input<typeof acceptInvite>;
export const acceptedInvite = z.object({ account: z.string(), displayName: z.string() });
export const createdInvite = z.object({ token: z.string(), expiresAt: z.string() });

export const publisherBook = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  lessonCount: z.number().int(),
  noteCount: z.number().int(),
  /** Schools entitled to the book, and users who have opened it (digital_progress). */
  schoolCount: z.number().int(),
  readerCount: z.number().int(),
});
export const publisherAuthor = z.object({
  id: z.number().int(),
  account: z.string(),
  displayName: z.string(),
  taskCount: z.number().int(),
});
export const publisherHome = z.object({
  publisherName: z.string(),
  books: z.array(publisherBook),
  authors: z.array(publisherAuthor),
  pendingReviews: z.number().int(),
  tasks: z.array(authorTask),
});
export type PublisherHome = z.infer<typeof publisherHome>;

export const bookQuery = z.object({ bookId: id });
export const bookLesson = z.object({
  id: z.number().int(),
  title: z.string(),
  unitTitle: z.string(),
  /** The author holding this lesson's task, if any. */
  authorName: z.string().nullable(),
});
export type BookLesson = z.infer<typeof bookLesson>;
export const assignTask = z.object({ bookId: id, lessonId: id, authorId: id });
export const writingTaskQuery = z.object({ writingTaskId: id });
export const returnTask = z.object({
  writingTaskId: id,
  comment: z.string().trim().min(1, '请填写退回意见').max(AUTHORING_LIMITS.COMMENT_MAX, '退回意见最多500字'),
});

export const reviewDetail = z.object({
  task: authorTask,
  /** The note teachers read today (null for a lesson's first note). */
  published: z.object({ title: z.string(), html: z.string() }).nullable(),
  submitted: z.object({ title: z.string(), html: z.string() }),
  /** How many editions were approved before. */
  editions: z.number().int(),
  /** Those editions, newest first (their content through noteEdition). */
  history: z.array(
    z.object({ edition: z.number().int(), title: z.string(), approvedAt: z.string(), approverName: z.string() }),
  ),
});
export type ReviewDetail = z.infer<typeof reviewDetail>;
export const noteEditionQuery = z.object({ writingTaskId: id, edition: id });
export const noteEdition = reviewDetail.shape.history.element.extend({ html: z.string() });
export type NoteEdition = z.infer<typeof noteEdition>;

export const authorHome = z.object({
  displayName: z.string(),
  publisherName: z.string(),
  books: z.array(z.object({ id: z.number().int(), title: z.string(), cover: z.string(), taskCount: z.number().int() })),
  counts: z.object({
    todo: z.number().int(),
    pending: z.number().int(),
    returned: z.number().int(),
    approved: z.number().int(),
  }),
});
export type AuthorHome = z.infer<typeof authorHome>;

export const noteDraft = z.object({ task: authorTask, title: z.string(), html: z.string() });
export type NoteDraft = z.infer<typeof noteDraft>;
export const saveNote = z.object({
  writingTaskId: id,
  title: z.string().trim().min(1, '请输入讲义标题').max(AUTHORING_LIMITS.TITLE_MAX, '讲义标题最多60个字'),
  html: z.string().max(AUTHORING_LIMITS.HTML_MAX, '讲义内容过长'),
});
export type SaveNote = z.input<typeof saveNote>;

export const AUTHOR_RESOURCE_TYPES = ['PICTURE', 'VIDEO', 'DOCUMENT'] as const;
export const bookResource = z.object({
  id: z.number().int(),
  lessonId: z.number().int(),
  lessonTitle: z.string(),
  type: z.string(),
  title: z.string(),
  file: z.string(),
  format: z.string(),
});
export type BookResource = z.infer<typeof bookResource>;
export const addResource = z.object({
  bookId: id,
  lessonId: id,
  type: z.enum(AUTHOR_RESOURCE_TYPES),
  title: z.string().trim().min(1, '请输入资源名称').max(60, '资源名称最多60个字'),
  url: z.string().startsWith('/files/uploads/').max(500),
});
export const removeResource = z.object({ resourceId: id });

const PUB = ['publisher'] as const;
const AUT = ['author'] as const;
export const AuthoringApi = {
  inviteInfo: get(AuthoringPaths.inviteInfo, { request: inviteTokenQuery, response: inviteInfo, areas: [] }),
  acceptInvite: post(AuthoringPaths.acceptInvite, { request: acceptInvite, response: acceptedInvite, areas: [] }),
  createInvite: post(AuthoringPaths.createInvite, { response: createdInvite, areas: PUB }),
  publisherHome: get(AuthoringPaths.publisherHome, { response: publisherHome, areas: PUB }),
  assignTask: post(AuthoringPaths.assignTask, { request: assignTask, response: authorTask, areas: PUB }),
  reviews: get(AuthoringPaths.reviews, { response: z.array(authorTask), areas: PUB }),
  review: get(AuthoringPaths.review, { request: writingTaskQuery, response: reviewDetail, areas: PUB }),
  noteEdition: get(AuthoringPaths.noteEdition, { request: noteEditionQuery, response: noteEdition, areas: PUB }),
  approve: post(AuthoringPaths.approve, { request: writingTaskQuery, response: authorTask, areas: PUB }),
  reject: post(AuthoringPaths.reject, { request: returnTask, response: authorTask, areas: PUB }),
  bookLessons: get(AuthoringPaths.bookLessons, {
    request: bookQuery,
    response: z.array(bookLesson),
    areas: ['publisher', 'author'],
  }),
  authorHome: get(AuthoringPaths.authorHome, { response: authorHome, areas: AUT }),
  authorTasks: get(AuthoringPaths.authorTasks, { response: z.array(authorTask), areas: AUT }),
  note: get(AuthoringPaths.note, { request: writingTaskQuery, response: noteDraft, areas: AUT }),
  saveNote: post(AuthoringPaths.saveNote, { request: saveNote, response: noteDraft, areas: AUT }),
  submitNote: post(AuthoringPaths.submitNote, { request: writingTaskQuery, response: authorTask, areas: AUT }),
  resources: get(AuthoringPaths.resources, { request: bookQuery, response: z.array(bookResource), areas: AUT }),
  addResource: post(AuthoringPaths.addResource, { request: addResource, response: bookResource, areas: AUT }),
  removeResource: post(AuthoringPaths.removeResource, { request: removeResource, response: z.null(), areas: AUT }),
} as const;
