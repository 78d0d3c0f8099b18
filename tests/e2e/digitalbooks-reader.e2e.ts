import { describe, expect, it } from 'vitest';
import { apiGet, findBook, selectLine, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

describe('a teacher reads a digital textbook', () => {
  it('reads, jumps by catalogue, searches, adds and edits a note, and resumes on the same page after reload', async () => {
    const { page, context } = await newPage(e2e.browser);
    const token = await signInAs(context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}`);
    await waitForPage(page, 1);
    await expect.poll(() => page.getByTestId('page-indicator').textContent()).toBe('1 / 300');
    await snap(page, 'digitalbooks-reader-cover');

    // Turn pages: the arrow key and the next button.
    await page.keyboard.press('ArrowRight');
    await waitForPage(page, 2);
    await page.getByRole('button', { name: '下一页' }).click();
    await waitForPage(page, 3);
    await page.keyboard.press('ArrowLeft');
    await waitForPage(page, 2);

    // Jump by the catalogue: the lesson becomes the active one.
    const lesson = page.getByRole('button', { name: /第3课/ }).first();
    const label = (await lesson.textContent()) ?? '';
    const start = Number(/第 (\d+)–/.exec(label)?.[1]);
    await lesson.click();
    await waitForPage(page, start);
    await expect.poll(() => lesson.getAttribute('aria-current')).toBe('true');
    await snap(page, 'digitalbooks-reader-catalogue');

    // Search the whole book.
    await page.getByRole('tab', { name: '搜索' }).click();
    await page.getByPlaceholder('搜索本书内容').fill('第5课');
    await page.getByPlaceholder('搜索本书内容').press('Enter');
    await expect.poll(() => page.getByTestId('search-count').textContent()).toMatch(/共 \d+ 处结果/);
    const hit = page.getByRole('button', { name: /第5课/ }).first();
    const hitPage = Number(/第 (\d+) 页/.exec((await hit.textContent()) ?? '')?.[1]);
    await hit.click();
    await waitForPage(page, hitPage);
    await snap(page, 'digitalbooks-reader-search');

    // Select a passage of the page's text and note it.
    const quote = await selectLine(page);
    await page.getByRole('button', { name: '添加笔记' }).click();
    await page.getByRole('textbox', { name: '笔记内容' }).fill('这一段上课要重点讲');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('note-highlight').first().waitFor();
    await page.getByRole('tab', { name: '笔记' }).click();
    await page.getByTestId('note-card').filter({ hasText: '这一段上课要重点讲' }).waitFor();
    await snap(page, 'digitalbooks-reader-note');

    // Edit it.
    await page.getByTestId('note-card').getByRole('button', { name: '编辑' }).click();
    await page.getByRole('textbox', { name: '笔记内容' }).fill('这一段上课要重点讲，并布置练习');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByTestId('note-card').filter({ hasText: '并布置练习' }).waitFor();
    await expect
      .poll(
        async () =>
          (
            await apiGet<{ notes: { comment: string; quote: string; page: number }[] }>(
              e2e.server,
              token,
              `/api/v1/digital/getBookNotes?bookId=${bookId}`,
            )
          ).notes,
      )
      .toEqual([expect.objectContaining({ comment: '这一段上课要重点讲，并布置练习', quote, page: hitPage })]);

    // Bookmark the page.
    await page.getByRole('button', { name: '添加书签' }).click();
    await page.getByRole('button', { name: '取消书签' }).waitFor();

    // Reload without the page in the address: the reader resumes where it was (progress on the server).
    await expect
      .poll(
        async () =>
          (await apiGet<{ page: number }>(e2e.server, token, `/api/v1/digital/getReadingProgress?bookId=${bookId}`))
            .page,
      )
      .toBe(hitPage);
    await page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}`);
    await page.reload();
    await waitForPage(page, hitPage);
    await page.getByRole('button', { name: '取消书签' }).waitFor();
    await page.getByTestId('note-highlight').first().waitFor();
    await snap(page, 'digitalbooks-reader-resumed');
    expect(errors).toEqual([]);
    await context.close();
  });
});
