import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authorTasks, digitalBooks, staffAccounts } from '../db/schema';

/**
 * Who may act on a publisher's book (issue 16): shared by authoring (lecture notes, resources, tasks) and editing
 * (chapters, catalogue, courses).
 *
 * - A publisher acts only on its own books (digital_books.publisher_id).
 * - An author belongs to one publisher (staff_accounts.publisher_id) and writes only on that publisher's books for
 *   which they hold a writing task (author_tasks).
 */
export async function publisherOwnsBook(db: Db, publisherId: number, bookId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: digitalBooks.id })
    .from(digitalBooks)
    .where(and(eq(digitalBooks.id, bookId), eq(digitalBooks.publisherId, publisherId)))
    .limit(1);
  return !!row;
}

export async function authorCanEditBook(db: Db, staffId: number, bookId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: authorTasks.id })
    .from(authorTasks)
    .innerJoin(staffAccounts, eq(staffAccounts.id, authorTasks.authorId))
    .innerJoin(digitalBooks, eq(digitalBooks.id, authorTasks.bookId))
    .where(
      and(
        eq(authorTasks.authorId, staffId),
        eq(authorTasks.bookId, bookId),
        eq(staffAccounts.kind, 'author'),
        eq(digitalBooks.publisherId, staffAccounts.publisherId),
      ),
    )
    .limit(1);
  return !!row;
}
