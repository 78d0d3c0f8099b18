import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import {
  LivePaths as P,
  type Communication,
  type LessonInfo,
  type Material,
  type PlanLesson,
  type ScheduleItem,
} from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { lessonStatus, lessonWindow } from '../../../domain/live-lessons';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { get, liveCast, post, type LiveCast } from './helpers';

/** Lessons: list, info and status, the stream, applying (ownership, capacity, double booking), the exchange. */
let t: TestApp;
let c: LiveCast;
beforeAll(async () => {
  t = await createTestApp();
  c = await liveCast(t.app, t.database.db);
});
afterAll(() => t.close());

type Page = { list: { id: number; status: string; title: string }[]; total: number; subjects: string[] };

describe('status from the clock', () => {
  it('a DAILY 00:00-24:00 lesson is live at any moment; a dated one is not started, live, then ended', () => {
    const daily = { startAt: new Date('2026-01-01T00:00:00+08:00'), minutes: 1440, daily: true };
    for (const at of ['2026-11-23T00:00:00+08:00', '2027-03-05T23:59:59+08:00', '2030-06-01T12:00:00Z'])
      expect(lessonStatus(daily, new Date(at))).toBe('LIVE');
    const once = { startAt: new Date('2026-11-23T10:00:00+08:00'), minutes: 45, daily: false };
    expect(lessonStatus(once, new Date('2026-11-23T09:59:00+08:00'))).toBe('NOT_STARTED');
    expect(lessonStatus(once, new Date('2026-11-23T10:30:00+08:00'))).toBe('LIVE');
    expect(lessonStatus(once, new Date('2026-11-23T10:45:00+08:00'))).toBe('ENDED');
    expect(lessonWindow(daily, new Date('2027-03-05T01:00:00Z')).start.toISOString()).toBe('2027-03-04T16:00:00.000Z');
  });
});

