/** Longest custom countdown: 99:59. */
export const CLOCK_MAX_SECONDS = 99 * 60 + 59;

/**
 * A teacher's custom time: `m:ss` (full-width colon too) or whole minutes (`5`). Null for anything else, for zero and
 * for more than 99:59.
 */
export function parseClockTime(text: string): number | null {
  const t = text.trim().replace('：', ':');
  const m = /^(\d{1,2})(?::([0-5]?\d))?$/.exec(t);
  if (!m) return null;
  const s = Number(m[1]) * 60 + (m[2] === undefined ? 0 : Number(m[2]));
  return s > 0 && s <= CLOCK_MAX_SECONDS ? s : null;
}

/** mm:ss of a number of seconds (minutes past 99 keep growing for a long stopwatch). */
export const clockDigits = (s: number) =>
  `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
