import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import type {
  ActivityCard,
  AiCourseCard,
  Banner,
  DigitalBookCard,
  LiveCourseCard,
  RecommendItem,
} from '@shared/api/home';
import { recommendations } from '../../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';

type Page<T> = { list: T[]; total: number };

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, '13800000001');
});
afterAll(() => t.close());

const recommend = () =>
  call<RecommendItem[]>(t.app, { url: '/api/v2/comm/vt/getRecommend', query: { recommendType: 'HOME_ALL' } });

describe('dashboard recommendations', () => {
  it('fills all four sections from the catalogue, without a token', async () => {
    const { body } = await recommend();
    expect(body.code).toBe(200);
    const of = (type: string) => body.data.filter((i) => i.type === type);
    expect(of('HOME_ACTIVITY').length).toBeGreaterThanOrEqual(4);
    expect(of('HOME_DIGITAL_BOOK').length).toBeGreaterThanOrEqual(4);
    expect(of('HOME_AI_COURSE').length).toBeGreaterThanOrEqual(4);
    expect(of('HOME_LIVE_COURSE').length).toBeGreaterThanOrEqual(3);
    expect(of('HOME_DIGITAL_BOOK').some((i) => i.digitalBook?.digitalBookType === 'PAPER_DIGITAL')).toBe(true);
    expect(of('HOME_DIGITAL_BOOK').some((i) => i.digitalBook?.digitalBookType === 'DIGITAL')).toBe(true);
  });

  it('carries exactly the object of its type, with a cover that loads', async () => {
    const { body } = await recommend();
    const key = {
      HOME_ACTIVITY: 'activity',
      HOME_DIGITAL_BOOK: 'digitalBook',
      HOME_AI_COURSE: 'aiCourse',
      HOME_LIVE_COURSE: 'liveCourse',
    } as const;
    for (const item of body.data) {
      const present = (['activity', 'digitalBook', 'aiCourse', 'liveCourse'] as const).filter((k) => item[k]);
      expect(present).toEqual([key[item.type]]);
      const cover =
        item.activity?.cover ?? item.digitalBook?.cover ?? item.aiCourse?.coverUrl ?? item.liveCourse?.coverUrl;
      const res = await t.app.inject({ url: cover! });
      expect(res.statusCode, cover).toBe(200);
    }
    const act = body.data.find((i) => i.activity)!.activity!;
    expect(Date.parse(act.endTime)).toBeGreaterThan(Date.parse(act.startTime));
  });

  it('leaves out a recommendation whose item is gone, and refuses an unknown place', async () => {
    await t.database.db.insert(recommendations).values({ type: 'HOME_AI_COURSE', targetId: 99999, sort: -1 });
    const { body } = await recommend();
    expect(body.data.every((i) => i.type !== 'HOME_AI_COURSE' || i.aiCourse)).toBe(true);
    const bad = await call(t.app, { url: '/api/v2/comm/vt/getRecommend', query: { recommendType: 'EVERYTHING' } });
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
  });
});

describe("the sections' lists", () => {
  it('pages activities, ongoing first, and filters by status', async () => {
    const first = await call<Page<ActivityCard>>(t.app, {
      url: '/api/v2/activity/vt/getActivityList',
      query: { pageSize: '2' },
    });
    expect(first.body.data.total).toBe(5);
    expect(first.body.data.list).toHaveLength(2);
    expect(first.body.data.list[0]!.status).toBe('ONGOING');
    const third = await call<Page<ActivityCard>>(t.app, {
      url: '/api/v2/activity/vt/getActivityList',
      query: { pageSize: '2', pageNum: '3' },
    });
    expect(third.body.data.list).toHaveLength(1);
    const ids = new Set([...first.body.data.list, ...third.body.data.list].map((a) => a.id));
    expect(ids.size).toBe(3);
    const upcoming = await call<Page<ActivityCard>>(t.app, {
      url: '/api/v2/activity/vt/getActivityList',
      query: { status: 'UPCOMING' },
    });
    expect(upcoming.body.data.total).toBe(1);
    expect(upcoming.body.data.list[0]!.name).toBe('校园微视频大赛');
  });

  it('pages AI courses and filters them by subject', async () => {
    const all = await call<Page<AiCourseCard>>(t.app, { url: '/api/v2/course/vt/getCourseList' });
    expect(all.body.data.total).toBe(8);
    const it = await call<Page<AiCourseCard>>(t.app, {
      url: '/api/v2/course/vt/getCourseList',
      query: { subject: '信息科技' },
    });
    expect(it.body.data.total).toBe(3);
    expect(it.body.data.list.every((c) => c.subject === '信息科技' && c.coverUrl.startsWith('/files/covers/'))).toBe(
      true,
    );
  });

  it('lists live courses soonest first, for signed-in users only', async () => {
    expect((await call(t.app, { url: '/api/v2/lesson/getLessonListAllType' })).body.code).toBe(Code.TOKEN_EXPIRED);
    const { body } = await call<Page<LiveCourseCard>>(t.app, {
      url: '/api/v2/lesson/getLessonListAllType',
      token: teacher,
    });
    expect(body.data.total).toBe(5);
    const times = body.data.list.map((l) => Date.parse(l.startTime!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('lists digital books and the paper-digital ones alone', async () => {
    const all = await call<Page<DigitalBookCard>>(t.app, { url: '/api/v1/digital/vt/getDigitalBookList' });
    expect(all.body.data.total).toBe(8);
    const pd = await call<Page<DigitalBookCard>>(t.app, {
      url: '/api/v1/digital/vt/getDigitalBookList',
      query: { digitalBookType: 'PAPER_DIGITAL' },
    });
    expect(pd.body.data.total).toBe(4);
    expect(pd.body.data.list.every((b) => b.digitalBookType === 'PAPER_DIGITAL')).toBe(true);
  });

  it('refuses bad paging with a clear message', async () => {
    for (const query of [{ pageNum: '0' }, { pageSize: '500' }, { pageNum: 'abc' }] as Record<string, string>[]) {
      const { body } = await call(t.app, { url: '/api/v1/digital/vt/getDigitalBookList', query });
      expect(body.code).toBe(Code.BAD_REQUEST);
      expect(body.message).toMatch(/^请求参数错误/);
    }
  });
});

describe('banners', () => {
  it('answers the common banners and the channel’s own, with images that load', async () => {
    const cuiya = await call<Banner[]>(t.app, { url: '/api/v2/comm/vt/getBannerList' });
    const aigc = await call<Banner[]>(t.app, { url: '/api/v2/comm/vt/getBannerList', headers: { channel: 'aigc' } });
    expect(cuiya.body.data).toHaveLength(3);
    expect(aigc.body.data).toHaveLength(4);
    expect(aigc.body.data.map((b) => b.sort)).toEqual([0, 1, 2, 3]);
    for (const b of aigc.body.data) {
      const res = await t.app.inject({ url: b.imageUrl });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
    }
  });
});
