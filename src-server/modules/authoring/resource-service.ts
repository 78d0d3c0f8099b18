import { and, asc, eq, max } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { BookResource } from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { digitalLessons, digitalResources } from '../../db/schema';
import { filePath, keyFromUrl, ownsUploads } from '../../domain/uploads';
import { BizError } from '../../lib/errors';
import { requireAuthorBook } from './scope';

const FORMAT: Record<string, string> = { PICTURE: 'png', VIDEO: 'mp4', DOCUMENT: 'pdf' };
const MEDIA = { PICTURE: 'IMAGE', VIDEO: 'VIDEO', DOCUMENT: 'DOCUMENT' } as const;

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
  config: Config,
  authorId: number,
  input: { bookId: number; lessonId: number; type: keyof typeof MEDIA; title: string; url: string },
) {
  await requireAuthorBook(db, authorId, input.bookId);
  // Only a file this author uploaded, as the kind it claims (issue 28: not another user's upload).
  const key = keyFromUrl(config, input.url);
  if (!key || !(await ownsUploads(db, { area: 'author', id: authorId }, [{ key, media: MEDIA[input.type] }])))
    throw new BizError(Code.BAD_REQUEST, Msg.resourceFileInvalid);
  const [lesson] = await db
    .select({ id: digitalLessons.id, startPage: digitalLessons.startPage })
    .from(digitalLessons)
    .where(and(eq(digitalLessons.id, input.lessonId), eq(digitalLessons.bookId, input.bookId)));
  if (!lesson) throw new BizError(Code.NOT_FOUND, Msg.notebookLessonNotFound);
  const [last] = await db
    .select({ n: max(digitalResources.sort) })
    .from(digitalResources)
    .where(eq(digitalResources.lessonId, lesson.id));
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? FORMAT[input.type] ?? '';
  const [row] = await db
    .insert(digitalResources)
    .values({
      bookId: input.bookId,
      lessonId: lesson.id,
      type: input.type,
      title: input.title,
      file: filePath(key),
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
