import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src-server/app';
import { testConfig } from '../../src-server/config';
import { openPglite, type Database } from '../../src-server/db/client';

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
  const database = await openPglite('memory://');
  const app = await buildApp({ config: testConfig({ WEB_DIR, TRUST_PROXY: 'true', ...env }), database });
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots for people to look at (not asserted): screenshots/<name>.png */
export async function snap(page: Page, name: string) {
  mkdirSync(resolve(import.meta.dirname, '../../screenshots'), { recursive: true });
  await page.screenshot({ path: resolve(import.meta.dirname, '../../screenshots', `${name}.png`), fullPage: true });
}
