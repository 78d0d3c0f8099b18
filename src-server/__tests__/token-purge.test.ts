import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../db/schema';
import { DEMO_USERS } from '../db/seeds/demo-accounts';
import { purgeTokensOnce, TOKEN_PURGE_LOCK } from '../plugins/auth';
import { call, createTestApp, signIn, type TestApp } from '../test-helpers';

/** Issue 27: expired sign-in tokens were never deleted; the table grew by every sign-in. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('old sign-in tokens', () => {
  it('are purged, while live tokens keep signing in', async () => {
    const live = await signIn(t.app, DEMO_USERS.teacher.mobile);
    const before = (await t.app.db.select().from(authTokens)).length;
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    await t.app.db
      .insert(authTokens)
      .values(
        Array.from({ length: 5 }, (_, i) => ({ tokenHash: `old-${i}`, area: 'teacher', subjectId: 1, expiresAt: old })),
      );
    const result = await purgeTokensOnce(t.database, t.app.tokens);
    expect(result).toEqual({ ran: true, value: 5 });
    expect((await t.app.db.select().from(authTokens)).length).toBe(before);
    const me = await call(t.app, { url: '/api/v2/user/getUserRelations', token: live });
    expect(me.body.code).toBe(200);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')('are purged by one server at a time', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    // Another server is purging: it holds the lock until released.
    const other = t.database.exclusive(TOKEN_PURGE_LOCK, () => held);
    await new Promise((r) => setTimeout(r, 300));
    expect(await purgeTokensOnce(t.database, t.app.tokens)).toEqual({ ran: false });
    release();
    await other;
    expect((await purgeTokensOnce(t.database, t.app.tokens)).ran).toBe(true);
  });
});
