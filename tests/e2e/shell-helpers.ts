import type { BrowserContext, Page } from 'playwright-core';
import type { E2EServer } from './harness';

/** Sets the stored channel before the app starts (the renderer reads local storage `channel`). */
export const useChannel = (context: BrowserContext, channel: string) =>
  context.addInitScript(`localStorage.setItem('channel', ${JSON.stringify(channel)});`);

/** Waits until the route (the part after '#', without the query) is `path`. */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.hash.replace(/^#/, '').split('?')[0] === path);
}

/** The visible menu titles, in order. */
export const menuTitles = (page: Page) => page.locator('[data-testid="side-menu"] [data-menu-index]').allInnerTexts();

/** The newest SMS code the outbox delivered to a mobile. */
export async function smsCode(server: E2EServer, mobile: string) {
  for (let i = 0; i < 50; i++) {
    const code = server.app.sms.lastCode(mobile);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${mobile}`);
}

export const toasts = (page: Page) => page.locator('.MuiSnackbar-root').allInnerTexts();

/** A screenshot of the viewport only (dialogs and popovers: a full-page shot cuts the backdrop). */
export async function snapView(page: Page, name: string) {
  const { mkdirSync } = await import('node:fs');
  const { resolve } = await import('node:path');
  const dir = resolve(import.meta.dirname, '../../screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`) });
}
