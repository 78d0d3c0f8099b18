import { and, eq } from 'drizzle-orm';
import { Msg } from '@shared/rules/messages';
import type { AuthContext } from '../../plugins/auth';
import type { Executor } from '../../db/repositories/tx';
import { aicourseOwners, digitalBooks, staffAccounts } from '../../db/schema';
import { authorCanEditBook, publisherOwnsBook } from '../../domain/publisher-scope';
import { BizError, notFound } from '../../lib/errors';
import { Code } from '@shared/api/common';

/** The caller's publisher: the publisher account's own, or the one the author writes for. */
export async function callerPublisher(db: Executor, auth: AuthContext): Promise<number> {
  const [row] = await db
    .select({ publisherId: staffAccounts.publisherId })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, auth.subjectId), eq(staffAccounts.kind, auth.area)));
  if (row?.publisherId == null) throw new BizError(Code.FORBIDDEN, Msg.editingNoPublisher);
  return row.publisherId;
}

/** The book, when the caller may edit it; another publisher's book is not found (ids cannot be probed). */
export async function editableBookOf(db: Executor, auth: AuthContext, bookId: number) {
  const ok =
    auth.area === 'author'
      ? await authorCanEditBook(db, auth.subjectId, bookId)
      : await publisherOwnsBook(db, await callerPublisher(db, auth), bookId);
  if (!ok) throw notFound(Msg.editingBookNotFound);
  const [book] = await db.select().from(digitalBooks).where(eq(digitalBooks.id, bookId));
  return book!;
}

/** The AI course, when the caller's publisher owns it. */
export async function editableCourseOf(db: Executor, auth: AuthContext, aicourseId: number) {
  const publisherId = await callerPublisher(db, auth);
  const [row] = await db
    .select()
    .from(aicourseOwners)
    .where(and(eq(aicourseOwners.aicourseId, aicourseId), eq(aicourseOwners.publisherId, publisherId)));
  if (!row) throw notFound(Msg.editingCourseNotFound);
  return row;
}

/** Moves the item at `index` one step; answers the new order (or the same when it cannot move). */
export function moved<T>(items: T[], index: number, direction: 'up' | 'down'): T[] {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
