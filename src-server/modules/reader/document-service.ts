import { eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { OfficeDocument } from '@shared/api/reader';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { digitalLessons, digitalResources } from '../../db/schema';
import { files } from '../../domain/digital-files';
import { BizError, notFound } from '../../lib/errors';
import { ownedBook } from './book-access';

/** The formats the office viewer renders. */
const OFFICE_FORMATS = ['docx', 'xlsx', 'pdf'];

/**
 * A book's DOCUMENT resource for the office viewer (文档预览), with a signed URL of its file. Only whoever has the
 * book reads it; an unknown resource is 404 资源不存在, another kind of resource 400.
 */
export async function officeDocument(
  db: Db,
  config: Config,
  userId: number,
  resourceId: number,
): Promise<OfficeDocument> {
  const [row] = await db
    .select({ r: digitalResources, lessonTitle: digitalLessons.title })
    .from(digitalResources)
    .innerJoin(digitalLessons, eq(digitalLessons.id, digitalResources.lessonId))
    .where(eq(digitalResources.id, resourceId));
  if (!row) throw notFound(Msg.digitalResourceNotFound);
  const book = await ownedBook(db, userId, row.r.bookId);
  if (row.r.type !== 'DOCUMENT' || !OFFICE_FORMATS.includes(row.r.format))
    throw new BizError(Code.BAD_REQUEST, Msg.documentNotOffice);
  return {
    resourceId,
    bookId: book.id,
    bookTitle: book.title,
    lessonTitle: row.lessonTitle,
    title: row.r.title,
    format: row.r.format,
    url: files.signedUrl(config, row.r.file),
  };
}
