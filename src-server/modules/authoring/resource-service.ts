import { and, asc, eq, max } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { BookResource } from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { digitalLessons, digitalResources } from '../../db/schema';
import { BizError } from '../../lib/errors';
import { requireAuthorBook } from './scope';

const FORMAT: Record<string, string> = { PICTURE: 'png', VIDEO: 'mp4', DOCUMENT: 'pdf' };

/** A book's resources, for an author who writes for the book. */
export async function bookResources(db: Db, authorId: number, bookId: number): Promise<BookResource[]> {
  await requireAuthorBook(db, authorId, bookId);
  return db
    .select({
      id: digitalResources.id,
      lessonId: digitalResources.lessonId,
      lessonTitle: digitalLessons.title,
      type: digitalResources.type,
      title: digitalResources.title,
      file: digitalResources.file,
      format: digitalResources.format,
    })
    .from(digitalResources)
    .innerJoin(digitalLessons, eq(digitalLessons.id, digitalResources.lessonId))
    .where(eq(digitalResources.bookId, bookId))
    .orderBy(asc(digitalLessons.sort), asc(digitalResources.sort), asc(digitalResources.id));
}

/** Adds a file the author uploaded (signed-upload path) to a lesson of the book. */
export async function addResource(
  db: Db,
  authorId: number,
  input: { bookId: number; lessonId: number; type: string; title: string; url: string },
) {
  await requireAuthorBook(db, authorId, input.bookId);
  const [lesson] = await db
    .select({ id: digitalLessons.id, startPage: digitalLessons.startPage })
    .from(digitalLessons)
    .where(and(eq(digitalLessons.id, input.lessonId), eq(digitalLessons.bookId, input.bookId)));
  if (!lesson) throw new BizError(Code.NOT_FOUND, Msg.notebookLessonNotFound);
  const [last] = await db
    .select({ n: max(digitalResources.sort) })
    .from(digitalResources)
    .where(eq(digitalResources.lessonId, lesson.id));
  const ext = /\.([a-z0-9]+)$/i.exec(input.url)?.[1]?.toLowerCase() ?? FORMAT[input.type] ?? '';
  const [row] = await db
    .insert(digitalResources)
    .values({
      bookId: input.bookId,
      lessonId: lesson.id,
      type: input.type,
      title: input.title,
      file: input.url,
      format: ext,
      page: lesson.startPage,
      sort: (last?.n ?? -1) + 1,
    })
    .returning({ id: digitalResources.id });
  const list = await bookResources(db, authorId, input.bookId);
  return list.find((r) => r.id === row!.id)!;
}

export async function removeResource(db: Db, authorId: number, resourceId: number) {
  const [row] = await db
    .select({ bookId: digitalResources.bookId })
    .from(digitalResources)
    .where(eq(digitalResources.id, resourceId));
  if (!row) throw new BizError(Code.NOT_FOUND, Msg.resourceNotFound);
  await requireAuthorBook(db, authorId, row.bookId);
  await db.delete(digitalResources).where(eq(digitalResources.id, resourceId));
  return null;
}
