import { describe, expect, it } from 'vitest';
import { newPage, signInAs, snap, useE2E } from './harness';

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

  it('sends the app JavaScript brotli-compressed and kept a year, index.html revalidated', async () => {
    const { page, context } = await newPage(e2e.browser);
    const scripts: Record<string, string>[] = [];
    page.on('response', (r) => {
      if (/\/assets\/[^/]+\.js$/.test(r.url())) scripts.push(r.headers());
    });
    const doc = await page.goto(`${e2e.server.url}/`);
    expect(doc!.headers()['content-encoding']).toBe('br');
    expect(doc!.headers()['cache-control']).toBe('no-cache');
    await page.getByText('教师登录').first().waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    for (const h of scripts) {
      expect(h['content-encoding']).toBe('br');
      expect(h['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    await context.close();
  });

  it("loads the teacher pages' hidden chat frame without a framing or CSP error", async () => {
    const { page, context } = await newPage(e2e.browser);
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await signInAs(context, e2e.server, '13800000001');
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    const frame = page.locator('[data-testid="chat-frame"]');
    await frame.waitFor({ state: 'attached', timeout: 15_000 });
    // The framed app renders (a frame refused by frame-ancestors stays empty).
    await page.frameLocator('[data-testid="chat-frame"]').locator('#root > *').first().waitFor({ timeout: 15_000 });
    expect(errors.filter((e) => /frame-ancestors|X-Frame-Options|Content Security Policy/i.test(e))).toEqual([]);
    await context.close();
  });
});
