import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@shared/api/common';
import { CommunityPaths as P, type Information, type InformationPage } from '@shared/api/community';
import { Msg } from '@shared/rules/messages';
import { DEMO_INFORMATIONS } from '../../../db/seeds/community-content';
import { call, createTestApp, type TestApp } from '../../../test-helpers';

/** The community's notices and news: public, by type, paged, one item's text; bad input is a clear message. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const get = async <T>(url: string, query: Record<string, string> = {}) => (await call<T>(t.app, { url, query })).body;

describe('information', () => {
  it('lists every item without signing in, pinned first then newest, with the counts of each tab', async () => {
    const all = await get<InformationPage>(P.informationList);
    expect(all.code).toBe(Code.OK);
    expect(all.data.total).toBe(DEMO_INFORMATIONS.length);
    expect(all.data.list[0]).toMatchObject({ title: '关于寒假期间平台服务安排的通知', pinned: true });
    const times = all.data.list.slice(1).map((i) => i.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.data.counts).toEqual({ NOTICE: 2, NEWS: 1, RESEARCH: 1, ACTIVITY: 1 });
  });

  it('filters by type and pages', async () => {
    const notices = await get<InformationPage>(P.informationList, { type: 'NOTICE' });
    expect(notices.data.list.map((i) => i.type)).toEqual(['NOTICE', 'NOTICE']);
    expect(notices.data.total).toBe(2);
    const second = await get<InformationPage>(P.informationList, { pageNum: '2', pageSize: '2' });
    expect(second.data.list).toHaveLength(2);
    expect(second.data.total).toBe(5);
  });

  it('gives one item with its full text; unknown is 404 and bad input a message', async () => {
    const first = (await get<InformationPage>(P.informationList)).data.list[0]!;
    const one = await get<Information>(P.informationInfo, { informationId: String(first.id) });
    expect(one.data.content).toContain('寒假期间');
    const unknown = await get(P.informationInfo, { informationId: '999999' });
    expect([unknown.code, unknown.message]).toEqual([Code.NOT_FOUND, Msg.informationNotFound]);
    const badType = await get(P.informationList, { type: 'GOSSIP' });
    expect(badType.code).toBe(Code.BAD_REQUEST);
    expect(badType.message).toContain('资讯类型不正确');
    expect((await get(P.informationInfo, { informationId: '-1' })).code).toBe(Code.BAD_REQUEST);
  });
});
