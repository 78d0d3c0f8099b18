import { and, asc, eq } from 'drizzle-orm';
import type { QrResource, Resource, ResourceList } from '@shared/api/digital';
import { qrPagePath } from '@shared/api/digital';
import { Code } from '@shared/api/common';
import type { ResourceType } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { digitalBooks, digitalLessons, digitalResources, digitalUnits } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { findBook, owns } from './access';
import { signedUrl } from './files';

type Row = typeof digitalResources.$inferSelect;

export function resourceView(config: Config, r: Row, paperDigital: boolean): Resource {
  return {
    id: r.id,
    bookId: r.bookId,
    lessonId: r.lessonId,
    type: r.type as ResourceType,
    title: r.title,
    url: signedUrl(config, r.file),
    format: r.format,
    size: r.size,
    duration: r.duration,
    page: r.page,
    qrUrl: paperDigital ? qrPagePath(r.id) : null,
  };
}

/**
 * A book's resources by lesson. Owners get all of them; for anyone else only a PAPER_DIGITAL book's resources are
 * open (each is behind a QR code printed in the paper book); a DIGITAL book's are 403 您还没有这本教材，请先兑换.
 */
export async function bookResources(
  db: Db,
  config: Config,
  userId: number | undefined,
  bookId: number,
  lessonId?: number,
): Promise<ResourceList> {
  const book = await findBook(db, bookId);
  const paperDigital = book.digitalBookType === 'PAPER_DIGITAL';
  if (!paperDigital && !(await owns(db, userId, bookId))) throw new BizError(Code.FORBIDDEN, Msg.digitalNotOwned);
  const lessons = await db
    .select({ id: digitalLessons.id, title: digitalLessons.title, unitTitle: digitalUnits.title })
    .from(digitalLessons)
    .innerJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
    .where(
      lessonId
        ? and(eq(digitalLessons.bookId, bookId), eq(digitalLessons.id, lessonId))
        : eq(digitalLessons.bookId, bookId),
    )
    .orderBy(asc(digitalUnits.sort), asc(digitalLessons.sort));
  if (lessonId && !lessons.length) throw notFound(Msg.digitalLessonNotFound);
  const rows = await db
    .select()
    .from(digitalResources)
    .where(
      lessonId
        ? and(eq(digitalResources.bookId, bookId), eq(digitalResources.lessonId, lessonId))
        : eq(digitalResources.bookId, bookId),
    )
    .orderBy(asc(digitalResources.sort), asc(digitalResources.id));
  return {
    bookId,
    lessons: lessons.map((l) => ({
      lessonId: l.id,
      lessonTitle: l.title,
      unitTitle: l.unitTitle,
      resources: rows.filter((r) => r.lessonId === l.id).map((r) => resourceView(config, r, paperDigital)),
    })),
  };
}

/** One resource of a PAPER_DIGITAL book for the public phone page; anything else is 404 资源不存在. */
export async function qrResource(db: Db, config: Config, resourceId: number): Promise<QrResource> {
  const [row] = await db
    .select({
      r: digitalResources,
      bookTitle: digitalBooks.title,
      type: digitalBooks.digitalBookType,
      lesson: digitalLessons.title,
    })
    .from(digitalResources)
    .innerJoin(digitalBooks, eq(digitalBooks.id, digitalResources.bookId))
    .innerJoin(digitalLessons, eq(digitalLessons.id, digitalResources.lessonId))
    .where(eq(digitalResources.id, resourceId))
    .limit(1);
  if (!row || row.type !== 'PAPER_DIGITAL') throw notFound(Msg.digitalResourceNotFound);
  return { resource: resourceView(config, row.r, true), bookTitle: row.bookTitle, lessonTitle: row.lesson };
}
