import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { LivePaths as P, type Booking, type LiveTeacher, type SlotDay } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { liveBookings, liveLessons } from '../../../db/schema';
import { liveEventsOf } from '../../../domain/live-calendar';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { get, liveCast, post, type LiveCast } from './helpers';

/**
 * Booking a famous teacher (runs on PGlite and on PostgreSQL): free slots in Beijing time, no overlapping bookings
 * even when two schools book one slot at the same moment, and the cancellation rules.
 */
let t: TestApp;
let c: LiveCast;
beforeAll(async () => {
  t = await createTestApp();
  c = await liveCast(t.app, t.database.db);
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const beijingDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
const slots = async (token: string, fromDate = beijingDay(Date.now() + DAY)) =>
  (await get<SlotDay[]>(t.app, P.availableTime, token, { teacherId: String(c.famousId), fromDate })).data;
/** A free slot `days` ahead (the first famous teacher has slots every day). */
const freeSlot = async (days: number, index = 0) =>
  (await slots(c.teacher, beijingDay(Date.now() + days * DAY)))[0]!.slots.filter((s) => s.state === 'FREE')[index]!;

describe('free slots', () => {
  it('gives seven Beijing days of slots at the teacher’s times, the demo booking MINE', async () => {
    const days = await slots(c.teacher);
    expect(days).toHaveLength(7);
    const first = days[0]!.slots[0]!;
    expect(new Date(first.start).toISOString()).toBe(new Date(`${days[0]!.date}T09:00:00+08:00`).toISOString());
    expect(days.flatMap((d) => d.slots).some((s) => s.state === 'MINE')).toBe(true);
    // The second school sees the demo teacher's booking as BOOKED.
    const theirs = await slots(c.second);
    expect(theirs.flatMap((d) => d.slots).filter((s) => s.state === 'MINE')).toEqual([]);
    expect(theirs.flatMap((d) => d.slots).some((s) => s.state === 'BOOKED')).toBe(true);
  });

  it('lists a course’s teachers; refuses an unknown teacher and bad dates in Chinese', async () => {
    const info = await get<{ courseId: number }>(t.app, P.lessonInfo, c.teacher, {
      lessonId: String(c.lessons.always),
    });
    const teachers = await get<LiveTeacher[]>(t.app, P.teachersByCourse, c.teacher, {
      courseId: String(info.data.courseId),
    });
    expect(teachers.data.map((x) => x.id)).toContain(c.famousId);
    const none = await get(t.app, P.availableTime, c.teacher, { teacherId: '999999', fromDate: '2026-01-05' });
    expect(none).toMatchObject({ code: Code.NOT_FOUND, message: Msg.liveTeacherNotFound });
    const bad = await get(t.app, P.availableTime, c.teacher, { teacherId: String(c.famousId), fromDate: '1月5日' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
    expect(bad.message).toContain('日期格式应为');
  });
});

describe('booking', () => {
  it('of two schools booking one slot at the same moment, exactly one wins', async () => {
    const slot = await freeSlot(2);
    const [a, b] = await Promise.all([
      post<Booking>(t.app, P.scheduleTeacher, c.teacher, {
        teacherId: c.famousId,
        classId: c.classId,
        slotStart: slot.start,
      }),
      post<Booking>(t.app, P.scheduleTeacher, c.second, {
        teacherId: c.famousId,
        classId: c.secondClassId,
        slotStart: slot.start,
      }),
    ]);
    const codes = [a.code, b.code].sort();
    expect(codes).toEqual([Code.OK, Code.BAD_REQUEST].sort());
    const loser = a.code === Code.OK ? b : a;
    expect(loser.message).toBe(Msg.liveSlotTaken);
    const rows = await t.database.db
      .select()
      .from(liveBookings)
      .where(eq(liveBookings.startAt, new Date(slot.start)));
    expect(rows.filter((r) => r.status === 'BOOKED')).toHaveLength(1);
  });

  it('many simultaneous bookings of one slot: still exactly one', async () => {
    const slot = await freeSlot(3);
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(t.app, P.scheduleTeacher, i % 2 ? c.second : c.teacher, {
          teacherId: c.famousId,
          classId: i % 2 ? c.secondClassId : c.classId,
          slotStart: slot.start,
        }),
      ),
    );
    expect(tries.filter((r) => r.code === Code.OK)).toHaveLength(1);
    expect(tries.every((r) => r.code === Code.OK || r.code === Code.BAD_REQUEST)).toBe(true);
  });

  it('refuses a time that is no slot, a past slot, another teacher’s class and a class already booked then', async () => {
    const slot = await freeSlot(4);
    const odd = new Date(new Date(slot.start).getTime() + 5 * 60_000).toISOString();
    const notSlot = await post(t.app, P.scheduleTeacher, c.teacher, {
      teacherId: c.famousId,
      classId: c.classId,
      slotStart: odd,
    });
    expect(notSlot).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveSlotNotFree });
    const past = new Date(`${beijingDay(Date.now() - 2 * DAY)}T09:00:00+08:00`).toISOString();
    const late = await post(t.app, P.scheduleTeacher, c.teacher, {
      teacherId: c.famousId,
      classId: c.classId,
      slotStart: past,
    });
    expect(late).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveSlotPast });
    const other = await post(t.app, P.scheduleTeacher, c.teacher, {
      teacherId: c.famousId,
      classId: c.secondClassId,
      slotStart: slot.start,
    });
    expect(other.code).toBe(Code.FORBIDDEN);
    const bad = await post(t.app, P.scheduleTeacher, c.teacher, { teacherId: c.famousId, classId: c.classId });
    expect(bad).toMatchObject({ code: Code.BAD_REQUEST });
    // The same class at the same time with another famous teacher (a weekday slot of theirs).
    const ok = await post<Booking>(t.app, P.scheduleTeacher, c.teacher, {
      teacherId: c.famousId,
      classId: c.classId,
      slotStart: slot.start,
    });
    expect(ok.code).toBe(Code.OK);
    const again = await post(t.app, P.scheduleTeacher, c.teacher, {
      teacherId: c.famousId,
      classId: c.classId,
      slotStart: slot.start,
    });
    expect(again).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveSlotTaken });
  });
});

