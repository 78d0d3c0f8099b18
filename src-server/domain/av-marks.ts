import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/repositories/tx';
import { avMarks, type StoredAvMark } from '../db/schema';

/**
 * The chapter marks an author set on audio-visual media (issue 16). Shared: the editing module writes them, the
 * digital module serves them to the teacher's player (its chapter list and WebVTT chapters track).
 */
export async function marksOfSections(db: Executor, sectionIds: number[]): Promise<Map<number, StoredAvMark[]>> {
  if (!sectionIds.length) return new Map();
  const rows = await db.select().from(avMarks).where(inArray(avMarks.sectionId, sectionIds));
  return new Map(rows.map((r) => [r.sectionId, r.marks]));
}

export async function marksOfSection(db: Executor, sectionId: number): Promise<StoredAvMark[] | null> {
  const [row] = await db.select().from(avMarks).where(eq(avMarks.sectionId, sectionId));
  return row?.marks ?? null;
}

/** One cue per chapter and per section, in time order, each ending where the next begins (the last at `duration`). */
export function flattenMarks(marks: StoredAvMark[], duration: number) {
  const points = marks.flatMap((c) => [
    { title: c.title, start: c.start, level: 0 as const, chapter: c.title },
    ...c.sections.map((s) => ({ title: s.title, start: s.start, level: 1 as const, chapter: c.title })),
  ]);
  points.sort((a, b) => a.start - b.start || a.level - b.level);
  return points.map((p, i) => ({ ...p, end: Math.max(p.start, points[i + 1]?.start ?? duration) }));
}
