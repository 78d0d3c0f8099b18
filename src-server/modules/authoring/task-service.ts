import { and, asc, count, countDistinct, eq, inArray } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { AuthorHome, PublisherHome } from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import {
  authorTasks,
  digitalBooks,
  digitalLectureNotes,
  digitalLessons,
  digitalProgress,
  digitalUnits,
  schoolBooks,
  staffAccounts,
} from '../../db/schema';
import { BizError } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { listTasks, ownTask, publisherName, publisherOf, requireAuthorBook, requirePublisherBook } from './scope';

const countBy = async (rows: Promise<{ key: number; n: number }[]>) =>
  new Map<number, number>((await rows).map((r) => [r.key, Number(r.n)]));

/** The publisher's books with their reading figures, its authors, the pending reviews and every task. */
export async function publisherHome(db: Db, staffId: number): Promise<PublisherHome> {
  const { publisherId } = await publisherOf(db, 'publisher', staffId);
  const pid = publisherId ?? -1;
  const books = await db
    .select({ id: digitalBooks.id, title: digitalBooks.title, cover: digitalBooks.cover })
    .from(digitalBooks)
    .where(eq(digitalBooks.publisherId, pid))
    .orderBy(asc(digitalBooks.id));
  const ids = books.length ? books.map((b) => b.id) : [-1];
  const lessons = await countBy(
    db
      .select({ key: digitalLessons.bookId, n: count() })
      .from(digitalLessons)
      .where(inArray(digitalLessons.bookId, ids))
      .groupBy(digitalLessons.bookId),
  );
  const notes = await countBy(
    db
      .select({ key: digitalLectureNotes.bookId, n: count() })
      .from(digitalLectureNotes)
      .where(inArray(digitalLectureNotes.bookId, ids))
      .groupBy(digitalLectureNotes.bookId),
  );
  const schools = await countBy(
    db
      .select({ key: schoolBooks.bookId, n: count() })
      .from(schoolBooks)
      .where(inArray(schoolBooks.bookId, ids))
      .groupBy(schoolBooks.bookId),
  );
  const readers = await countBy(
    db
      .select({ key: digitalProgress.bookId, n: countDistinct(digitalProgress.userId) })
      .from(digitalProgress)
      .where(inArray(digitalProgress.bookId, ids))
      .groupBy(digitalProgress.bookId),
  );
  const tasks = await listTasks(db, eq(authorTasks.publisherId, pid));
  const authors = await db
    .select({ id: staffAccounts.id, account: staffAccounts.account, displayName: staffAccounts.displayName })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.kind, 'author'), eq(staffAccounts.publisherId, pid)))
    .orderBy(asc(staffAccounts.id));
  return {
    publisherName: await publisherName(db, publisherId),
    books: books.map((b) => ({
      ...b,
      lessonCount: lessons.get(b.id) ?? 0,
      noteCount: notes.get(b.id) ?? 0,
      schoolCount: schools.get(b.id) ?? 0,
      readerCount: readers.get(b.id) ?? 0,
    })),
    authors: authors.map((a) => ({ ...a, taskCount: tasks.filter((t) => t.authorId === a.id).length })),
    pendingReviews: tasks.filter((t) => t.status === 'pending').length,
    tasks,
  };
}

/** The lessons of a book (publisher: its own book; author: a book they write for), with who writes each. */
export async function bookLessons(db: Db, area: 'publisher' | 'author', staffId: number, bookId: number) {
  if (area === 'publisher') await requirePublisherBook(db, staffId, bookId);
  else await requireAuthorBook(db, staffId, bookId);
  return db
    .select({
      id: digitalLessons.id,
      title: digitalLessons.title,
      unitTitle: digitalUnits.title,
      authorName: staffAccounts.displayName,
    })
    .from(digitalLessons)
    .innerJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
    .leftJoin(authorTasks, eq(authorTasks.lessonId, digitalLessons.id))
    .leftJoin(staffAccounts, eq(staffAccounts.id, authorTasks.authorId))
    .where(eq(digitalLessons.bookId, bookId))
    .orderBy(asc(digitalUnits.sort), asc(digitalLessons.sort));
}

/** A writing task for one of the publisher's authors on a lesson of its own book; the draft starts from the note. */
export async function assignTask(
  db: Db,
  staffId: number,
  input: { bookId: number; lessonId: number; authorId: number },
) {
  const publisherId = await requirePublisherBook(db, staffId, input.bookId);
  const [author] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(
      and(
        eq(staffAccounts.id, input.authorId),
        eq(staffAccounts.kind, 'author'),
        eq(staffAccounts.publisherId, publisherId),
      ),
    );
  if (!author) throw new BizError(Code.NOT_FOUND, Msg.authorNotFound);
  const [lesson] = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(and(eq(digitalLessons.id, input.lessonId), eq(digitalLessons.bookId, input.bookId)));
  if (!lesson) throw new BizError(Code.NOT_FOUND, Msg.notebookLessonNotFound);
  const [note] = await db
    .select()
    .from(digitalLectureNotes)
    .where(eq(digitalLectureNotes.lessonId, input.lessonId))
    .orderBy(asc(digitalLectureNotes.id))
    .limit(1);
  try {
    const [row] = await db
      .insert(authorTasks)
      .values({
        publisherId,
        authorId: author.id,
        bookId: input.bookId,
        lessonId: input.lessonId,
        noteId: note?.id ?? null,
        draftTitle: note?.title ?? '',
        draftHtml: note?.html ?? '',
      })
      .returning({ id: authorTasks.id });
    return ownTask(db, { publisherId }, row!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError(Code.BAD_REQUEST, Msg.authorLessonTaken);
    throw err;
  }
}

export async function authorTaskList(db: Db, authorId: number) {
  const { publisherId } = await publisherOf(db, 'author', authorId);
  const tasks = await listTasks(db, eq(authorTasks.authorId, authorId));
  // Tasks of a publisher the author has left are not theirs to see any more.
  return tasks.filter((t) => publisherId !== null && t.publisherId === publisherId);
}

export async function authorHome(db: Db, authorId: number): Promise<AuthorHome> {
  const me = await publisherOf(db, 'author', authorId);
  const tasks = await authorTaskList(db, authorId);
  const books = new Map<number, { id: number; title: string; cover: string; taskCount: number }>();
  for (const t of tasks) {
    const b = books.get(t.bookId) ?? { id: t.bookId, title: t.bookTitle, cover: '', taskCount: 0 };
    b.taskCount++;
    books.set(t.bookId, b);
  }
  if (books.size) {
    const covers = await db
      .select({ id: digitalBooks.id, cover: digitalBooks.cover })
      .from(digitalBooks)
      .where(inArray(digitalBooks.id, [...books.keys()]));
    for (const c of covers) books.get(c.id)!.cover = c.cover;
  }
  const counts = { todo: 0, pending: 0, returned: 0, approved: 0 };
  for (const t of tasks) counts[t.status]++;
  return {
    displayName: me.displayName,
    publisherName: await publisherName(db, me.publisherId),
    books: [...books.values()],
    counts,
  };
}
