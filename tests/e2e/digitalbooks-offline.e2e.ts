import { describe, expect, it } from 'vitest';
import { apiGet, findBook, selectLine, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { DESKTOP, newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

describe('reading a downloaded textbook without the network', () => {
  it(
    'downloads a book, keeps reading and taking notes offline, and syncs the note when the network returns',
    { timeout: 120000 },
    async () => {
      const { page, context } = await newPage(e2e.browser, DESKTOP, { offline: true });
      const token = await signInAs(context, e2e.server, TEACHER);
      const bookId = await findBook(e2e.server, token);
      await page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}&page=10`);
      await waitForPage(page, 10);
      await page.getByRole('button', { name: '离线下载' }).click();
      const ready = page.getByTestId('offline-ready');
      await ready.waitFor({ timeout: 60000 });
      expect(await ready.textContent()).toMatch(/已离线 [\d.]+ (MB|KB)/);
      await waitForPage(page, 10);
      await snap(page, 'digitalbooks-offline-downloaded');

      // The network goes away: pages never opened before still turn (from the local copy), search still answers.
      await context.setOffline(true);
      await page.getByText('离线阅读中').waitFor();
      await page
        .getByRole('button', { name: '目录' })
        .first()
        .click()
        .catch(() => undefined);
      await page
        .getByRole('button', { name: /第20课/ })
        .first()
        .click();
      const start = Number(
        /第 (\d+)–/.exec(
          (await page
            .getByRole('button', { name: /第20课/ })
            .first()
            .textContent()) ?? '',
        )?.[1],
      );
      await waitForPage(page, start);
      await page.keyboard.press('ArrowRight');
      await waitForPage(page, start + 1);
      // The reading position is saved half a second after the page turns: one change waits, whatever the pages
      // turned (positions of a book fold into the latest).
      const pending = page.getByTestId('outbox-pending');
      await expect.poll(() => pending.textContent(), { timeout: 10000 }).toBe('1 条待同步');
      await page.getByRole('tab', { name: '搜索' }).click();
      await page.getByPlaceholder('搜索本书内容').fill('第30课');
      await page.getByPlaceholder('搜索本书内容').press('Enter');
      await expect.poll(() => page.getByTestId('search-count').textContent()).toMatch(/共 \d+ 处结果/);

      // A note made offline waits in the outbox.
      const quote = await selectLine(page, 3);
      await page.getByRole('button', { name: '添加笔记' }).click();
      await page.getByRole('textbox', { name: '笔记内容' }).fill('离线时记下的笔记');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByTestId('note-highlight').first().waitFor();
      await expect.poll(() => pending.textContent()).toBe('2 条待同步');
      // Edited again while offline: the outbox folds the two into one change (a creation with the last text), so
      // nothing more waits than before.
      await page.getByRole('tab', { name: '笔记' }).click();
      await page.getByTestId('note-card').getByRole('button', { name: '编辑' }).click();
      await page.getByRole('textbox', { name: '笔记内容' }).fill('离线时记下的笔记，又补充了一句');
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByTestId('note-card').filter({ hasText: '又补充了一句' }).waitFor();
      expect(await pending.textContent()).toBe('2 条待同步');
      const saves: string[] = [];
      // Sends the server answered: while offline the outbox keeps retrying, and those attempts fail in the browser.
      page.on(
        'requestfinished',
        (r) => r.url().includes('/api/v1/digital/saveBookNotes') && saves.push(r.postData() ?? ''),
      );
      await snap(page, 'digitalbooks-offline-note');
      const notes = () =>
        apiGet<{ notes: { comment: string; quote: string }[] }>(
          e2e.server,
          token,
          `/api/v1/digital/getBookNotes?bookId=${bookId}`,
        ).then((d) => d.notes);
      expect(await notes()).toEqual([]);

      // The network returns: the note reaches the server, once.
      await context.setOffline(false);
      await expect
        .poll(notes, { timeout: 15000 })
        .toEqual([expect.objectContaining({ comment: '离线时记下的笔记，又补充了一句', quote })]);
      // One call carried it. The browser reports a request finished after its whole answer arrived, which may be
      // after the server has stored the note: wait for that report, then check that no second send followed.
      const carried = () => saves.filter((b) => b.includes('又补充了一句')).length;
      await expect.poll(carried).toBe(1);
      await expect.poll(() => pending.count()).toBe(0);
      expect(carried()).toBe(1);
      await context.close();
    },
  );
});
