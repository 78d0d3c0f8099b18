import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src-server/app';
import { testConfig } from '../../src-server/config';
import { openPglite, type Database } from '../../src-server/db/client';
import { seededTemplate } from '../../src-server/test-template';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const WEB_DIR = resolve(import.meta.dirname, '../../out/web');

export interface E2EServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real API server and the built web app on a free port, with a fresh in-memory database and demo data. */
export async function startServer(env: Parameters<typeof testConfig>[0] = {}): Promise<E2EServer> {
  if (!existsSync(resolve(WEB_DIR, 'index.html'))) throw new Error('out/web is missing: run `npm run build:web`');
  const config = testConfig({ WEB_DIR, TRUST_PROXY: 'true', ...env });
  // With the demo data, the database starts from the run's seeded template (src-server/test-template.ts).
  const database = await openPglite('memory://', config.SEED_DEMO ? seededTemplate() : undefined);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...extraArgs], headless: true });
}

export interface E2E {
  readonly server: E2EServer;
  readonly browser: Browser;
}

/**
 * The set-up every spec shares: one server (fresh in-memory database, demo data) and one browser per e2e file,
 * started before the file's tests and closed after them. Read `server` and `browser` inside hooks and tests (they
 * are set once `beforeAll` has run). A spec's own `beforeAll`, registered after this call, runs after it.
 */
export function useE2E(opts: { env?: Parameters<typeof testConfig>[0]; browserArgs?: string[] } = {}): E2E {
  const e2e = {} as { server: E2EServer; browser: Browser };
  beforeAll(async () => {
    e2e.server = await startServer(opts.env);
    e2e.browser = await launchBrowser(opts.browserArgs);
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.close();
  });
  return e2e;
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * A fresh context and page. The app's service worker (issue 29) is blocked unless a spec asks for it (`offline`):
 * in a fresh context it would install and precache the shell on every visit, work that only the offline specs
 * test, and that slowed every other spec (and the machine under them).
 */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  opts: { offline?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const serviceWorkers = opts.offline || process.env.E2E_SERVICE_WORKER === 'allow' ? 'allow' : 'block';
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', serviceWorkers });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Screenshots for people to look at (not asserted): screenshots/<name>.png. Transitions still running (a dialog
 * fading in, a ripple) are finished first, so the picture shows where the screen settles.
 */
export async function snap(page: Page, name: string) {
  mkdirSync(resolve(import.meta.dirname, '../../screenshots'), { recursive: true });
  await page.screenshot({
    path: resolve(import.meta.dirname, '../../screenshots', `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** Cookie names of the renderer's per-role token stores (src-renderer/platform/storage.ts). */
const TOKEN_COOKIE = {
  teacher: 'Admin-Token',
  parent: 'Parent-Token',
  expert: 'Expert-Token',
  publisher: 'Publish-Token',
  author: 'Author-Token',
  datacenter: 'Cms-Token',
} as const;

/**
 * Signs a demo user in through the real API and puts the token where the renderer keeps it, so a spec that is not
 * about the sign-in screen can start signed in. (The sign-in screens have their own specs.)
 */
export async function signInAs(
  context: BrowserContext,
  server: E2EServer,
  mobile: string,
  userType: 'ASSISTANT' | 'TEACHER' | 'STUDENT' | 'PARENT' = 'ASSISTANT',
  password = 'Classpro@2026',
) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/v2/user/vt/login',
    payload: { mobileOrEamil: mobile, password, userType },
  });
  const body = res.json() as { code: number; message: string; data: { access_token: string; expires_in: number } };
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.message}`);
  const area = userType === 'PARENT' ? 'parent' : 'teacher';
  const expires = Math.floor(Date.now() / 1000) + body.data.expires_in;
  await context.addCookies([
    { name: TOKEN_COOKIE[area], value: body.data.access_token, url: server.url, expires, sameSite: 'Strict' },
  ]);
  return body.data.access_token;
}

/**
 * Signs a demo expert, publisher or author in through their real sign-in API and puts the token in that area's store
 * (the staff sign-in screens have their own spec).
 */
export async function signInStaffAs(
  context: BrowserContext,
  server: E2EServer,
  kind: 'expert' | 'publisher' | 'author',
  account: string,
  password = 'Classpro@2026',
) {
  const res = await server.app.inject({
    method: 'POST',
    url: `/api/v2/${kind}/vt/login`,
    payload: { account, password },
  });
  const body = res.json() as { code: number; message: string; data: { access_token: string; expires_in: number } };
  if (body.code !== 200) throw new Error(`staff sign-in failed: ${body.message}`);
  const expires = Math.floor(Date.now() / 1000) + body.data.expires_in;
  await context.addCookies([
    { name: TOKEN_COOKIE[kind], value: body.data.access_token, url: server.url, expires, sameSite: 'Strict' },
  ]);
  return body.data.access_token;
}
