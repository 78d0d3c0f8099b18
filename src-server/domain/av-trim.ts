import { eq, inArray } from 'drizzle-orm';
import type { AvTrim } from '@shared/api/editing';
import type { Executor } from '../db/repositories/tx';
import { avTrims, type StoredAvMark } from '../db/schema';

/**
 * The part of a media an author keeps (issue 16, src-shared/api/editing.ts "trimming"). Shared: the editing module
 * writes it, the digital module plays only that part (its chapter list, ticks and WebVTT chapters track).
 */
export type Trim = AvTrim;

export async function trimsOfSections(db: Executor, sectionIds: number[]): Promise<Map<number, Trim>> {
  if (!sectionIds.length) return new Map();
  const rows = await db.select().from(avTrims).where(inArray(avTrims.sectionId, sectionIds));
  return new Map(rows.map((r) => [r.sectionId, { start: r.startAt, end: r.endAt }]));
}

export async function trimOfSection(db: Executor, sectionId: number): Promise<Trim | null> {
  const [row] = await db.select().from(avTrims).where(eq(avTrims.sectionId, sectionId));
  return row ? { start: row.startAt, end: row.endAt } : null;
}

const byStart = <T extends { start: number }>(a: T, b: T) => a.start - b.start;

/**
 * Each chapter with the span it covers (until the next chapter, the last until `duration`) and each of its sections
 * with theirs (until the next section of the chapter, the last until the chapter ends), in time order.
 */
function spans(marks: StoredAvMark[], duration: number) {
  const chapters = [...marks].sort(byStart);
  return chapters.map((c, i) => {
    const end = Math.max(c.start, chapters[i + 1]?.start ?? duration);
    const sections = [...c.sections].sort(byStart);
    return {
      mark: c,
      end,
      sections: sections.map((s, j) => ({
        mark: s,
        end: Math.max(s.start, Math.min(end, sections[j + 1]?.start ?? end)),
      })),
    };
  });
}

const outside = (start: number, end: number, trim: Trim) => start >= trim.end || end <= trim.start;

/** The titles of the chapters and sections that would never play within the trim (the author must move them). */
export function marksOutside(marks: StoredAvMark[], trim: Trim, duration: number): string[] {
  return spans(marks, duration).flatMap((c) => [
    ...(outside(c.mark.start, c.end, trim) ? [c.mark.title] : []),
    ...c.sections.filter((s) => outside(s.mark.start, s.end, trim)).map((s) => s.mark.title),
  ]);
}

/**
 * The marks as teachers see them within the trim: any that would never play are left out (saving refuses them, so
 * this only guards older data), and one that begins before the in-point begins at it.
 */
export function keptMarks(marks: StoredAvMark[], trim: Trim | null, duration: number): StoredAvMark[] {
  if (!trim) return marks;
  return spans(marks, duration)
    .filter((c) => !outside(c.mark.start, c.end, trim))
    .map((c) => ({
      title: c.mark.title,
      start: Math.max(c.mark.start, trim.start),
      sections: c.sections
        .filter((s) => !outside(s.mark.start, s.end, trim))
        .map((s) => ({ title: s.mark.title, start: Math.max(s.mark.start, trim.start) })),
    }));
}
