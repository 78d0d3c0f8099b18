import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/repositories/tx';
import { authorTasks, digitalBooks, staffAccounts } from '../db/schema';

/**
 * Who may change a publisher's content (issue 16): the publisher itself, and the authors who write for it (an
 * author account's `publisherId`). Books carry their publisher; AI courses theirs through `aicourse_owners`.
 */
export async function publisherOwnsBook(db: Executor, publisherId: number, bookId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: digitalBooks.id })
    .from(digitalBooks)
    .where(and(eq(digitalBooks.id, bookId), eq(digitalBooks.publisherId, publisherId)));
  return Boolean(row);
}

/** An author edits the books of the publisher they write for. */
export async function authorCanEditBook(db: Executor, staffId: number, bookId: number): Promise<boolean> {
  const [author] = await db
    .select({ publisherId: staffAccounts.publisherId })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.kind, 'author')));
  if (author?.publisherId == null) return false;
  return publisherOwnsBook(db, author.publisherId, bookId);
}

/**
 * Writing (lecture notes and a book's resources, issue 16): an author who may edit the book (above) and holds a
 * writing task on it (author_tasks, assigned by the publisher).
 */
export async function authorHasBookTask(db: Executor, staffId: number, bookId: number): Promise<boolean> {
  if (!(await authorCanEditBook(db, staffId, bookId))) return false;
  const [task] = await db
    .select({ id: authorTasks.id })
    .from(authorTasks)
    .where(and(eq(authorTasks.authorId, staffId), eq(authorTasks.bookId, bookId)))
    .limit(1);
  return Boolean(task);
}