describe("clashes with the class's live lessons (issue 34)", () => {
  it('refuses a slot at the hour of a live lesson the class applied, and leaves the slot to a class that is free then', async () => {
    const slot = await freeSlot(5);
    // The class applied a live lesson that runs at that slot's hour.
    await t.database.db
      .update(liveLessons)
      .set({ startAt: new Date(slot.start) })
      .where(eq(liveLessons.id, c.lessons.future));
    const applied = await post(t.app, P.applyLesson, c.teacher, { lessonId: c.lessons.future, classId: c.classId });
    expect(applied.code).toBe(Code.OK);
    const clash = await post(t.app, P.scheduleTeacher, c.teacher, {
      teacherId: c.famousId,
      classId: c.classId,
      slotStart: slot.start,
    });
    expect(clash).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveClassLessonClash });
    expect(
      await t.database.db
        .select()
        .from(liveBookings)
        .where(eq(liveBookings.startAt, new Date(slot.start))),
    ).toEqual([]);
    // The other school's class has no lesson then: it may book the slot.
    const theirs = await post(t.app, P.scheduleTeacher, c.second, {
      teacherId: c.famousId,
      classId: c.secondClassId,
      slotStart: slot.start,
    });
    expect(theirs.code).toBe(Code.OK);
  });
});

describe('cancelling', () => {
  it('the booker cancels a booking more than 24 hours ahead; the slot is free again', async () => {
    const slot = await freeSlot(5, 1);
    const b = await post<Booking>(t.app, P.scheduleTeacher, c.teacher, {
      teacherId: c.famousId,
      classId: c.classId,
      slotStart: slot.start,
    });
    expect(b.data.cancellable).toBe(true);
    const theirs = await post(t.app, P.cancelScheduled, c.second, { bookingId: b.data.id });
    expect(theirs).toMatchObject({ code: Code.NOT_FOUND, message: Msg.liveBookingNotFound });
    const ok = await post(t.app, P.cancelScheduled, c.teacher, { bookingId: b.data.id });
    expect(ok).toMatchObject({ code: Code.OK, message: Msg.liveCancelled });
    const twice = await post(t.app, P.cancelScheduled, c.teacher, { bookingId: b.data.id });
    expect(twice).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveBookingCancelled });
    const rebook = await post(t.app, P.scheduleTeacher, c.second, {
      teacherId: c.famousId,
      classId: c.secondClassId,
      slotStart: slot.start,
    });
    expect(rebook.code).toBe(Code.OK);
  });

  it('within 24 hours of the start it cannot be cancelled', async () => {
    const soon = new Date(Date.now() + 3 * 3600_000);
    const [row] = await t.database.db
      .insert(liveBookings)
      .values({
        teacherId: c.famousId,
        bookedBy: c.me,
        classId: c.classId,
        startAt: soon,
        endAt: new Date(soon.getTime() + 40 * 60_000),
      })
      .returning();
    const r = await post(t.app, P.cancelScheduled, c.teacher, { bookingId: row!.id });
    expect(r).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveCancelTooLate });
    const mine = await get<Booking[]>(t.app, P.myBookings, c.teacher);
    expect(mine.data.find((x) => x.id === row!.id)?.cancellable).toBe(false);
  });

  it('the calendar function lists the teacher’s bookings and applied lessons in a range', async () => {
    const events = await liveEventsOf(
      t.database.db,
      c.me,
      new Date(Date.now() - 7 * DAY),
      new Date(Date.now() + 7 * DAY),
    );
    expect(events.some((e) => e.kind === 'BOOKING' && e.link === '/classpro/skyClass')).toBe(true);
    expect(events.some((e) => e.kind === 'LIVE_LESSON' && e.link.endsWith(`/${c.lessons.ended}`))).toBe(true);
  });
});
