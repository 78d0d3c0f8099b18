import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from './app';
import { testConfig, type Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { staffAccounts } from './db/schema';
import { seededTemplate } from './test-template';

/** The admin connection used to create and drop each test file's own PostgreSQL database. */
export const PG_ADMIN_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/**
 * A fresh database: in-memory PGlite, or (TEST_DB=postgres) a new PostgreSQL database dropped afterwards. A PGlite
 * database may start from `template` (a dump of another, e.g. the run's seeded template).
 */
export async function createTestDatabase(template?: Uint8Array): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openPglite('memory://', template);
    return { database, drop: () => database.close() };
  }
  const name = `classpro_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 4);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The whole app on a fresh database with the demo data. Call `close` in afterAll. */
export async function createTestApp(overrides: Parameters<typeof testConfig>[0] = {}): Promise<TestApp> {
  const config: Config = testConfig(overrides);
  // With the demo data, PGlite starts from the run's seeded template (test-template.ts) when there is one.
  const { database, drop } = await createTestDatabase(config.SEED_DEMO ? seededTemplate() : undefined);
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Calls a route and returns the parsed envelope, with the HTTP status. */
export async function call<T = unknown>(
  app: FastifyInstance,
  opts: {
    method?: 'GET' | 'POST';
    url: string;
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
    headers?: Record<string, string>;
  },
) {
  const res = await app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    query: opts.query,
    payload: opts.body as never,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
  });
  return { status: res.statusCode, body: res.json() as { code: number; message: string; data: T }, raw: res };
}

/** Signs a demo user in and returns the token. */
export async function signIn(app: FastifyInstance, mobile: string, userType = 'ASSISTANT', password = 'Classpro@2026') {
  const { body } = await call<{ access_token: string }>(app, {
    method: 'POST',
    url: '/api/v2/user/vt/login',
    body: { mobileOrEamil: mobile, password, userType },
  });
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.message}`);
  return body.data.access_token;
}

/** A plausible human drag across a track of `width` px: 21 points over 600 ms, starting at 0. */
export const humanTrail = (width = 300): [number, number][] =>
  Array.from({ length: 21 }, (_, i) => [i * 30, Math.round((width * i) / 20)]);

/** A random client address (send as x-forwarded-for to an app built with TRUST_PROXY=true). */
export const randomAddress = () =>
  `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${((randomBytes(1)[0] ?? 0) % 250) + 1}`;

/** Passes the slider: challenge, then a human-looking drag. Returns the one-time verification result. */
export async function passSlider(app: FastifyInstance) {
  const challenge = await call<{ sessionId: string; width: number }>(app, {
    url: '/api/v1/systemManager/vt/getSlideChallenge',
  });
  const { body } = await call<{ sessionId: string; sig: string; token: string; scene: string }>(app, {
    method: 'POST',
    url: '/api/v1/systemManager/vt/verifySlide',
    body: { sessionId: challenge.body.data.sessionId, trail: humanTrail(challenge.body.data.width) },
  });
  if (body.code !== 200) throw new Error(`slider failed: ${body.message}`);
  return body.data;
}

/** Passes the slider, asks for an SMS code and reads it from the outbox. */
export async function requestSmsCode(
  app: FastifyInstance,
  mobile: string,
  smsCodeType: 'RIGESTER' | 'FORGET_PW',
  extra: { userType?: string; address?: string } = {},
) {
  const pass = await passSlider(app);
  const before = app.sms.outbox.length;
  const { body } = await call(app, {
    method: 'POST',
    url: '/api/v1/systemManager/vt/slideToGetSmsCode',
    body: { ...pass, mobile, smsCodeType, ...(extra.userType ? { userType: extra.userType } : {}) },
    headers: { 'x-forwarded-for': extra.address ?? randomAddress() },
  });
  if (body.code !== 200) throw new Error(`SMS send failed: ${body.message}`);
  return app.sms.outbox.length > before ? app.sms.lastCode(mobile) : undefined;
}

/** An access token of a staff account (expert, publisher, author) by its account name, issued directly. */
export async function staffToken(app: FastifyInstance, kind: 'expert' | 'publisher' | 'author', account: string) {
  const [row] = await app.db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.kind, kind), eq(staffAccounts.account, account)));
  if (!row) throw new Error(`no ${kind} ${account}`);
  return (await app.tokens.issue(kind, row.id)).access_token;
}
