import { describe, expect, it } from 'vitest';
import { fakeCalls, withFakeDesktop } from './desktop-fake';
import { findBook, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

describe('offline textbooks in the desktop app', () => {
  it(
    'downloads through the bridge, reads the PDF back from it offline, and removes it',
    { timeout: 120000 },
    async () => {
      const { page, context } = await newPage(e2e.browser);
      await withFakeDesktop(page, { check: 'up-to-date', offline: true });
      const token = await signInAs(context, e2e.server, TEACHER);
      const bookId = await findBook(e2e.server, token);
      await page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}&page=10`);
      await waitForPage(page, 10);
      await page.getByRole('button', { name: '离线下载' }).click();
      const ready = page.getByTestId('offline-ready');
      await ready.waitFor({ timeout: 60000 });
      expect(await ready.textContent()).toMatch(/已离线 [\d.]+ (MB|KB)/);
      // Main (the fake) holds the files: the PDF and the book's resources went through the bridge, not IndexedDB.
      expect((await fakeCalls(page)).find((c) => c.startsWith('downloadOfflineBook:'))).toMatch(
        new RegExp(`^downloadOfflineBook:${bookId}:\\d+$`),
      );
      expect(
        await page.evaluate(
          `new Promise((ok) => { const r = indexedDB.open('classpro-digital'); r.onsuccess = () => { const g = r.result.transaction('files').objectStore('files').count(); g.onsuccess = () => ok(g.result); }; })`,
        ),
      ).toBe(0);
      await snap(page, 'digitalbooks-desktop-offline-downloaded');

      // Offline: a new reader (the fake's memory survives only within the page, so open another page of the book).
      await context.setOffline(true);
      await page.getByText('离线阅读中').waitFor();
      await page.keyboard.press('ArrowRight');
      await waitForPage(page, 11);

      await page.getByRole('button', { name: '删除离线内容' }).click();
      await page.getByRole('button', { name: '离线下载' }).waitFor();
      expect(await fakeCalls(page)).toContain(`removeOfflineBook:${bookId}`);
      await context.close();
    },
  );
});
