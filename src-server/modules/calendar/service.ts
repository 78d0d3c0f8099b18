import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  CALENDAR_MAX_DAYS,
  CalendarPaths,
  FEED_DAYS_AFTER,
  FEED_DAYS_BEFORE,
  FEED_LINK_DAYS,
  type CalendarEvent,
  type FeedLink,
  type FeedState,
} from '@shared/api/calendar';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { calendarEventsOf } from '../../domain/calendar-events';
import { requireTeacher } from '../../domain/classes';
import { beijingDayStart, beijingMidnight } from '../../domain/live-lessons';
import { badRequest } from '../../lib/errors';

const DAY_MS = 24 * 3600_000;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** [from, to) of two Beijing days, both included; refused when reversed or longer than CALENDAR_MAX_DAYS. */
export function rangeOf(startDate: string, endDate: string) {
  const from = beijingDayStart(startDate);
  const to = new Date(beijingDayStart(endDate).getTime() + DAY_MS);
  if (to <= from) throw badRequest(Msg.calendarRangeInvalid);
  if (to.getTime() - from.getTime() > CALENDAR_MAX_DAYS * DAY_MS) throw badRequest(Msg.calendarRangeTooLong);
  return { from, to };
}

export async function eventList(
  db: Db,
  teacherId: number,
  startDate: string,
  endDate: string,
): Promise<CalendarEvent[]> {
  await requireTeacher(db, teacherId);
  const { from, to } = rangeOf(startDate, endDate);
  return calendarEventsOf(db, teacherId, from, to);
}

export async function feedState(db: Db, teacherId: number): Promise<FeedState> {
  await requireTeacher(db, teacherId);
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.teacherId, teacherId));
  return { active: !!row, createdAt: row ? row.createdAt.toISOString() : null };
}

/** A new secret for the teacher's feed; the row (and so the old link) is replaced. Only the hash is stored. */
export async function resetFeed(db: Db, teacherId: number, now: Date, origin: string): Promise<FeedLink> {
  await requireTeacher(db, teacherId);
  const token = randomBytes(32).toString('hex');
  const tokenHash = hashToken(token);
  await db
    .insert(calendarFeeds)
    .values({ teacherId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.teacherId, set: { tokenHash, createdAt: now } });
  const path = `${CalendarPaths.feedPrefix}${token}.ics`;
  return { path, url: origin ? `${origin}${path}` : '', createdAt: now.toISOString() };
}

/**
 * The feed's events: FEED_DAYS_BEFORE days back to FEED_DAYS_AFTER ahead; null when the token is unknown or the link
 * is older than FEED_LINK_DAYS.
 */
export async function feedEvents(db: Db, token: string, now: Date): Promise<CalendarEvent[] | null> {
  const [row] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  if (!row || now.getTime() - row.createdAt.getTime() > FEED_LINK_DAYS * DAY_MS) return null;
  const today = beijingMidnight(now).getTime();
  const from = new Date(today - FEED_DAYS_BEFORE * DAY_MS);
  const to = new Date(today + (FEED_DAYS_AFTER + 1) * DAY_MS);
  return calendarEventsOf(db, row.teacherId, from, to);
}
