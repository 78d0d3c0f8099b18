import { and, desc, eq, max } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { NoteDraft, NoteEdition, ReviewDetail } from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { authorTasks, digitalLectureNotes, lectureNoteEditions, staffAccounts } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { hasContent, sanitizeNote } from './sanitize';
import { listTasks, ownTask, publisherOf } from './scope';

const refuse = (message: string) => new BizError(Code.BAD_REQUEST, message);

async function draftOf(db: Db, taskId: number) {
  const [row] = await db
    .select({ title: authorTasks.draftTitle, html: authorTasks.draftHtml })
    .from(authorTasks)
    .where(eq(authorTasks.id, taskId));
  return row!;
}

/** The author's draft of a task (what the editor opens and the preview shows). */
export async function noteDraft(db: Db, authorId: number, taskId: number): Promise<NoteDraft> {
  const task = await ownTask(db, { authorId }, taskId);
  const draft = await draftOf(db, taskId);
  return { task, title: draft.title || `${task.lessonTitle} 讲义`, html: draft.html };
}

/** Saves the draft, sanitised; a note under review is locked; saving an approved note starts its next edition. */
export async function saveNote(
  db: Db,
  authorId: number,
  input: { writingTaskId: number; title: string; html: string },
) {
  const task = await ownTask(db, { authorId }, input.writingTaskId);
  if (task.status === 'pending') throw refuse(Msg.authorNoteLocked);
  await db
    .update(authorTasks)
    .set({
      draftTitle: input.title,
      draftHtml: sanitizeNote(input.html),
      status: task.status === 'approved' ? 'todo' : task.status,
      updatedAt: new Date(),
    })
    .where(eq(authorTasks.id, task.id));
  return noteDraft(db, authorId, task.id);
}

export async function submitNote(db: Db, authorId: number, taskId: number) {
  const task = await ownTask(db, { authorId }, taskId);
  if (task.status === 'pending') throw refuse(Msg.authorNoteLocked);
  const draft = await draftOf(db, taskId);
  if (!draft.title.trim() || !hasContent(draft.html)) throw refuse(Msg.authorNoteEmpty);
  const now = new Date();
  await db
    .update(authorTasks)
    .set({ status: 'pending', submittedAt: now, updatedAt: now })
    .where(eq(authorTasks.id, taskId));
  return ownTask(db, { authorId }, taskId);
}

async function publisherTask(db: Db, staffId: number, taskId: number) {
  const { publisherId } = await publisherOf(db, 'publisher', staffId);
  return ownTask(db, { publisherId: publisherId ?? -1 }, taskId);
}

/** A submission beside the note teachers read today. */
export async function reviewDetail(db: Db, staffId: number, taskId: number): Promise<ReviewDetail> {
  const task = await publisherTask(db, staffId, taskId);
  const submitted = await draftOf(db, taskId);
  let published: ReviewDetail['published'] = null;
  let history: ReviewDetail['history'] = [];
  if (task.noteId !== null) {
    const [note] = await db
      .select({ title: digitalLectureNotes.title, html: digitalLectureNotes.html })
      .from(digitalLectureNotes)
      .where(eq(digitalLectureNotes.id, task.noteId));
    published = note ?? null;
    history = await editionsOf(db, task.noteId);
  }
  return { task, published, submitted, editions: history[0]?.edition ?? 0, history };
}

const editionColumns = {
  edition: lectureNoteEditions.edition,
  title: lectureNoteEditions.title,
  approvedAt: lectureNoteEditions.approvedAt,
  approverName: staffAccounts.displayName,
};
const editionOut = <T extends { approvedAt: Date; approverName: string | null }>(r: T) => ({
  ...r,
  approvedAt: r.approvedAt.toISOString(),
  approverName: r.approverName ?? '',
});

