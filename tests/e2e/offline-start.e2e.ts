import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, newPage, signInAs, snap, useE2E } from './harness';

// Issue 29: the web app opens with the network cut. The service worker (scripts/service-worker.ts) precaches the
// shell once a page has loaded online; a reload offline is then answered from it.
const e2e = useE2E();

/** Resolves once the app's service worker is active (its precache is complete). */
const workerReady = (page: Page) =>
  page.evaluate('navigator.serviceWorker.ready.then((r) => r.active !== null)') as Promise<boolean>;

describe('the app offline', () => {
  it('reloads the sign-in page with the network cut', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP, { offline: true });
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('heading', { name: '教师登录' }).waitFor();
    expect(await workerReady(page)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: '教师登录' }).waitFor();
    expect(await page.evaluate('navigator.serviceWorker.controller !== null')).toBe(true);
    await snap(page, 'offline-sign-in');
    await context.close();
  });

  it('opens a signed-in teacher’s shell offline, saying what needs the network', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP, { offline: true });
    await signInAs(context, e2e.server, '13800000001');
    await page.goto(`${e2e.server.url}/#/classpro`);
    await page.getByTestId('side-menu').waitFor();
    expect(await workerReady(page)).toBe(true);
    // The first visit's files go into the worker's cache once: a settled screen then stays quiet. (Before, the
    // cache's own fetches were put again, thousands of requests a second that starved the page.)
    let requests = 0;
    page.on('request', () => requests++);
    await expect
      .poll(
        async () => {
          const before = requests;
          await page.waitForTimeout(1000);
          return requests - before;
        },
        { timeout: 20_000 },
      )
      .toBe(0);
    const warmed = requests;
    await page.waitForTimeout(2000);
    expect(requests - warmed).toBeLessThan(5);

    await context.setOffline(true);
    await page.reload();
    // Still signed in (the guard restored the last session rather than sending the teacher to the sign-in).
    await page.getByTestId('side-menu').waitFor();
    expect(new URL(page.url()).hash).not.toContain('login');
    await page.getByRole('status').filter({ hasText: '网络已断开' }).waitFor();
    await snap(page, 'offline-teacher-shell');

    await context.setOffline(false);
    await expect.poll(() => page.getByRole('status').filter({ hasText: '网络已断开' }).count()).toBe(0);
    await context.close();
  });
});
