import { and, asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
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

/** A list table of the editors: units and lessons of a book, units and sections of an AI course. */
type SortedTable = PgTable & { id: AnyPgColumn; sort: AnyPgColumn; title: AnyPgColumn };

/** The row's siblings (same `parentColumn` value), in order, by id. */
async function siblingsOf(tx: Executor, table: SortedTable, parentColumn: AnyPgColumn, id: number) {
  const [row] = await tx
    .select({ parent: parentColumn })
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!row) return [];
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(parentColumn, row.parent))
    .orderBy(asc(table.sort), asc(table.id));
  return rows.map((r) => r.id as number);
}

/** Writes sort = 0, 1, 2… in the order given. */
async function writeOrder(tx: Executor, table: SortedTable, ids: number[]) {
  for (const [sort, id] of ids.entries())
    await tx
      .update(table)
      .set({ sort } as never)
      .where(eq(table.id, id));
}

/**
 * Moves row `id` one step among its siblings (the rows with the same `parentColumn` value) and writes their order
 * as 0, 1, 2…; nothing moves past either end. Run it in a transaction.
 */
export async function reorderSiblings(
  tx: Executor,
  table: SortedTable,
  parentColumn: AnyPgColumn,
  id: number,
  direction: 'up' | 'down',
) {
  const ids = await siblingsOf(tx, table, parentColumn, id);
  await writeOrder(tx, table, moved(ids, ids.indexOf(id), direction));
}

/** Renumbers the rows under `parent` as 0, 1, 2… in their present order (dense after a delete). */
export async function renumberSiblings(tx: Executor, table: SortedTable, parentColumn: AnyPgColumn, parent: number) {
  const rows = await tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(eq(parentColumn, parent))
    .orderBy(asc(table.sort), asc(table.id));
  await writeOrder(
    tx,
    table,
    rows.map((r) => r.id as number),
  );
}

/** Sets the row's title. */
export async function renameRow(db: Executor, table: SortedTable, id: number, title: string) {
  await db
    .update(table)
    .set({ title } as never)
    .where(eq(table.id, id));
}
