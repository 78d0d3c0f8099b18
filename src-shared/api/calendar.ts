import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * The teaching calendar (issue 13; spec 2 "/classpro/calendar"). Everything the signed-in teacher teaches, in
 * Beijing time: the weekly plans of their classes' courses, applied live lessons and booked famous-teacher slots,
 * deadlines of the activities they registered for, and deadlines of their textbook homework.
 *
 * Paths: none is shown in the spec; chosen in the /api/v2 style of their siblings and written down here once.
 * - `exportIcs` and `feed` answer text/calendar (RFC 5545), not the JSON envelope: they are plain routes listed in
 *   src-server/plugins/non-endpoint-routes.ts. `exportIcs` takes the teacher's token header like every call;
 *   `feed` is for calendar clients, which send no header: the secret token is the last path segment (`{token}.ics`).
 * - The feed's token is shown once, when it is made (resetFeed); the server keeps only its SHA-256. 重置链接 makes a
 *   new one and the old link stops at once.
 */
export const CalendarPaths = {
  /** GET ?startDate&endDate (YYYY-MM-DD, Beijing, both included; at most 62 days) → CalendarEvent[]. Teacher. */
  events: '/api/v2/calendar/getCalendarEventList',
  /** GET ?startDate&endDate → the same events as an .ics file (attachment). Teacher. Not an endpoint descriptor. */
  exportIcs: '/api/v2/calendar/exportCalendar.ics',
  /** GET → FeedState: whether a subscription link exists and since when. Teacher. */
  feedState: '/api/v2/calendar/getCalendarFeed',
  /** POST → FeedLink: a new subscription link (the old one, if any, stops working). Teacher. */
  resetFeed: '/api/v2/calendar/resetCalendarFeed',
  /** GET /api/v2/calendar/vt/feed/{token}.ics → text/calendar of the weeks around today. Public, rate-limited. */
  feedPrefix: '/api/v2/calendar/vt/feed/',
} as const;

/** The longest range one call may ask for (days, both ends included). */
export const CALENDAR_MAX_DAYS = 62;
/** The subscription feed serves this many days before and after today. */
export const FEED_DAYS_BEFORE = 28;
export const FEED_DAYS_AFTER = 56;
/** A feed link works this many days after it was made (issue 28: it never expired); making a new one renews it. */
export const FEED_LINK_DAYS = 180;

const beijingDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: '日期不存在',
    },
  );
export const calendarRange = z.object({ startDate: beijingDay, endDate: beijingDay });
export type CalendarRange = z.input<typeof calendarRange>;

export const CALENDAR_KINDS = ['COURSE_PLAN', 'LIVE_LESSON', 'BOOKING', 'ACTIVITY_DEADLINE', 'TASK_DEADLINE'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export const calendarEvent = z.object({
  id: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  title: z.string(),
  /** Who or what it is for, e.g. the class name. */
  detail: z.string(),
  /** ISO instants. A deadline has start = end; an all-day event spans its Beijing day. */
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  /** A renderer path that opens the thing. */
  link: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

export const feedState = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type FeedState = z.infer<typeof feedState>;
export const feedLink = z.object({
  /** The feed's path with its token. */
  path: z.string(),
  /**
   * The absolute address for calendar apps (PUBLIC_BASE_URL, or the trusted host the request came to); '' when the
   * server cannot tell, and the renderer then resolves `path` against the API host it talks to.
   */
  url: z.string(),
  createdAt: z.string(),
});
export type FeedLink = z.infer<typeof feedLink>;

const T = ['teacher'] as const;
/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const CalendarApi = {
  events: get(CalendarPaths.events, { request: calendarRange, response: z.array(calendarEvent), areas: T }),
  feedState: get(CalendarPaths.feedState, { response: feedState, areas: T }),
  resetFeed: post(CalendarPaths.resetFeed, { response: feedLink, areas: T }),
} as const;
