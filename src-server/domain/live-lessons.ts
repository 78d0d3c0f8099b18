import type { LiveStatus } from '@shared/api/live';
import type { liveLessons } from '../db/schema';

/**
 * When a live lesson is on, from the server clock (src-shared/api/live.ts "Time"). Beijing time has no daylight
 * saving, so a Beijing day is a fixed +8 hours from UTC. Shared by the live module and the teaching calendar.
 */
export type LessonRow = typeof liveLessons.$inferSelect;
export const BEIJING_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** Midnight (Beijing) of the Beijing day that holds `t`. */
export const beijingMidnight = (t: Date): Date =>
  new Date(Math.floor((t.getTime() + BEIJING_MS) / DAY_MS) * DAY_MS - BEIJING_MS);

/** Midnight (Beijing) of a 'YYYY-MM-DD' Beijing day. */
export const beijingDayStart = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** 'YYYY-MM-DD' of the Beijing day that holds `t`. */
export const beijingDay = (t: Date): string => new Date(t.getTime() + BEIJING_MS).toISOString().slice(0, 10);

/** The lesson's window: a DAILY lesson's is on the Beijing day of `on` (default: today) at its time of day. */
export function lessonWindow(row: Pick<LessonRow, 'startAt' | 'minutes' | 'daily'>, on: Date) {
  if (!row.daily) return { start: row.startAt, end: new Date(row.startAt.getTime() + row.minutes * 60_000) };
  const offset = (row.startAt.getTime() - beijingMidnight(row.startAt).getTime()) % DAY_MS;
  const start = new Date(beijingMidnight(on).getTime() + offset);
  return { start, end: new Date(start.getTime() + row.minutes * 60_000) };
}

export function lessonStatus(row: Pick<LessonRow, 'startAt' | 'minutes' | 'daily'>, now: Date): LiveStatus {
  const { start, end } = lessonWindow(row, now);
  if (now < start) return 'NOT_STARTED';
  return now < end ? 'LIVE' : 'ENDED';
}