/** The approved editions of a note, newest first, with who approved them (their content: noteEdition). */
async function editionsOf(db: Db, noteId: number) {
  const rows = await db
    .select(editionColumns)
    .from(lectureNoteEditions)
    .leftJoin(staffAccounts, eq(staffAccounts.id, lectureNoteEditions.approvedBy))
    .where(eq(lectureNoteEditions.noteId, noteId))
    .orderBy(desc(lectureNoteEditions.edition));
  return rows.map(editionOut);
}

/** One approved edition of the task's lesson note, as teachers read it then (the publisher's own tasks only). */
export async function noteEdition(db: Db, staffId: number, taskId: number, edition: number): Promise<NoteEdition> {
  const task = await publisherTask(db, staffId, taskId);
  const [row] =
    task.noteId === null
      ? []
      : await db
          .select({ ...editionColumns, html: lectureNoteEditions.html })
          .from(lectureNoteEditions)
          .leftJoin(staffAccounts, eq(staffAccounts.id, lectureNoteEditions.approvedBy))
          .where(and(eq(lectureNoteEditions.noteId, task.noteId), eq(lectureNoteEditions.edition, edition)));
  if (!row) throw notFound(Msg.authorEditionNotFound);
  return editionOut(row);
}

/**
 * Publishes the submission: the lesson's note is updated in place (its id, and so teachers' links, notes and
 * progress, stay) or created for a lesson's first note, and the edition is recorded.
 */
export async function approve(db: Db, staffId: number, taskId: number) {
  const task = await publisherTask(db, staffId, taskId);
  if (task.status !== 'pending') throw refuse(Msg.authorNotPending);
  const draft = await draftOf(db, taskId);
  const now = new Date();
  await db.transaction(async (tx) => {
    let noteId = task.noteId;
    if (noteId === null) {
      const [last] = await tx
        .select({ n: max(digitalLectureNotes.sort) })
        .from(digitalLectureNotes)
        .where(eq(digitalLectureNotes.bookId, task.bookId));
      const [row] = await tx
        .insert(digitalLectureNotes)
        .values({
          bookId: task.bookId,
          lessonId: task.lessonId,
          title: draft.title,
          html: draft.html,
          sort: (last?.n ?? -1) + 1,
          updatedAt: now,
        })
        .returning({ id: digitalLectureNotes.id });
      noteId = row!.id;
    } else {
      await tx
        .update(digitalLectureNotes)
        .set({ title: draft.title, html: draft.html, updatedAt: now })
        .where(eq(digitalLectureNotes.id, noteId));
    }
    const [e] = await tx
      .select({ n: max(lectureNoteEditions.edition) })
      .from(lectureNoteEditions)
      .where(eq(lectureNoteEditions.noteId, noteId));
    await tx.insert(lectureNoteEditions).values({
      noteId,
      edition: (e?.n ?? 0) + 1,
      title: draft.title,
      html: draft.html,
      taskId,
      approvedBy: staffId,
      approvedAt: now,
    });
    await tx
      .update(authorTasks)
      .set({ status: 'approved', noteId, comment: '', reviewedAt: now, updatedAt: now })
      .where(and(eq(authorTasks.id, taskId), eq(authorTasks.status, 'pending')));
  });
  return publisherTask(db, staffId, taskId);
}

export async function reject(db: Db, staffId: number, taskId: number, comment: string) {
  const task = await publisherTask(db, staffId, taskId);
  if (task.status !== 'pending') throw refuse(Msg.authorNotPending);
  const now = new Date();
  await db
    .update(authorTasks)
    .set({ status: 'returned', comment, reviewedAt: now, updatedAt: now })
    .where(eq(authorTasks.id, taskId));
  return publisherTask(db, staffId, taskId);
}

export async function reviewList(db: Db, staffId: number) {
  const { publisherId } = await publisherOf(db, 'publisher', staffId);
  const all = await listTasks(db, eq(authorTasks.publisherId, publisherId ?? -1));
  return all.filter((t) => t.submittedAt !== null);
}
