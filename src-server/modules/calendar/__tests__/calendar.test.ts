import { AiCoursePaths } from '@shared/api/aicourse';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CalendarPaths as P,
  FEED_LINK_DAYS,
  type CalendarEvent,
  type FeedLink,
  type FeedState,
} from '@shared/api/calendar';
import { Code } from '@shared/api/common';
import { type PlannedLesson } from '@shared/api/aicourse';
import { LivePaths } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { calendarFeeds, classCourses, classes, tasks } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { DEMO_TASK } from '../../../db/seeds/1900-task';
import { beijingDay } from '../../../domain/live-lessons';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { get, liveCast, post, type LiveCast } from '../../live/__tests__/helpers';
import { hashToken } from '../service';

/** The teaching calendar: events of every kind, ranges, authorization, the .ics download and the feed. */
let t: TestApp;
let c: LiveCast;
const DAY = 24 * 3600_000;
const day = (offset: number) => beijingDay(new Date(Date.now() + offset * DAY));
beforeAll(async () => {
  t = await createTestApp();
  c = await liveCast(t.app, t.database.db);
  const applied = await post(t.app, LivePaths.applyLesson, c.teacher, {
    lessonId: c.lessons.future,
    classId: c.classId,
  });
  expect(applied.code).toBe(Code.OK);
});
afterAll(() => t.close());

const events = (token: string | undefined, startDate: string, endDate: string) =>
  get<CalendarEvent[]>(t.app, P.events, token, { startDate, endDate });

describe('events', () => {
  it("gathers the teacher's applied live lesson, the demo task's deadline, an activity deadline course plans and the booked famous teacher", async () => {
    const res = await events(c.teacher, day(-7), day(40));
    expect(res.code).toBe(Code.OK);
    const kinds = new Set(res.data.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['ACTIVITY_DEADLINE', 'BOOKING', 'COURSE_PLAN', 'LIVE_LESSON', 'TASK_DEADLINE']);
    const lesson = res.data.find((e) => e.kind === 'LIVE_LESSON' && e.title === '火箭是怎样飞上天的')!;
    expect(lesson.link).toBe(`/classpro/skyClass/lessonInfo/${c.lessons.future}`);
    const task = res.data.find((e) => e.kind === 'TASK_DEADLINE')!;
    expect(task.title).toBe(`${DEMO_TASK.title} 作业截止`);
    expect(task.link).toMatch(/^\/digitalbooks\/task\?taskId=\d+&classId=\d+$/);
    expect(res.data.find((e) => e.kind === 'ACTIVITY_DEADLINE')!.link).toMatch(/^\/activity\/detail\/\d+$/);
    const plan = res.data.find((e) => e.kind === 'COURSE_PLAN')!;
    expect(plan).toMatchObject({ allDay: true });
    expect(new Date(plan.end).getTime() - new Date(plan.start).getTime()).toBe(DAY);
  });

  it("dates course plans and their units as 我的课程's 近期课表 does", async () => {
    for (const [start, end] of [
      [day(-6), day(7)],
      [day(8), day(27)],
    ] as const) {
      const plans = await get<PlannedLesson[]>(t.app, AiCoursePaths.lessonPlanList, c.teacher, {
        startDate: start,
        endDate: end,
      });
      const cal = (await events(c.teacher, start, end)).data.filter((e) => e.kind === 'COURSE_PLAN');
      expect(cal.map((e) => e.id).sort()).toEqual(plans.data.map((p) => `plan-${p.studentCourseId}-${p.date}`).sort());
      for (const p of plans.data) {
        const e = cal.find((x) => x.id === `plan-${p.studentCourseId}-${p.date}`)!;
        expect(e.detail).toContain(p.className);
        // getCourseLessonPlanList hands the units ahead out from its startDate; the calendar counts them from today,
        // so the two agree on a range that holds today (a later range here shows later units, as it should).
        if (p.unit && start <= day(0)) expect(e.detail).toContain(`第${p.unit.order}单元 ${p.unit.title}`);
        if (p.status === 'DONE') expect(e.detail).toContain('已上课');
      }
    }
  });

  it('keeps to the range (Beijing days, both ends included)', async () => {
    const res = await events(c.teacher, day(40), day(41));
    expect(res.data.every((e) => e.end >= new Date(`${day(40)}T00:00:00+08:00`).toISOString())).toBe(true);
    expect(res.data.some((e) => e.kind === 'TASK_DEADLINE')).toBe(false);
  });

  it('refuses a reversed range, one past 62 days and malformed dates with a clear message', async () => {
    expect(await events(c.teacher, day(5), day(1))).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.calendarRangeInvalid,
    });
    expect(await events(c.teacher, day(0), day(62))).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.calendarRangeTooLong,
    });
    expect((await events(c.teacher, day(0), day(61))).code).toBe(Code.OK);
    const bad = await events(c.teacher, '2026-02-30', '2026-03-01');
    expect(bad.code).toBe(Code.BAD_REQUEST);
    expect(bad.message).toContain('日期不存在');
    expect((await events(c.teacher, 'tomorrow', '2026-03-01')).message).toContain('YYYY-MM-DD');
  });

  it("never shows another teacher's events, and refuses parents, students and strangers", async () => {
    const theirs = await events(c.second, day(-7), day(40));
    expect(theirs.code).toBe(Code.OK);
    expect(theirs.data.some((e) => e.title === '火箭是怎样飞上天的' || e.kind === 'TASK_DEADLINE')).toBe(false);
    expect((await events(c.parent, day(0), day(6))).code).not.toBe(Code.OK);
    const student = await signIn(t.app, DEMO_USERS.student.mobile, 'STUDENT');
    expect((await events(student, day(0), day(6))).code).not.toBe(Code.OK);
    expect((await events(undefined, day(0), day(6))).code).not.toBe(Code.OK);
  });
});

