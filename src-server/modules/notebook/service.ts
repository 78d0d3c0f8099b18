import { and, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { NOTEBOOK_LIMITS, type NotebookCell, type NotebookView } from '@shared/api/notebook';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { digitalBooks, digitalLessons, notebooks } from '../../db/schema';
import { BizError } from '../../lib/errors';

/** The lesson of the book (both titles), or "not found" when the lesson is not the book's. */
async function lessonOf(db: Db, bookId: number, lessonId: number) {
  const [row] = await db
    .select({ bookTitle: digitalBooks.title, lessonTitle: digitalLessons.title })
    .from(digitalLessons)
    .innerJoin(digitalBooks, eq(digitalBooks.id, digitalLessons.bookId))
    .where(and(eq(digitalLessons.id, lessonId), eq(digitalLessons.bookId, bookId)));
  if (!row) throw new BizError(Code.NOT_FOUND, Msg.notebookLessonNotFound);
  return row;
}

/** The caller's own notebook of a lesson (null when they have none yet). */
export async function getNotebook(db: Db, userId: number, bookId: number, lessonId: number): Promise<NotebookView> {
  const titles = await lessonOf(db, bookId, lessonId);
  const [row] = await db
    .select({ cells: notebooks.cells, updatedAt: notebooks.updatedAt })
    .from(notebooks)
    .where(and(eq(notebooks.userId, userId), eq(notebooks.bookId, bookId), eq(notebooks.lessonId, lessonId)));
  const notebook = row ? { cells: row.cells, updatedAt: row.updatedAt.toISOString() } : null;
  return { bookId, lessonId, ...titles, notebook };
}

/** Saves the caller's notebook of a lesson whole (the last save wins), within the size limit. */
export async function saveNotebook(
  db: Db,
  userId: number,
  input: { bookId: number; lessonId: number; cells: NotebookCell[] },
): Promise<NotebookView> {
  const { bookId, lessonId } = input;
  const size = input.cells.reduce((n, c) => n + c.source.length, 0);
  if (size > NOTEBOOK_LIMITS.TOTAL_MAX) throw new BizError(Code.BAD_REQUEST, Msg.notebookTooLarge);
  await lessonOf(db, bookId, lessonId);
  const cells = input.cells.map((c) => ({ type: c.type, source: c.source }));
  const updatedAt = new Date();
  await db
    .insert(notebooks)
    .values({ userId, bookId, lessonId, cells, updatedAt })
    .onConflictDoUpdate({
      target: [notebooks.userId, notebooks.bookId, notebooks.lessonId],
      set: { cells, updatedAt },
    });
  return getNotebook(db, userId, bookId, lessonId);
}
