import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { DigitalHomeworkNotice, NoticeDetail, NoticeSummary } from '@shared/api/notice';
import { and, eq, isNull } from 'drizzle-orm';
import { digitalHomeworkNotices, users } from '../../../db/schema';
import { call, createTestApp, signIn, type TestApp } from '../../../test-helpers';
import { otherTeacher } from '../../files/__tests__/form';

let t: TestApp;
let teacher: string;
beforeAll(async () => {
  t = await createTestApp();
  teacher = await signIn(t.app, '13800000001');
});
afterAll(() => t.close());

const unread = (token: string) =>
  call<DigitalHomeworkNotice>(t.app, { url: '/api/v2/notice/getDigitalHomeworkNotice', token });

describe('notices', () => {
  it('lists published notices newest first, without a token', async () => {
    const { body } = await call<{ list: NoticeSummary[]; total: number }>(t.app, {
      url: '/api/v2/notice/vt/getNoticeList',
    });
    // 3 announcements, 2 news of the first activity (shell seed), 2 news of each other activity (activity seed).
    expect(body.data.total).toBe(13);
    const times = body.data.list.map((n) => Date.parse(n.publishTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const news = await call<{ list: NoticeSummary[]; total: number }>(t.app, {
      url: '/api/v2/notice/vt/getNoticeList',
      query: { activityId: '1' },
    });
    expect(news.body.data.total).toBe(2);
    expect(news.body.data.list.every((n) => n.noticeType === 'ACTIVITY' && n.activityId === 1)).toBe(true);
  });

  it('gives one notice with its content, and 404 for an unknown one', async () => {
    const { body } = await call<NoticeDetail>(t.app, {
      url: '/api/v2/notice/vt/getNoticeInfo',
      query: { noticeId: '1' },
    });
    expect(body.data.title).toBe('关于春季学期平台服务安排的通知');
    expect(body.data.content.length).toBeGreaterThan(20);
    const missing = await call(t.app, { url: '/api/v2/notice/vt/getNoticeInfo', query: { noticeId: '999' } });
    expect(missing.body).toMatchObject({ code: Code.NOT_FOUND, message: Msg.noticeNotFound });
    const bad = await call(t.app, { url: '/api/v2/notice/vt/getNoticeInfo', query: { noticeId: 'x' } });
    expect(bad.body.code).toBe(Code.BAD_REQUEST);
  });
});

describe('digital homework red dot', () => {
  it('shows 2 unread for the demo teacher (two submissions of the demo task to mark) and needs a teacher token', async () => {
    expect((await unread(teacher)).body.data).toEqual({ unReadDigitalHomeworkCount: 2 });
    expect((await unread('')).body.code).toBe(Code.TOKEN_EXPIRED);
    const parent = await signIn(t.app, '13800000002', 'PARENT');
    expect((await unread(parent)).body.code).toBe(Code.TOKEN_EXPIRED);
  });

  it("counts only the caller's notices, and nobody can mark another's read", async () => {
    const other = await otherTeacher(t.app, t.database.db);
    expect((await unread(other.token)).body.data.unReadDigitalHomeworkCount).toBe(0);
    const [mine] = await t.database.db.select().from(digitalHomeworkNotices).limit(1);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/v2/notice/readDigitalHomeworkNotice',
      token: other.token,
      body: { id: mine!.id },
    });
    expect(refused.body.code).toBe(Code.NOT_FOUND);
    const all = await call<{ updated: number }>(t.app, {
      method: 'POST',
      url: '/api/v2/notice/readDigitalHomeworkNotice',
      token: other.token,
      body: {},
    });
    expect(all.body.data.updated).toBe(0);
    expect((await unread(teacher)).body.data.unReadDigitalHomeworkCount).toBe(2);
  });

  it('marks one, then the rest, read for the owner', async () => {
    const [me] = await t.database.db.select().from(users).where(eq(users.mobile, '13800000001'));
    const [first] = await t.database.db
      .select()
      .from(digitalHomeworkNotices)
      .where(and(eq(digitalHomeworkNotices.userId, me!.id), isNull(digitalHomeworkNotices.readAt)))
      .limit(1);
    const one = await call<{ updated: number }>(t.app, {
      method: 'POST',
      url: '/api/v2/notice/readDigitalHomeworkNotice',
      token: teacher,
      body: { id: first!.id },
    });
    expect(one.body.data.updated).toBe(1);
    expect((await unread(teacher)).body.data.unReadDigitalHomeworkCount).toBe(1);
    const rest = await call<{ updated: number }>(t.app, {
      method: 'POST',
      url: '/api/v2/notice/readDigitalHomeworkNotice',
      token: teacher,
    });
    expect(rest.body.data.updated).toBe(1);
    expect((await unread(teacher)).body.data.unReadDigitalHomeworkCount).toBe(0);
  });
});
