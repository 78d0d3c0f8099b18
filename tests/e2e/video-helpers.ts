import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Evaluates `expr` on the page's first <video> as `v` (null when there is none). */
export const videoProp = (page: Page, expr: string) =>
  page.evaluate(`(() => { const v = document.querySelector('video'); return v ? ${expr} : null; })()`);

export const videoTime = (page: Page) => videoProp(page, 'v.currentTime') as Promise<number>;

/** Waits until the page's video knows its duration (metadata loaded). */
export async function videoMetadata(page: Page) {
  await expect.poll(() => videoProp(page, 'v.readyState'), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
}

/** Puts the author's editor video at `t` seconds (0–9) and waits for the editor's own clock to show it. */
export async function seekEditor(page: Page, t: number) {
  await videoMetadata(page);
  await page.evaluate(`document.querySelector('video').currentTime = ${t}`);
  await expect.poll(() => page.getByTestId('editor-time').innerText(), { timeout: 10_000 }).toContain(`0:0${t}.0`);
}
