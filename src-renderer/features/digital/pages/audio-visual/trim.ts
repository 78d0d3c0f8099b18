import type { AvTrim } from '@shared/api/editing';

/**
 * The part of a section's media the author kept (trimming, issue 16). The file is whole; the player plays from the
 * in-point, pauses at the out-point and never stays outside (a seek there is pulled back), and the times shown count
 * from the in-point.
 */
export type Kept = AvTrim;

/** The kept part, or the whole media when nothing was cut (end: the measured or the stored duration). */
export const keptOf = (trim: Kept | null | undefined, duration: number): Kept =>
  trim ? { start: trim.start, end: Math.min(trim.end, duration || trim.end) } : { start: 0, end: duration };

/** A media fragment (`#t=in,out`): the browser itself starts at the in-point and pauses at the out-point. */
export const withFragment = (url: string, trim: Kept | null | undefined) =>
  trim ? `${url}#t=${trim.start},${trim.end}` : url;

/** Where the playhead must go for a time the element reports: null when it is inside the kept part. */
export function pulledBack(t: number, kept: Kept, trimmed: boolean): number | null {
  if (!trimmed) return null;
  if (t < kept.start - 0.3) return kept.start;
  if (t > kept.end + 0.05) return kept.end;
  return null;
}

/** Where playing starts from a saved position: inside the kept part, and from the start when it was at the end. */
export const resumeAt = (saved: number, kept: Kept) =>
  saved < kept.start || saved >= kept.end - 0.5 ? kept.start : saved;
