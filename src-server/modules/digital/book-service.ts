import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { BookInfo, Catalogue, SearchHit, StaticData } from '@shared/api/digital';
import { RESOURCE_TYPES, type ResourceType } from '@shared/rules/digital';
import { DigitalLimits } from '@shared/rules/digital';
import type { Db } from '../../db/client';
import {
  digitalAvChapters,
  digitalAvSections,
  digitalLectureNotes,
  digitalLessons,
  digitalPages,
  digitalResources,
  digitalUnits,
} from '../../db/schema';
import { findBook, owns } from './access';

async function resourceCounts(db: Db, bookId: number) {
  const rows = await db
    .select({ type: digitalResources.type, n: count() })
    .from(digitalResources)
    .where(eq(digitalResources.bookId, bookId))
    .groupBy(digitalResources.type);
  const counts = Object.fromEntries(RESOURCE_TYPES.map((t) => [t, 0])) as Record<ResourceType, number>;
  for (const r of rows) counts[r.type as ResourceType] = Number(r.n);
  return counts;
}

const countOf = async (db: Db, table: typeof digitalLectureNotes | typeof digitalAvChapters, bookId: number) =>
  Number((await db.select({ n: count() }).from(table).where(eq(table.bookId, bookId)))[0]?.n ?? 0);

export async function bookInfo(db: Db, userId: number | undefined, bookId: number): Promise<BookInfo> {
  const book = await findBook(db, bookId);
  const owned = await owns(db, userId, bookId);
  const counts = await resourceCounts(db, bookId);
  return {
    id: book.id,
    title: book.title,
    cover: book.cover,
    publisher: book.author,
    subject: book.subject,
    grade: book.grade,
    digitalBookType: book.digitalBookType === 'PAPER_DIGITAL' ? 'PAPER_DIGITAL' : 'DIGITAL',
    description: book.description,
    pageCount: book.pageCount,
    owned,
    acquire: owned ? null : 'REDEEM',
    resourceCount: Object.values(counts).reduce((a, b) => a + b, 0),
    resourceCounts: counts,
    hasLectureNotes: (await countOf(db, digitalLectureNotes, bookId)) > 0,
    hasAudioVisual: (await countOf(db, digitalAvChapters, bookId)) > 0,
  };
}

export async function catalogue(db: Db, bookId: number): Promise<Catalogue> {
  await findBook(db, bookId);
  const units = await db
    .select()
    .from(digitalUnits)
    .where(eq(digitalUnits.bookId, bookId))
    .orderBy(asc(digitalUnits.sort));
  const lessons = await db
    .select({ lesson: digitalLessons, resources: count(digitalResources.id) })
    .from(digitalLessons)
    .leftJoin(digitalResources, eq(digitalResources.lessonId, digitalLessons.id))
    .where(eq(digitalLessons.bookId, bookId))
    .groupBy(digitalLessons.id)
    .orderBy(asc(digitalLessons.sort), asc(digitalLessons.id));
  return {
    bookId,
    units: units.map((u) => ({
      id: u.id,
      title: u.title,
      startPage: u.startPage,
      endPage: u.endPage,
      lessons: lessons
        .filter((l) => l.lesson.unitId === u.id)
        .map(({ lesson: l, resources }) => ({
          id: l.id,
          title: l.title,
          startPage: l.startPage,
          endPage: l.endPage,
          resourceCount: Number(resources),
        })),
    })),
  };
}

export async function staticData(db: Db, bookId: number): Promise<StaticData> {
  const book = await findBook(db, bookId);
  const cat = await catalogue(db, bookId);
  const sections = await db.select({ n: count() }).from(digitalAvSections).where(eq(digitalAvSections.bookId, bookId));
  return {
    bookId,
    pageCount: book.pageCount,
    unitCount: cat.units.length,
    lessonCount: cat.units.reduce((n, u) => n + u.lessons.length, 0),
    resourceCounts: await resourceCounts(db, bookId),
    lectureNoteCount: await countOf(db, digitalLectureNotes, bookId),
    chapterCount: await countOf(db, digitalAvChapters, bookId),
    sectionCount: Number(sections[0]?.n ?? 0),
  };
}

export async function pageTexts(db: Db, bookId: number) {
  const pages = await db
    .select({ page: digitalPages.page, text: digitalPages.text })
    .from(digitalPages)
    .where(eq(digitalPages.bookId, bookId))
    .orderBy(asc(digitalPages.page));
  return { bookId, pages };
}

/** Case-insensitive substring search over the page texts; a snippet of 40 characters around the first match. */
export async function searchBook(db: Db, bookId: number, q: string) {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ page: digitalPages.page, text: digitalPages.text })
    .from(digitalPages)
    .where(and(eq(digitalPages.bookId, bookId), ilike(digitalPages.text, pattern)))
    .orderBy(asc(digitalPages.page));
  const lessons = await db
    .select({ id: digitalLessons.id, startPage: digitalLessons.startPage, endPage: digitalLessons.endPage })
    .from(digitalLessons)
    .where(eq(digitalLessons.bookId, bookId));
  const lower = q.toLowerCase();
  const hits: SearchHit[] = rows.slice(0, DigitalLimits.SEARCH_HITS_MAX).map((r) => {
    const text = r.text.replace(/\n/g, ' ');
    const at = Math.max(0, text.toLowerCase().indexOf(lower));
    const from = Math.max(0, at - 15);
    return {
      page: r.page,
      snippet: `${from > 0 ? '…' : ''}${text.slice(from, at + q.length + 25)}${at + q.length + 25 < text.length ? '…' : ''}`,
      lessonId: lessons.find((l) => r.page >= l.startPage && r.page <= l.endPage)?.id ?? null,
    };
  });
  return { total: rows.length, hits };
}
