import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { BagItem, bagAdd } from '@shared/api/digital';
import { DigitalLimits, type ResourceType } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { digitalBagItems, digitalLessons, digitalResources } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { requireTeacher } from '../../domain/classes';
import { ownedBook } from './access';
import { signedUrl } from './files';

/** The teacher's lesson bag: book resources and uploaded files gathered for a lesson. */
function view(config: Config, r: typeof digitalBagItems.$inferSelect): BagItem {
  return {
    id: r.id,
    bookId: r.bookId,
    lessonId: r.lessonId,
    source: r.source as BagItem['source'],
    resourceId: r.resourceId,
    type: r.type as ResourceType,
    title: r.title,
    url: r.source === 'RESOURCE' ? signedUrl(config, r.url) : r.url,
    format: r.format,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listBag(db: Db, config: Config, userId: number, bookId: number, lessonId?: number) {
  await requireTeacher(db, userId);
  await ownedBook(db, userId, bookId);
  const where = and(eq(digitalBagItems.userId, userId), eq(digitalBagItems.bookId, bookId));
  const rows = await db
    .select()
    .from(digitalBagItems)
    .where(lessonId ? and(where, eq(digitalBagItems.lessonId, lessonId)) : where)
    .orderBy(asc(digitalBagItems.id));
  return rows.map((r) => view(config, r));
}

async function checkLesson(db: Db, bookId: number, lessonId: number | null | undefined) {
  if (!lessonId) return null;
  const [l] = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(and(eq(digitalLessons.id, lessonId), eq(digitalLessons.bookId, bookId)));
  if (!l) throw notFound(Msg.digitalLessonNotFound);
  return l.id;
}

const IMAGE_EXT = ['png', 'jpg', 'jpeg', 'gif', 'webp'];

export async function addToBag(db: Db, config: Config, userId: number, input: z.output<typeof bagAdd>) {
  await requireTeacher(db, userId);
  const book = await ownedBook(db, userId, input.bookId);
  let lessonId = await checkLesson(db, book.id, input.lessonId);
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(digitalBagItems)
    .where(and(eq(digitalBagItems.userId, userId), eq(digitalBagItems.bookId, book.id)));
  if (Number(n) >= DigitalLimits.BAG_ITEMS_MAX) throw badRequest(Msg.digitalTooMany);
  let values: typeof digitalBagItems.$inferInsert;
  if (input.resourceId !== undefined) {
    const [r] = await db
      .select()
      .from(digitalResources)
      .where(and(eq(digitalResources.id, input.resourceId), eq(digitalResources.bookId, book.id)));
    if (!r) throw notFound(Msg.digitalResourceNotFound);
    lessonId ??= r.lessonId;
    values = {
      userId,
      bookId: book.id,
      lessonId,
      source: 'RESOURCE',
      resourceId: r.id,
      type: r.type,
      title: r.title,
      url: r.file,
      format: r.format,
    };
  } else {
    const url = input.url ?? '';
    const ext = (/\.([a-z0-9]+)$/i.exec(url)?.[1] ?? '').toLowerCase();
    if (!IMAGE_EXT.includes(ext) || url.includes('..')) throw badRequest(Msg.imageOnly);
    values = {
      userId,
      bookId: book.id,
      lessonId,
      source: 'UPLOAD',
      resourceId: null,
      type: 'PICTURE',
      title: input.title ?? '',
      url,
      format: ext,
    };
  }
  const [row] = await db.insert(digitalBagItems).values(values).returning();
  return view(config, row!);
}

export async function removeFromBag(db: Db, userId: number, id: number) {
  const rows = await db
    .delete(digitalBagItems)
    .where(and(eq(digitalBagItems.id, id), eq(digitalBagItems.userId, userId)))
    .returning({ id: digitalBagItems.id });
  if (!rows.length) throw notFound(Msg.notFound);
  return null;
}