describe('lessons', () => {
  it('lists lessons live first, filters by subject, grade, day and course, and says the choices', async () => {
    const all = await get<Page>(t.app, P.lessonList, c.teacher);
    expect(all.code).toBe(Code.OK);
    expect(all.data.list[0]).toMatchObject({ id: c.lessons.always, status: 'LIVE' });
    expect(all.data.subjects).toContain('科学');
    const yuwen = await get<Page>(t.app, P.lessonList, c.teacher, { subject: '语文' });
    expect(yuwen.data.list.length).toBeGreaterThan(0);
    expect(yuwen.data.list.every((l) => l.title !== '如何设计对照实验')).toBe(true);
    const grade = await get<Page>(t.app, P.lessonList, c.teacher, { grade: '八年级' });
    expect(grade.data.total).toBe(2);
    // A day far away still has the daily lesson.
    const day = await get<Page>(t.app, P.lessonList, c.teacher, { date: '2031-01-01' });
    expect(day.data.list.map((l) => l.id)).toEqual([c.lessons.always]);
    const bad = await get<Page>(t.app, P.lessonList, c.teacher, { date: '明天' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
    expect(bad.message).toContain('日期格式应为');
  });

  it('the live lesson carries a signed HLS stream the server serves; an ended one its replay', async () => {
    const live = await get<LessonInfo>(t.app, P.lessonInfo, c.teacher, { lessonId: String(c.lessons.always) });
    expect(live.data).toMatchObject({ status: 'LIVE', replayUrl: null, teacherName: '张晓雨' });
    const playlist = await t.app.inject({ url: live.data.streamUrl! });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    const segment = playlist.body.split('\n').find((l) => l.endsWith('.ts'))!;
    const seg = await t.app.inject({ url: live.data.streamUrl!.replace('index.m3u8', segment) });
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload.length).toBeGreaterThan(1000);
    // A forged signature or a path out of the folder is refused.
    const forged = live.data.streamUrl!.replace(/\/([^/]{32})\//, '/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/');
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
    expect((await t.app.inject({ url: live.data.streamUrl!.replace('index.m3u8', '../x.ts') })).statusCode).toBe(404);
    const ended = await get<LessonInfo>(t.app, P.lessonInfo, c.teacher, { lessonId: String(c.lessons.ended) });
    expect(ended.data).toMatchObject({ status: 'ENDED', streamUrl: null });
    expect(ended.data.replayUrl).toMatch(/index\.m3u8$/);
    expect(ended.data.myClasses.map((m) => m.classId)).toEqual([c.classId]);
    const future = await get<LessonInfo>(t.app, P.lessonInfo, c.teacher, { lessonId: String(c.lessons.future) });
    expect(future.data).toMatchObject({ status: 'NOT_STARTED', streamUrl: null, replayUrl: null });
  });

  it('preparation materials are public; an unknown lesson is 404 with a Chinese message', async () => {
    const prep = await get<Material[]>(t.app, P.lessonPrepare, undefined, { lessonId: String(c.lessons.future) });
    expect(prep.data[0]!.title).toBe('吸管火箭制作步骤');
    const none = await get(t.app, P.lessonInfo, c.teacher, { lessonId: '999999' });
    expect(none).toMatchObject({ code: Code.NOT_FOUND, message: Msg.liveLessonNotFound });
    const bad = await get(t.app, P.lessonInfo, c.teacher, { lessonId: 'abc' });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });

  it('guards every route: no token or a parent token is 901', async () => {
    for (const [url, token] of [
      [P.lessonList, undefined],
      [P.planList, c.parent],
      [P.myBookings, c.parent],
    ] as const)
      expect((await get(t.app, url, token)).code).toBe(Code.TOKEN_EXPIRED);
    const r = await post(t.app, P.applyLesson, c.parent, { lessonId: c.lessons.future, classId: c.classId });
    expect(r.code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('applying', () => {
  it('applies a lesson for an own class once; it shows in the plan list and the schedule', async () => {
    const r = await post<PlanLesson>(t.app, P.applyLesson, c.teacher, {
      lessonId: c.lessons.future,
      classId: c.classId,
    });
    expect(r).toMatchObject({ code: Code.OK, message: Msg.liveApplied });
    expect(r.data.lesson.applied).toBe(1);
    const again = await post(t.app, P.applyLesson, c.teacher, { lessonId: c.lessons.future, classId: c.classId });
    expect(again).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveAlreadyApplied });
    const plans = await get<PlanLesson[]>(t.app, P.planList, c.teacher);
    expect(plans.data.map((p) => p.lesson.id)).toContain(c.lessons.future);
    const start = new Date(r.data.lesson.start);
    const day = new Date(start.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
    const sched = await get<ScheduleItem[]>(t.app, P.scheduleList, c.teacher, { startDate: day, endDate: day });
    expect(sched.data.find((s) => s.kind === 'LIVE_LESSON')).toMatchObject({
      title: r.data.lesson.title,
      link: `/classpro/skyClass/lessonInfo/${c.lessons.future}`,
    });
    const tooLong = await get(t.app, P.scheduleList, c.teacher, { startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(tooLong).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveRangeTooLong });
  });

  it('refuses another teacher’s class, a full lesson and an ended one', async () => {
    const other = await post(t.app, P.applyLesson, c.teacher, { lessonId: c.lessons.future, classId: c.secondClassId });
    expect(other.code).toBe(Code.FORBIDDEN);
    const full = await post(t.app, P.applyLesson, c.teacher, { lessonId: c.lessons.full, classId: c.classId });
    expect(full).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveLessonFull });
    const ended = await post(t.app, P.applyLesson, c.teacher, { lessonId: c.lessons.ended, classId: c.classId });
    expect(ended).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveApplyEnded });
    const bad = await post(t.app, P.applyLesson, c.teacher, { lessonId: 'x', classId: null });
    expect(bad.code).toBe(Code.BAD_REQUEST);
  });
});

describe('exchange after the lesson', () => {
  it('reads the exchange; asks only with an applied class, once started', async () => {
    const list = await get<Communication[]>(t.app, P.communicationList, c.second, {
      lessonId: String(c.lessons.ended),
    });
    expect(list.data.map((m) => m.role)).toEqual(['CLASS', 'TEACHER']);
    const notApplied = await post(t.app, P.communicate, c.second, { lessonId: c.lessons.ended, content: '请问？' });
    expect(notApplied).toMatchObject({ code: Code.FORBIDDEN, message: Msg.liveAskNotApplied });
    const early = await post(t.app, P.communicate, c.teacher, { lessonId: c.lessons.future, content: '请问？' });
    expect(early).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.liveAskBeforeStart });
    const empty = await post(t.app, P.communicate, c.teacher, { lessonId: c.lessons.ended, content: '   ' });
    expect(empty).toMatchObject({ code: Code.BAD_REQUEST });
    expect(empty.message).toContain('请填写内容');
    const ok = await post<Communication>(t.app, P.communicate, c.teacher, {
      lessonId: c.lessons.ended,
      content: '水球为什么不会散开？',
    });
    expect(ok.data).toMatchObject({ role: 'CLASS', mine: true, authorName: '王老师' });
  });
});
