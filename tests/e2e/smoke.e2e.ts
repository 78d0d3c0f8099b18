import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap, startServer, type E2EServer } from './harness';

let server: E2EServer;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the served web app', () => {
  it('serves the renderer at / and sends a signed-out visitor to the teacher login', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await page.waitForURL(/#\/classpro\/login/);
    // The login screen is a lazy chunk: wait for it to render.
    await page.getByText('教师登录').first().waitFor();
    await expect(page.getByText('教师登录').first().isVisible()).resolves.toBe(true);
    await snap(page, 'smoke-login');
    await context.close();
  });
});
