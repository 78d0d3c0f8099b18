import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { activities } from '../db/schema';
import { DEMO_PASSWORD } from '../db/seeds/demo-accounts';
import { createOperator } from '../domain/operators';
import { call, createTestDatabase, type TestDatabase } from '../test-helpers';

/** A production configuration that passes the start-up checks (a real SMS gateway, one server on PGlite). */
const PRODUCTION = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9/sms' } as const;

const teacherLogin = (app: FastifyInstance) =>
  call(app, {
    method: 'POST',
    url: '/api/v2/user/vt/login',
    body: { mobileOrEamil: '13800000001', password: DEMO_PASSWORD, userType: 'ASSISTANT' },
  });
const staffLogin = (app: FastifyInstance, kind: 'publisher' | 'expert' | 'author', account: string) =>
  call(app, { method: 'POST', url: `/api/v2/${kind}/vt/login`, body: { account, password: DEMO_PASSWORD } });
/** The data-centre sign-in (operator and admins), with an image code read from the store as a person reads it. */
async function adminLogin(app: FastifyInstance, mobile: string, password = DEMO_PASSWORD) {
  const yzmId = `prod-${mobile}`;
  await call(app, { method: 'POST', url: '/aicenter/user/getYzm', body: { yzmId } });
  const { captchaKey } = await import('../lib/captcha');
  const yzm = await app.kv.get(captchaKey('admin', yzmId));
  return call(app, {
    method: 'POST',
    url: '/aicenter/user/login',
    body: { mobile, password, yzmId, yzm },
  });
}

describe('production start-up checks', () => {
  it('refuses development-only settings and names every setting to change', async () => {
    const start = (env: Record<string, string>) => buildApp({ config: testConfig(env) });
    await expect(start({ NODE_ENV: 'production' })).rejects.toThrow(/SMS_PROVIDER=outbox.*SMS_PROVIDER=http/);
    const shared = start({ ...PRODUCTION, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(shared).rejects.toThrow(/STORAGE=local.*set STORAGE=s3/);
    await expect(shared).rejects.toThrow(/UPLOAD_SECRET is unset.*set UPLOAD_SECRET/);
    await expect(start({ ...PRODUCTION, UPLOAD_SECRET: 'short' })).rejects.toThrow(/UPLOAD_SECRET.*16/);
  });
});

describe('production without SEED_DEMO', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ config: testConfig(PRODUCTION), database: db.database });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('has no demo accounts at all', async () => {
    expect((await teacherLogin(app)).body.code).not.toBe(200);
    expect((await staffLogin(app, 'publisher', 'publisher01')).body.code).not.toBe(200);
    expect((await adminLogin(app, '13900000001')).body.code).not.toBe(200);
  });

  it('gets its first operator from the operator command, who signs in and uses the console', async () => {
    const password = 'Distr1ct-Operator';
    expect(await createOperator(app.db, { mobile: '13912345678', displayName: '区运营', password: 'short' })).toEqual({
      ok: false,
      reason: expect.any(String),
    });
    expect((await createOperator(app.db, { mobile: '13912345678', displayName: '区运营', password })).ok).toBe(true);
    expect((await createOperator(app.db, { mobile: '13912345678', displayName: '区运营', password })).ok).toBe(false);
    const login = await adminLogin(app, '13912345678', password);
    expect(login.body.code).toBe(200);
    const token = (login.body.data as { access_token: string }).access_token;
    const console = await call(app, { url: '/aicenter/ops/config/list', headers: { 'cms-token': token } });
    expect(console.body.code).toBe(200);
  });
});

describe('production with SEED_DEMO=true', () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ config: testConfig({ ...PRODUCTION, SEED_DEMO: 'true' }), database: db.database });
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });

  it('seeds the demo school but none of the staff accounts', async () => {
    expect((await teacherLogin(app)).body.code).toBe(200);
    for (const mobile of ['13900000000', '13900000001', '13900000002'])
      expect((await adminLogin(app, mobile)).body.code).not.toBe(200);
    expect((await staffLogin(app, 'publisher', 'publisher01')).body.code).not.toBe(200);
    expect((await staffLogin(app, 'expert', 'expert01')).body.code).not.toBe(200);
    expect((await staffLogin(app, 'author', 'author01')).body.code).not.toBe(200);
  });

  it('does not accept the fixed reviewer token', async () => {
    const rows = await app.db.select({ id: activities.id }).from(activities).orderBy(asc(activities.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) {
      const res = await call(app, {
        url: `/api/v2/activity/vt/getActivityWorkReviewList?activityId=${id}&pageSize=50`,
        headers: { experttoken: 'demo-expert-review-2026' },
      });
      expect(res.body.code).not.toBe(200);
    }
  });
});
