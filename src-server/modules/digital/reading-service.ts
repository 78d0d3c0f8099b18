import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Bookmark, Note, bookmarkInput, noteInput, progressInput } from '@shared/api/digital';
import { DigitalLimits } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { digitalBookmarks, digitalNotes, digitalProgress } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { checkPage, ownedBook } from './access';

/**
 * The caller's own notes, bookmarks and reading progress. Every query is scoped by user id: another user's note
 * id is "not found", never read or changed. Notes and progress are last-write-wins by the client's time, so an
 * offline edit synced late never overwrites a newer one.
 */
const iso = (d: Date) => d.toISOString();

function noteView(n: typeof digitalNotes.$inferSelect): Note {
  return {
    id: n.id,
    bookId: n.bookId,
    page: n.page,
    rects: n.rects as Note['rects'],
    quote: n.quote,
    comment: n.comment,
    color: n.color,
    createdAt: iso(n.createdAt),
    updatedAt: iso(n.updatedAt),
  };
}

export async function listNotes(db: Db, userId: number, bookId: number) {
  await ownedBook(db, userId, bookId);
  const rows = await db
    .select()
    .from(digitalNotes)
    .where(and(eq(digitalNotes.userId, userId), eq(digitalNotes.bookId, bookId), eq(digitalNotes.deleted, false)))
    .orderBy(asc(digitalNotes.page), asc(digitalNotes.createdAt));
  return { notes: rows.map(noteView) };
}

type NoteIn = z.output<typeof noteInput>;

export async function saveNotes(db: Db, userId: number, notes: NoteIn[]) {
  const bookIds = [...new Set(notes.map((n) => n.bookId))];
  if (bookIds.length !== 1) throw badRequest();
  const book = await ownedBook(db, userId, bookIds[0]!);
  for (const n of notes) checkPage(book, n.page);
  const ids = notes.map((n) => n.id);
  const foreign = await db
    .select({ id: digitalNotes.id })
    .from(digitalNotes)
    .where(and(inArray(digitalNotes.id, ids), ne(digitalNotes.userId, userId)))
    .limit(1);
  if (foreign.length) throw notFound(Msg.digitalNoteNotFound);
  await db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(digitalNotes)
      .where(and(eq(digitalNotes.userId, userId), eq(digitalNotes.bookId, book.id), eq(digitalNotes.deleted, false)));
    if (Number(n) + notes.length > DigitalLimits.NOTES_PER_BOOK_MAX) throw badRequest(Msg.digitalTooMany);
    for (const note of notes) {
      const values = {
        id: note.id,
        userId,
        bookId: book.id,
        page: note.page,
        rects: note.rects,
        quote: note.quote,
        comment: note.comment,
        color: note.color,
        updatedAt: new Date(note.updatedAt),
        deleted: false,
      };
      await tx
        .insert(digitalNotes)
        .values(values)
        .onConflictDoUpdate({
          target: digitalNotes.id,
          set: {
            page: values.page,
            rects: values.rects,
            quote: values.quote,
            comment: values.comment,
            color: values.color,
            updatedAt: values.updatedAt,
            deleted: false,
          },
          setWhere: sql`${digitalNotes.userId} = ${userId} AND ${digitalNotes.updatedAt} < ${values.updatedAt}`,
        });
    }
  });
  return listNotes(db, userId, book.id);
}

export async function deleteNote(db: Db, userId: number, id: string) {
  const rows = await db
    .update(digitalNotes)
    .set({ deleted: true, updatedAt: new Date() })
    .where(and(eq(digitalNotes.id, id), eq(digitalNotes.userId, userId), eq(digitalNotes.deleted, false)))
    .returning({ id: digitalNotes.id });
  if (!rows.length) throw notFound(Msg.digitalNoteNotFound);
  return null;
}

const bookmarkView = (b: typeof digitalBookmarks.$inferSelect): Bookmark => ({
  id: b.id,
  bookId: b.bookId,
  page: b.page,
  label: b.label,
  createdAt: iso(b.createdAt),
});

export async function listBookmarks(db: Db, userId: number, bookId: number) {
  await ownedBook(db, userId, bookId);
  const rows = await db
    .select()
    .from(digitalBookmarks)
    .where(and(eq(digitalBookmarks.userId, userId), eq(digitalBookmarks.bookId, bookId)))
    .orderBy(asc(digitalBookmarks.page));
  return rows.map(bookmarkView);
}

export async function saveBookmark(db: Db, userId: number, input: z.output<typeof bookmarkInput>) {
  const book = await ownedBook(db, userId, input.bookId);
  checkPage(book, input.page);
  const [existing] = await db.select().from(digitalBookmarks).where(eq(digitalBookmarks.id, input.bookmarkId)).limit(1);
  if (existing && (existing.userId !== userId || existing.bookId !== book.id)) throw notFound(Msg.notFound);
  if (existing) {
    const [row] = await db
      .update(digitalBookmarks)
      .set({ page: input.page, label: input.label })
      .where(eq(digitalBookmarks.id, input.bookmarkId))
      .returning();
    return bookmarkView(row!);
  }
  const [row] = await db
    .insert(digitalBookmarks)
    .values({ id: input.bookmarkId, userId, bookId: book.id, page: input.page, label: input.label })
    .returning();
  return bookmarkView(row!);
}

export async function deleteBookmark(db: Db, userId: number, id: string) {
  const rows = await db
    .delete(digitalBookmarks)
    .where(and(eq(digitalBookmarks.id, id), eq(digitalBookmarks.userId, userId)))
    .returning({ id: digitalBookmarks.id });
  if (!rows.length) throw notFound(Msg.notFound);
  return null;
}

export async function getProgress(db: Db, userId: number, bookId: number) {
  await ownedBook(db, userId, bookId);
  const [row] = await db
    .select()
    .from(digitalProgress)
    .where(and(eq(digitalProgress.userId, userId), eq(digitalProgress.bookId, bookId)));
  return { bookId, page: row?.page ?? 1, updatedAt: row ? iso(row.updatedAt) : null };
}

export async function saveProgress(db: Db, userId: number, input: z.output<typeof progressInput>) {
  const book = await ownedBook(db, userId, input.bookId);
  checkPage(book, input.page);
  const updatedAt = new Date(input.updatedAt);
  await db
    .insert(digitalProgress)
    .values({ userId, bookId: book.id, page: input.page, updatedAt })
    .onConflictDoUpdate({
      target: [digitalProgress.userId, digitalProgress.bookId],
      set: { page: input.page, updatedAt },
      setWhere: sql`${digitalProgress.updatedAt} < ${updatedAt}`,
    });
  return getProgress(db, userId, book.id);
}
