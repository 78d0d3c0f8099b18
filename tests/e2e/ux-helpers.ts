import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** The three sizes issue 19 was tried at: a school laptop, a classroom projector, a phone. */
export const SIZES = {
  laptop: { width: 1366, height: 768 },
  projector: { width: 1920, height: 1080 },
  phone: { width: 390, height: 844 },
} as const;

/** Screenshots of the current screen at the three sizes (screenshots/<name>-<size>.png), then the size it had. */
export async function snapSizes(page: Page, name: string) {
  const dir = resolve(import.meta.dirname, '../../screenshots');
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize();
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: resolve(dir, `${name}-${size}.png`) });
  }
  if (before) await page.setViewportSize(before);
  await page.waitForTimeout(100);
}
