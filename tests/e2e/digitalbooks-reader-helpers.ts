import type { Page } from 'playwright-core';
import type { E2EServer } from './harness';

export const TEACHER = '13800000001';

/** The id of the demo book with `pageCount` pages that the demo teacher can read (through the school). */
export async function findBook(server: E2EServer, token: string, pageCount = 300): Promise<number> {
  for (let id = 1; id <= 20; id++) {
    const res = await server.app.inject({
      url: `/api/v1/digital/vt/getBookInfo?bookId=${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const body = res.json() as { code: number; data: { pageCount: number; owned: boolean } };
    if (body.code === 200 && body.data.pageCount === pageCount && body.data.owned) return id;
  }
  throw new Error(`no owned ${pageCount}-page book`);
}

/** Waits until the reader shows `n` (page indicator and the rendered canvas). */
export async function waitForPage(page: Page, n: number) {
  await page.locator(`[data-testid="pdf-page"][data-page="${n}"][data-rendered="true"]`).waitFor({ timeout: 15000 });
}

/** A server-side read of the caller's data (what another device would see). */
export async function apiGet<T>(server: E2EServer, token: string, url: string): Promise<T> {
  const res = await server.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  return (res.json() as { data: T }).data;
}

/** Selects a line of the current page's text (the nth span with 4+ characters) as a mouse drag would, and
 * releases the mouse over it; returns the quoted text. */
export async function selectLine(page: Page, nth = 2): Promise<string> {
  const span = page
    .locator('.textLayer span')
    .filter({ hasText: /\S{4,}/ })
    .nth(nth);
  await span.waitFor();
  return span.evaluate((el) => {
    const doc = el.ownerDocument;
    const win = doc.defaultView!;
    const range = doc.createRange();
    range.selectNodeContents(el);
    const sel = win.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    el.dispatchEvent(new win.MouseEvent('mouseup', { bubbles: true }));
    return sel.toString().trim();
  });
}
