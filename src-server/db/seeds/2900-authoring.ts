import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import { authorTasks, digitalBooks, digitalLectureNotes, staffAccounts } from '../schema';
import { DEMO_STAFF } from './demo-accounts';

/**
 * Authors and publishers (issue 16): the demo author writes for the demo publisher, and has one writing task on the
 * publisher's first book, the lesson of its first lecture note (draft = the published note, status 待写).
 */
export async function seedAuthoring(db: Executor) {
  const publisherId = DEMO_STAFF.publisher.publisherId;
  const [author] = await db
    .update(staffAccounts)
    .set({ publisherId })
    .where(and(eq(staffAccounts.kind, 'author'), eq(staffAccounts.account, DEMO_STAFF.author.account)))
    .returning({ id: staffAccounts.id });
  const [note] = await db
    .select({ id: digitalLectureNotes.id, bookId: digitalLectureNotes.bookId, lessonId: digitalLectureNotes.lessonId })
    .from(digitalLectureNotes)
    .innerJoin(digitalBooks, eq(digitalBooks.id, digitalLectureNotes.bookId))
    .where(and(eq(digitalBooks.publisherId, publisherId), isNotNull(digitalLectureNotes.lessonId)))
    .orderBy(asc(digitalLectureNotes.bookId), asc(digitalLectureNotes.sort))
    .limit(1);
  if (!author || !note?.lessonId) return;
  const [full] = await db.select().from(digitalLectureNotes).where(eq(digitalLectureNotes.id, note.id));
  await db.insert(authorTasks).values({
    publisherId,
    authorId: author.id,
    bookId: note.bookId,
    lessonId: note.lessonId,
    noteId: note.id,
    draftTitle: full!.title,
    draftHtml: full!.html,
  });
}
