import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { CANCEL_BEFORE_HOURS, type Booking, type LiveTeacher, type SlotDay } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { displayNames, teacherProfileRows } from '../../db/repositories/users';
import { classes, liveBookings, liveLessons, liveTeacherSlots, teacherProfileTags, teacherTags } from '../../db/schema';
import { className, ownClass, requireTeacher } from '../../domain/classes';
import { classLessonDuring } from '../../domain/live-calendar';
import { BEIJING_MS, beijingDay, beijingDayStart } from '../../domain/live-lessons';
import { BizError, badRequest, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';

/**
 * Booking a famous teacher's free slot for a class. Slots come from the teacher's weekly rules (Beijing time); a
 * booking must be one of them, in the future. The partial unique indexes on (teacher, start) and (class, start)
 * of BOOKED rows decide a race: of two bookings of one slot at the same moment exactly one inserts, the other
 * gets Msg.liveSlotTaken. A class is booked at one thing at a time: another booking or a live lesson it applied for
 * at that hour refuses the slot. A booking may be cancelled by its booker up to CANCEL_BEFORE_HOURS before it starts.
 */
const DAY_MS = 24 * 3600_000;

async function requireFamousTeacher(db: Db, teacherId: number) {
  const [row] = await teacherProfileRows(db, teacherId);
  if (!row) throw notFound(Msg.liveTeacherNotFound);
  return row;
}

export async function teachersByCourse(db: Db, userId: number, courseId: number): Promise<LiveTeacher[]> {
  await requireTeacher(db, userId);
  const lessons = await db
    .selectDistinct({ teacherId: liveLessons.teacherId })
    .from(liveLessons)
    .where(eq(liveLessons.courseId, courseId));
  const ids = new Set(lessons.map((l) => l.teacherId));
  const rows = (await teacherProfileRows(db)).filter((r) => ids.has(r.id));
  if (!rows.length) return [];
  const tags = await db
    .select({ teacherId: teacherProfileTags.teacherId, name: teacherTags.name })
    .from(teacherProfileTags)
    .innerJoin(teacherTags, eq(teacherTags.id, teacherProfileTags.tagId))
    .where(inArray(teacherProfileTags.teacherId, [...ids]))
    .orderBy(asc(teacherProfileTags.id));
  return rows.map((r) => ({
    id: r.id,
    displayName: r.displayName,
    avatar: r.avatar,
    introduction: r.introduction ?? '',
    tags: tags.filter((t) => t.teacherId === r.id).map((t) => t.name),
  }));
}

/** Seven Beijing days of the teacher's slots from `fromDate`, each FREE, BOOKED (by another), MINE or PAST. */
export async function availableTime(db: Db, userId: number, teacherId: number, fromDate: string, now: Date) {
  await requireTeacher(db, userId);
  await requireFamousTeacher(db, teacherId);
  const from = beijingDayStart(fromDate);
  const to = new Date(from.getTime() + 7 * DAY_MS);
  const [rules, booked] = await Promise.all([
    db
      .select()
      .from(liveTeacherSlots)
      .where(eq(liveTeacherSlots.teacherId, teacherId))
      .orderBy(asc(liveTeacherSlots.time)),
    db
      .select()
      .from(liveBookings)
      .where(
        and(
          eq(liveBookings.teacherId, teacherId),
          eq(liveBookings.status, 'BOOKED'),
          gte(liveBookings.startAt, from),
          lt(liveBookings.startAt, to),
        ),
      ),
  ]);
  const days: SlotDay[] = [];
  for (let d = 0; d < 7; d++) {
    const midnight = new Date(from.getTime() + d * DAY_MS);
    const weekday = ((new Date(midnight.getTime() + BEIJING_MS).getUTCDay() + 6) % 7) + 1;
    const slots = rules
      .filter((r) => r.weekday === weekday)
      .map((r) => {
        const start = new Date(midnight.getTime() + minutesOf(r.time) * 60_000);
        const taken = booked.find((b) => b.startAt.getTime() === start.getTime());
        const state = start <= now ? 'PAST' : taken ? (taken.bookedBy === userId ? 'MINE' : 'BOOKED') : 'FREE';
        return { start: start.toISOString(), end: new Date(start.getTime() + r.minutes * 60_000).toISOString(), state };
      }) as SlotDay['slots'];
    days.push({ date: beijingDay(midnight), slots });
  }
  return days;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export async function scheduleTeacher(
  db: Db,
  userId: number,
  input: { teacherId: number; classId: number; slotStart: string },
  now: Date,
): Promise<Booking> {
  await requireTeacher(db, userId);
  await ownClass(db, userId, input.classId);
  await requireFamousTeacher(db, input.teacherId);
  const start = new Date(input.slotStart);
  const day = beijingDay(start);
  const offset = (start.getTime() - beijingDayStart(day).getTime()) / 60_000;
  const weekday = ((new Date(start.getTime() + BEIJING_MS).getUTCDay() + 6) % 7) + 1;
  const rules = await db.select().from(liveTeacherSlots).where(eq(liveTeacherSlots.teacherId, input.teacherId));
  const rule = rules.find((r) => r.weekday === weekday && minutesOf(r.time) === offset);
  if (!rule) throw badRequest(Msg.liveSlotNotFree);
  if (start <= now) throw badRequest(Msg.liveSlotPast);
  const end = new Date(start.getTime() + rule.minutes * 60_000);
  let id: number;
  try {
    id = await withTx(db, async (tx) => {
      const [taken] = await tx
        .select({ id: liveBookings.id })
        .from(liveBookings)
        .where(
          and(
            eq(liveBookings.teacherId, input.teacherId),
            eq(liveBookings.startAt, start),
            eq(liveBookings.status, 'BOOKED'),
          ),
        );
      if (taken) throw badRequest(Msg.liveSlotTaken);
      const clash = await tx
        .select({ id: liveBookings.id })
        .from(liveBookings)
        .where(
          and(
            eq(liveBookings.classId, input.classId),
            eq(liveBookings.status, 'BOOKED'),
            lt(liveBookings.startAt, end),
            gt(liveBookings.endAt, start),
          ),
        )
        .limit(1);
      if (clash.length) throw badRequest(Msg.liveClassSlotTaken);
      if (await classLessonDuring(tx, input.classId, start, end)) throw badRequest(Msg.liveClassLessonClash);
      const [row] = await tx
        .insert(liveBookings)
        .values({ teacherId: input.teacherId, bookedBy: userId, classId: input.classId, startAt: start, endAt: end })
        .returning({ id: liveBookings.id });
      return row!.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Which index refused: the teacher's slot (another school won the race) or the class's time.
    const [slotTaken] = await db
      .select({ id: liveBookings.id })
      .from(liveBookings)
      .where(
        and(
          eq(liveBookings.teacherId, input.teacherId),
          eq(liveBookings.startAt, start),
          eq(liveBookings.status, 'BOOKED'),
        ),
      );
    throw new BizError(Code.BAD_REQUEST, slotTaken ? Msg.liveSlotTaken : Msg.liveClassSlotTaken);
  }
  return (await myBookings(db, userId, now, id))[0]!;
}

export async function cancelScheduled(db: Db, userId: number, bookingId: number, now: Date) {
  await requireTeacher(db, userId);
  const [row] = await db.select().from(liveBookings).where(eq(liveBookings.id, bookingId)).limit(1);
  // Another teacher's booking reads as a missing one.
  if (!row || row.bookedBy !== userId) throw notFound(Msg.liveBookingNotFound);
  if (row.status !== 'BOOKED') throw badRequest(Msg.liveBookingCancelled);
  if (row.startAt.getTime() - now.getTime() < CANCEL_BEFORE_HOURS * 3600_000) throw badRequest(Msg.liveCancelTooLate);
  await db
    .update(liveBookings)
    .set({ status: 'CANCELLED', cancelledAt: now })
    .where(and(eq(liveBookings.id, bookingId), eq(liveBookings.status, 'BOOKED')));
  return null;
}

/** The caller's BOOKED slots that have not ended, soonest first (or the one booking `onlyId`). */
export async function myBookings(db: Db, userId: number, now: Date, onlyId?: number): Promise<Booking[]> {
  await requireTeacher(db, userId);
  const rows = await db
    .select({ b: liveBookings, cls: classes })
    .from(liveBookings)
    .innerJoin(classes, eq(classes.id, liveBookings.classId))
    .where(
      and(
        eq(liveBookings.bookedBy, userId),
        eq(liveBookings.status, 'BOOKED'),
        onlyId ? eq(liveBookings.id, onlyId) : gt(liveBookings.endAt, now),
      ),
    )
    .orderBy(asc(liveBookings.startAt));
  const names = await displayNames(
    db,
    rows.map((r) => r.b.teacherId),
  );
  return rows.map(({ b, cls }) => ({
    id: b.id,
    teacherId: b.teacherId,
    teacherName: names.get(b.teacherId) ?? '',
    classId: cls.id,
    className: className(cls, now),
    start: b.startAt.toISOString(),
    end: b.endAt.toISOString(),
    cancellable: b.startAt.getTime() - now.getTime() >= CANCEL_BEFORE_HOURS * 3600_000,
  }));
}
