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

/** Opens the author's audio-visual editor on a book and waits for its heading and video. */
export async function openAvEditor(page: Page, baseUrl: string, bookId: number) {
  await page.goto(`${baseUrl}/#/author/audioVisualEditor?bookId=${bookId}`);
  await page.getByRole('heading', { level: 1, name: '音视频章节' }).waitFor({ timeout: 10_000 });
  await page.locator('video').waitFor();
}

/** Adds a chapter at `t` seconds in the editor and names it (it is the `nth` chapter of the list, from 0). */
export async function addChapterAt(page: Page, t: number, nth: number, title: string) {
  await seekEditor(page, t);
  await page.getByRole('button', { name: '在当前时间添加章' }).click();
  await page.getByRole('textbox', { name: '章名称' }).nth(nth).fill(title);
}
