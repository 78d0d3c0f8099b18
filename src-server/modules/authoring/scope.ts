import { and, asc, eq, sql } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { AuthorTask, AuthorTaskStatus } from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { authorTasks, digitalBooks, digitalLessons, staffAccounts } from '../../db/schema';
import { authorHasBookTask, publisherOwnsBook } from '../../domain/publisher-scope';
import { BizError, tokenExpired } from '../../lib/errors';

export const bookForbidden = () => new BizError(Code.FORBIDDEN, Msg.authorBookForbidden);
export const taskNotFound = () => new BizError(Code.NOT_FOUND, Msg.authorTaskNotFound);

/** The publisher id of a signed-in staff account of that kind (a publisher account, or an author's publisher). */
export async function publisherOf(db: Db, kind: 'publisher' | 'author', staffId: number) {
  const [row] = await db
    .select({ publisherId: staffAccounts.publisherId, displayName: staffAccounts.displayName })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.kind, kind)));
  if (!row) throw tokenExpired();
  return row;
}

/** The publisher's display name: its (first) publisher account's. */
export async function publisherName(db: Db, publisherId: number | null) {
  if (publisherId === null) return '';
  const [row] = await db
    .select({ name: staffAccounts.displayName })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.kind, 'publisher'), eq(staffAccounts.publisherId, publisherId)))
    .orderBy(asc(staffAccounts.id))
    .limit(1);
  return row?.name ?? '';
}

export async function requirePublisherBook(db: Db, publisherStaffId: number, bookId: number) {
  const { publisherId } = await publisherOf(db, 'publisher', publisherStaffId);
  if (publisherId === null || !(await publisherOwnsBook(db, publisherId, bookId))) throw bookForbidden();
  return publisherId;
}

export async function requireAuthorBook(db: Db, authorId: number, bookId: number) {
  if (!(await authorHasBookTask(db, authorId, bookId))) throw bookForbidden();
}

const taskColumns = {
  id: authorTasks.id,
  bookId: authorTasks.bookId,
  bookTitle: digitalBooks.title,
  lessonId: authorTasks.lessonId,
  lessonTitle: digitalLessons.title,
  authorId: authorTasks.authorId,
  authorName: staffAccounts.displayName,
  status: authorTasks.status,
  comment: authorTasks.comment,
  draftTitle: authorTasks.draftTitle,
  noteId: authorTasks.noteId,
  submittedAt: authorTasks.submittedAt,
  reviewedAt: authorTasks.reviewedAt,
  updatedAt: authorTasks.updatedAt,
  publisherId: authorTasks.publisherId,
};
interface TaskRow {
  id: number;
  bookId: number;
  bookTitle: string;
  lessonId: number;
  lessonTitle: string;
  authorId: number;
  authorName: string;
  status: string;
  comment: string;
  draftTitle: string;
  noteId: number | null;
  submittedAt: Date | null;
  reviewedAt: Date | null;
  updatedAt: Date;
  publisherId: number;
}

export const toTask = (r: TaskRow): AuthorTask & { publisherId: number } => ({
  publisherId: r.publisherId,
  id: r.id,
  bookId: r.bookId,
  bookTitle: r.bookTitle,
  lessonId: r.lessonId,
  lessonTitle: r.lessonTitle,
  authorId: r.authorId,
  authorName: r.authorName,
  status: r.status as AuthorTaskStatus,
  comment: r.comment,
  draftTitle: r.draftTitle,
  noteId: r.noteId,
  submittedAt: r.submittedAt?.toISOString() ?? null,
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  updatedAt: r.updatedAt.toISOString(),
});

/** Writing tasks with their book, lesson and author, filtered by `where`; pending first, then the latest. */
export async function listTasks(db: Db, where: ReturnType<typeof eq>) {
  const rows = await db
    .select(taskColumns)
    .from(authorTasks)
    .innerJoin(digitalBooks, eq(digitalBooks.id, authorTasks.bookId))
    .innerJoin(digitalLessons, eq(digitalLessons.id, authorTasks.lessonId))
    .innerJoin(staffAccounts, eq(staffAccounts.id, authorTasks.authorId))
    .where(where)
    .orderBy(sql`${authorTasks.status} = 'pending' DESC`, asc(authorTasks.bookId), asc(digitalLessons.sort));
  return rows.map(toTask);
}

/** One task, refused (not found) unless it is the author's own / the publisher's own. */
export async function ownTask(db: Db, by: { authorId: number } | { publisherId: number }, taskId: number) {
  const scope =
    'authorId' in by
      ? and(eq(authorTasks.id, taskId), eq(authorTasks.authorId, by.authorId))
      : and(eq(authorTasks.id, taskId), eq(authorTasks.publisherId, by.publisherId));
  const [task] = await listTasks(db, scope as ReturnType<typeof eq>);
  if (!task) throw taskNotFound();
  // An author moved to another publisher keeps no access to the old publisher's books.
  if ('authorId' in by && !(await authorHasBookTask(db, by.authorId, task.bookId))) throw taskNotFound();
  return task;
}
