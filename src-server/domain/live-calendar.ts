import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import { displayNames } from '../db/repositories/users';
import type { Executor } from '../db/repositories/tx';
import { liveBookings, liveLessonClasses, liveLessons } from '../db/schema';
import { beijingMidnight, lessonWindow } from './live-lessons';

/**
 * A teacher's live lessons (the lessons their classes applied for) and booked famous-teacher slots in [from, to),
 * for the teaching calendar (and getLessonScheduleList). A DAILY lesson gives one event on each Beijing day of the
 * range. `link` is a renderer path: the lesson's info page, or the sky classroom for a booking.
 */
export interface LiveEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  kind: 'LIVE_LESSON' | 'BOOKING';
  link: string;
}

const DAY_MS = 24 * 3600_000;
export const lessonLink = (lessonId: number) => `/classpro/skyClass/lessonInfo/${lessonId}`;
export const SKY_CLASS_LINK = '/classpro/skyClass';

export async function liveEventsOf(db: Executor, teacherId: number, from: Date, to: Date): Promise<LiveEvent[]> {
  const lessons = await db
    .selectDistinct({ lesson: liveLessons })
    .from(liveLessonClasses)
    .innerJoin(liveLessons, eq(liveLessons.id, liveLessonClasses.lessonId))
    .where(
      and(
        eq(liveLessonClasses.teacherId, teacherId),
        or(
          eq(liveLessons.daily, true),
          and(lt(liveLessons.startAt, to), gt(liveLessons.startAt, new Date(from.getTime() - DAY_MS))),
        ),
      ),
    );
  const events: LiveEvent[] = [];
  for (const { lesson } of lessons) {
    const days = lesson.daily ? dailyDays(from, to) : [lesson.startAt];
    for (const on of days) {
      const { start, end } = lessonWindow(lesson, on);
      if (start < to && end > from)
        events.push({
          id: `lesson-${lesson.id}-${start.getTime()}`,
          title: lesson.title,
          start,
          end,
          kind: 'LIVE_LESSON',
          link: lessonLink(lesson.id),
        });
    }
  }
  const bookings = await db
    .select()
    .from(liveBookings)
    .where(
      and(
        eq(liveBookings.bookedBy, teacherId),
        eq(liveBookings.status, 'BOOKED'),
        lt(liveBookings.startAt, to),
        gt(liveBookings.endAt, from),
      ),
    )
    .orderBy(asc(liveBookings.startAt));
  const names = await displayNames(db, [...new Set(bookings.map((b) => b.teacherId))]);
  for (const b of bookings)
    events.push({
      id: `booking-${b.id}`,
      title: `名师预约：${names.get(b.teacherId) ?? ''}`,
      start: b.startAt,
      end: b.endAt,
      kind: 'BOOKING',
      link: SKY_CLASS_LINK,
    });
  return events.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** One instant on each Beijing day that [from, to) touches. */
function dailyDays(from: Date, to: Date): Date[] {
  const out: Date[] = [];
  for (let d = beijingMidnight(from); d < to; d = new Date(d.getTime() + DAY_MS)) out.push(d);
  return out;
}

/**
 * The first live lesson a class applied for that runs during [start, end) (a DAILY lesson runs every day), or null:
 * a famous-teacher booking for the class then would put two lessons on the class at once.
 */
export async function classLessonDuring(db: Executor, classId: number, start: Date, end: Date) {
  const applied = await db
    .select({ lesson: liveLessons })
    .from(liveLessonClasses)
    .innerJoin(liveLessons, eq(liveLessons.id, liveLessonClasses.lessonId))
    .where(eq(liveLessonClasses.classId, classId));
  for (const { lesson } of applied) {
    const w = lessonWindow(lesson, start);
    if (w.start < end && w.end > start) return lesson;
  }
  return null;
}
