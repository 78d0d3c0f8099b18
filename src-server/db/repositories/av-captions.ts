import { eq, inArray } from 'drizzle-orm';
import { avCaptions, type StoredCaption } from '../schema';
import type { Executor } from './tx';

/** Captions of audio-visual media (issue 33): this file owns av_captions. */

/** The cues of one section's media, or null when it has no captions. */
export async function captionsOf(db: Executor, sectionId: number): Promise<StoredCaption[] | null> {
  const [row] = await db.select({ cues: avCaptions.cues }).from(avCaptions).where(eq(avCaptions.sectionId, sectionId));
  return row?.cues ?? null;
}

/** How many cues each of the given sections has (sections without captions are absent). */
export async function captionCounts(db: Executor, sectionIds: number[]): Promise<Map<number, number>> {
  if (!sectionIds.length) return new Map();
  const rows = await db
    .select({ sectionId: avCaptions.sectionId, cues: avCaptions.cues })
    .from(avCaptions)
    .where(inArray(avCaptions.sectionId, sectionIds));
  return new Map(rows.map((r) => [r.sectionId, r.cues.length]));
}

/** Replaces a section's captions (`updatedBy` null: demo data). */
export async function putCaptions(db: Executor, sectionId: number, cues: StoredCaption[], updatedBy: number | null) {
  const values = { cues, updatedBy, updatedAt: new Date() };
  await db
    .insert(avCaptions)
    .values({ sectionId, ...values })
    .onConflictDoUpdate({ target: avCaptions.sectionId, set: values });
}

export async function deleteCaptions(db: Executor, sectionId: number) {
  await db.delete(avCaptions).where(eq(avCaptions.sectionId, sectionId));
}
