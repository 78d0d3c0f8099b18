import { describe, expect, it } from 'vitest';
import { newPage, snap, useE2E } from './harness';

const e2e = useE2E();

describe('the served web app', () => {
  it('serves the renderer at / and sends a signed-out visitor to the teacher login', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/`);
    await page.waitForURL(/#\/classpro\/login/);
    // The login screen is a lazy chunk: wait for it to render.
    await page.getByText('教师登录').first().waitFor();
    await expect(page.getByText('教师登录').first().isVisible()).resolves.toBe(true);
    await snap(page, 'smoke-login');
    await context.close();
  });
});