describe('.ics download', () => {
  it("serves the teacher's events as RFC 5545 text with the lesson's SUMMARY and UTC DTSTART", async () => {
    const res = await t.app.inject({
      url: P.exportIcs,
      query: { startDate: day(-7), endDate: day(40) },
      headers: { authorization: `Bearer ${c.teacher}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('.ics');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const unfolded = text.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:火箭是怎样飞上天的');
    expect(unfolded).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(unfolded).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
    expect(unfolded).toContain(`URL:`);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('needs a teacher token and a valid range', async () => {
    const anon = await t.app.inject({ url: P.exportIcs, query: { startDate: day(0), endDate: day(6) } });
    expect(anon.body).not.toContain('BEGIN:VCALENDAR');
    const parent = await t.app.inject({
      url: P.exportIcs,
      query: { startDate: day(0), endDate: day(6) },
      headers: { authorization: `Bearer ${c.parent}` },
    });
    expect(parent.body).not.toContain('BEGIN:VCALENDAR');
    const long = await call(t.app, {
      url: P.exportIcs,
      token: c.teacher,
      query: { startDate: day(0), endDate: day(90) },
    });
    expect(long.body).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.calendarRangeTooLong });
  });
});

describe('subscription feed', () => {
  it('stores only the hash, serves text/calendar without a header, and stops after 重置链接', async () => {
    expect((await get<FeedState>(t.app, P.feedState, c.teacher)).data).toEqual({ active: false, createdAt: null });
    const made = await post<FeedLink>(t.app, P.resetFeed, c.teacher, undefined);
    expect(made).toMatchObject({ code: Code.OK, message: Msg.calendarFeedReset });
    const token = /([0-9a-f]{64})\.ics$/.exec(made.data.path)![1]!;
    expect(made.data.url).toMatch(new RegExp(`^https?://[^/]+${made.data.path}$`));
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.teacherId, c.me));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await get<FeedState>(t.app, P.feedState, c.teacher)).data.active).toBe(true);

    const feed = await t.app.inject({ url: made.data.path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body.replace(/\r\n /g, '')).toContain('SUMMARY:火箭是怎样飞上天的');

    const again = await post<FeedLink>(t.app, P.resetFeed, c.teacher, undefined);
    expect(again.data.path).not.toBe(made.data.path);
    const old = await t.app.inject({ url: made.data.path });
    expect(old.statusCode).toBe(404);
    expect(old.json()).toMatchObject({ code: Code.NOT_FOUND, message: Msg.calendarFeedNotFound });
    expect((await t.app.inject({ url: again.data.path })).statusCode).toBe(200);
  });

  it('carries an ETag that a poll of the unchanged calendar gets back as a 304 without a body', async () => {
    const { path } = (await post<FeedLink>(t.app, P.resetFeed, c.teacher, undefined)).data;
    const first = await t.app.inject({ url: path });
    const etag = String(first.headers.etag ?? '');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // A second later DTSTAMP has moved on, the calendar has not: the same ETag.
    await new Promise((r) => setTimeout(r, 1100));
    const second = await t.app.inject({ url: path });
    expect(second.headers.etag).toBe(etag);
    const poll = await t.app.inject({ url: path, headers: { 'if-none-match': etag } });
    expect(poll.statusCode).toBe(304);
    expect(poll.body).toBe('');
    expect((await t.app.inject({ url: path, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it("a teacher's feed holds only their own events; junk tokens get 404", async () => {
    const theirs = await post<FeedLink>(t.app, P.resetFeed, c.second, undefined);
    const body = (await t.app.inject({ url: theirs.data.path })).body;
    expect(body).toContain('BEGIN:VCALENDAR');
    expect(body).not.toContain('火箭是怎样飞上天的');
    const [task] = await t.database.db.select().from(tasks).limit(1);
    expect(body).not.toContain(task!.title);
    expect((await t.app.inject({ url: `${P.feedPrefix}nothing.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${P.feedPrefix}${'0'.repeat(64)}.ics` })).statusCode).toBe(404);
  });

  it('is refused to parents', async () => {
    expect((await post(t.app, P.resetFeed, c.parent, undefined)).code).not.toBe(Code.OK);
  });

  it('is rate-limited per address like the other public routes', async () => {
    const url = `${P.feedPrefix}${'1'.repeat(64)}.ics`;
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await t.app.inject({ url, headers: { 'x-forwarded-for': '10.9.8.7' } })).statusCode);
    expect(statuses).toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('feed links expire (issue 28)', () => {
  it('stops serving a link older than FEED_LINK_DAYS; a new link works again', async () => {
    const made = (await post<FeedLink>(t.app, P.resetFeed, c.teacher, undefined)).data;
    expect((await t.app.inject({ url: made.path, remoteAddress: '10.28.0.1' })).statusCode).toBe(200);
    const old = new Date(Date.now() - (FEED_LINK_DAYS + 1) * 86_400_000);
    await t.database.db.update(calendarFeeds).set({ createdAt: old }).where(eq(calendarFeeds.teacherId, c.me));
    expect((await t.app.inject({ url: made.path, remoteAddress: '10.28.0.1' })).statusCode).toBe(404);
    const renewed = (await post<FeedLink>(t.app, P.resetFeed, c.teacher, undefined)).data;
    expect((await t.app.inject({ url: renewed.path, remoteAddress: '10.28.0.2' })).statusCode).toBe(200);
  });
});

describe('plans start when the course was added (issue 34)', () => {
  it('shows no lesson, 未上课 or not, before the day a course joined the class: in events, the .ics and the feed', async () => {
    // The interest class takes a course today, planned on every weekday.
    const [cc] = await t.database.db
      .select({ id: classCourses.id })
      .from(classCourses)
      .innerJoin(classes, eq(classes.id, classCourses.classId))
      .where(and(eq(classes.ownerId, c.me), eq(classes.type, 'INTEREST'), eq(classCourses.courseType, 'AI_COURSE')))
      .limit(1);
    await t.database.db
      .update(classCourses)
      .set({ createdAt: new Date(), weekdays: '1,2,3,4,5,6,7' })
      .where(eq(classCourses.id, cc!.id));
    const mine = (e: { id: string }) => e.id.startsWith(`plan-${cc!.id}-`);
    const plans = (await events(c.teacher, day(-30), day(6))).data.filter(mine);
    expect(plans.map((e) => e.id.slice(-10))).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    expect(plans.some((e) => e.detail.includes('未上课'))).toBe(false);
    // 我的课程's 近期课表 agrees.
    const listed = await get<PlannedLesson[]>(t.app, AiCoursePaths.lessonPlanList, c.teacher, {
      startDate: day(-30),
      endDate: day(6),
    });
    expect(listed.data.filter((p) => p.studentCourseId === cc!.id).map((p) => p.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map(day),
    );
    // The download and the feed carry the same events.
    const uid = new RegExp(`UID:plan-${cc!.id}-(\\d{4}-\\d{2}-\\d{2})@`, 'g');
    const ics = await t.app.inject({
      url: P.exportIcs,
      query: { startDate: day(-30), endDate: day(6) },
      headers: { authorization: `Bearer ${c.teacher}` },
    });
    const unfold = (s: string) => s.replace(/\r\n /g, '');
    expect([...unfold(ics.body).matchAll(uid)].map((m) => m[1])).toEqual([0, 1, 2, 3, 4, 5, 6].map(day));
    const { path } = (await post<FeedLink>(t.app, P.resetFeed, c.teacher, undefined)).data;
    const feed = unfold((await t.app.inject({ url: path, remoteAddress: '10.34.0.1' })).body);
    const days = [...feed.matchAll(uid)].map((m) => m[1]!);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((d) => d >= day(0))).toBe(true);
  });
});
