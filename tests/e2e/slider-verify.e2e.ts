import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useE2E } from './harness';

/**
 * The server's own slider challenge against a real browser drag. A minimal widget (what the renderer's widget
 * does: the trail holds the press, every pointer move and the release, in ms since the press and px on the
 * challenge's width) is driven by Playwright's mouse: a drag in 20 steps with small waits passes; an instant
 * one-step jump fails.
 */
const WIDGET = /* html */ `
<div id="track" style="position:absolute;left:50px;top:100px;width:340px;height:40px;background:#eee">
  <div id="handle" style="position:absolute;left:0;top:0;width:40px;height:40px;background:#1976d2"></div>
</div>
<script>
  window.run = async () => {
    const ch = (await (await fetch('/api/v1/systemManager/vt/getSlideChallenge')).json()).data;
    const handle = document.getElementById('handle');
    const span = 300; // the track's free travel in px (340 - 40)
    const scale = ch.width / span;
    let t0 = 0, x0 = 0, trail = null;
    const at = (e) => [Math.round(performance.now() - t0), Math.max(0, Math.min(ch.width, (e.clientX - x0) * scale))];
    handle.addEventListener('pointerdown', (e) => {
      t0 = performance.now(); x0 = e.clientX; trail = [[0, 0]];
      handle.setPointerCapture(e.pointerId);
    });
    handle.addEventListener('pointermove', (e) => { if (trail) trail.push(at(e)); });
    window.ready = true;
    return new Promise((resolve) => handle.addEventListener('pointerup', async (e) => {
      trail.push(at(e));
      const res = await fetch('/api/v1/systemManager/vt/verifySlide', {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: ch.sessionId, trail }),
      });
      resolve(await res.json());
    }));
  };
</script>`;

const e2e = useE2E();

/** A page on the server's origin holding the widget; returns the verify answer once `drag` has run. */
async function withWidget(drag: (page: Page) => Promise<void>) {
  const { page, context } = await newPage(e2e.browser);
  // The widget page lives on the server's origin (so its fetches reach the real API) but is not one of the
  // server's pages: those carry a CSP that forbids the widget's inline script.
  const widgetUrl = `${e2e.server.url}/__slider-widget.html`;
  await page.route(widgetUrl, (route) => route.fulfill({ contentType: 'text/html', body: WIDGET }));
  await page.goto(widgetUrl);
  const answer = page.evaluate(() => (globalThis as unknown as { run(): Promise<unknown> }).run());
  // The challenge is fetched and the handle listens (a fixed wait lost the race on a busy machine).
  await page.waitForFunction(() => (globalThis as unknown as { ready?: boolean }).ready === true);
  await drag(page);
  const result = (await answer) as { code: number; message: string; data: { token?: string } | null };
  await context.close();
  return result;
}

describe('slider verification in a browser', () => {
  it('passes a Playwright drag in 20 steps with a few small waits', async () => {
    const result = await withWidget(async (page) => {
      await page.mouse.move(70, 120);
      await page.mouse.down();
      await page.waitForTimeout(80);
      await page.mouse.move(370, 120, { steps: 20 });
      await page.waitForTimeout(80);
      await page.mouse.up();
    });
    expect(result.code).toBe(200);
    expect(result.data?.token).toBeTruthy();
  });

  it('fails an instant one-step jump, even with waits around it', async () => {
    const result = await withWidget(async (page) => {
      await page.mouse.move(70, 120);
      await page.mouse.down();
      await page.waitForTimeout(300);
      await page.mouse.move(370, 120);
      await page.waitForTimeout(300);
      await page.mouse.up();
    });
    expect(result).toEqual({ code: 400, message: '验证失败，请重试', data: null });
  });
});
