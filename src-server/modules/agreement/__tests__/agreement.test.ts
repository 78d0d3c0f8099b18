import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGREEMENTS } from '@shared/rules/agreements';
import { Msg } from '@shared/rules/messages';
import { agreementAcceptances } from '../../../db/schema';
import { call, createTestApp, requestSmsCode, signIn, type TestApp } from '../../../test-helpers';

let t: TestApp;
let teacher: string;
let teacherId: number;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  teacher = await signIn(t.app, '13800000001');
  teacherId = (await call<{ id: number }>(t.app, { url: '/api/v2/user/getUserInfo', token: teacher })).body.data.id;
});
afterAll(() => t.close());

type Status = { pending: { kind: string; version: string; title: string }[] };
const status = (token: string) => call<Status>(t.app, { url: '/api/v2/agreement/vt/status', token });
const accept = (token: string, documents: unknown) =>
  call<Status>(t.app, { method: 'POST', url: '/api/v2/agreement/vt/accept', token, body: { documents } });
const rowsOf = (userId: number) =>
  t.database.db.select().from(agreementAcceptances).where(eq(agreementAcceptances.userId, userId));
const current = (kind: 'user' | 'privacy' | 'children') => ({ kind, version: AGREEMENTS[kind].version });

describe('agreements', () => {
  it('the demo accounts accepted the current versions when seeded', async () => {
    expect((await status(teacher)).body).toMatchObject({ code: 200, data: { pending: [] } });
  });

  it('a user who has not accepted sees the three current documents; acceptance records version and time', async () => {
    await t.database.db.delete(agreementAcceptances).where(eq(agreementAcceptances.userId, teacherId));
    const before = (await status(teacher)).body.data.pending;
    expect(before.map((d) => [d.kind, d.version, d.title])).toEqual([
      ['user', AGREEMENTS.user.version, '用户协议'],
      ['privacy', AGREEMENTS.privacy.version, '隐私政策'],
      ['children', AGREEMENTS.children.version, '儿童个人信息保护规则'],
    ]);

    const stale = await accept(teacher, [current('user'), { kind: 'privacy', version: '0.9' }]);
    expect(stale.body).toMatchObject({ code: 400, message: Msg.agreementVersionStale });
    expect(await rowsOf(teacherId)).toEqual([]);

    const started = Date.now();
    const done = await accept(teacher, [current('user'), current('privacy'), current('children')]);
    expect(done.body).toMatchObject({ code: 200, data: { pending: [] } });
    const rows = await rowsOf(teacherId);
    expect(rows.map((r) => [r.document, r.version]).sort()).toEqual([
      ['children', AGREEMENTS.children.version],
      ['privacy', AGREEMENTS.privacy.version],
      ['user', AGREEMENTS.user.version],
    ]);
    for (const r of rows) expect(r.acceptedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);

    // Accepting again keeps the first time and records nothing new.
    expect((await accept(teacher, [current('user')])).body.code).toBe(200);
    expect(await rowsOf(teacherId)).toHaveLength(3);
    const history = await call<{ list: { kind: string }[] }>(t.app, {
      url: '/api/v2/agreement/vt/accepted',
      token: teacher,
    });
    expect(history.body.data.list.map((a) => a.kind).sort()).toEqual(['children', 'privacy', 'user']);
  });

  it('refuses an unknown document and a caller without a token', async () => {
    expect((await accept(teacher, [{ kind: 'marketing', version: '1.0' }])).body.code).toBe(400);
    expect((await accept(teacher, [])).body.code).toBe(400);
    expect((await call(t.app, { url: '/api/v2/agreement/vt/status' })).body).toMatchObject({ code: 901 });
  });

  it('registration records the current versions: the register form names them beside its button', async () => {
    const mobile = '13711112222';
    const code = (await requestSmsCode(t.app, mobile, 'RIGESTER'))!;
    const password = 'Newpass@2026';
    const reg = await call<{ access_token: string }>(t.app, {
      method: 'POST',
      url: '/api/v2/user/vt/register',
      body: { mobile, code, password, passwordCheck: password, userType: 'ASSISTANT' },
    });
    expect(reg.body.code).toBe(200);
    expect((await status(reg.body.data.access_token)).body.data.pending).toEqual([]);
  });
});
