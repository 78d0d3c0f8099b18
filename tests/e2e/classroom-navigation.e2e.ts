import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet, waitForPage } from './digitalbooks-reader-helpers';
import { enterClass, LAPTOP } from './classroom-helpers';
import { snap, useE2E } from './harness';

const e2e = useE2E();

type Catalogue = { units: { title: string; lessons: { title: string; startPage: number }[] }[] };

const indicator = (page: Page) => page.getByTestId('page-indicator').textContent();
const shownPages = (page: Page) =>
  page
    .locator('[data-testid="pdf-page"][data-rendered="true"]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-page'))));
const pageBox = async (page: Page) => (await page.locator('[data-testid="pdf-page"]').first().boundingBox())!;

describe('finding the way in class (issue 30)', () => {
  it('opens a lesson from the catalogue, a page from the thumbnails, goes to page N and shows the page number', async () => {
    const { page, context, token, bookId, errors } = await enterClass(e2e);
    const cat = await apiGet<Catalogue>(e2e.server, token, `/api/v1/digital/vt/getBookCatalogue?bookId=${bookId}`);
    const lesson = cat.units[1]!.lessons[0]!;

    await page.getByRole('button', { name: '目录与缩略图' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.getByRole('tab', { name: '目录' }) });
    await drawer
      .getByRole('button', { name: new RegExp(lesson.title) })
      .first()
      .click();
    await waitForPage(page, lesson.startPage);
    expect(await indicator(page)).toBe(`${lesson.startPage} / 300`);

    await page.getByRole('button', { name: '目录与缩略图' }).click();
    await page.getByRole('tab', { name: '缩略图' }).click();
    await snap(page, 'classroom-nav-drawer');
    await page.getByRole('button', { name: '第 3 页', exact: true }).click();
    await waitForPage(page, 3);

    // p.7 → p.55 without 48 clicks; a page past the end is refused in Chinese.
    await page.getByRole('button', { name: /3 \/ 300.*跳转/ }).click();
    const to = page.getByRole('textbox', { name: '页码' });
    await to.fill('400');
    await to.press('Enter');
    await page.getByText('请输入 1–300 之间的页码').waitFor();
    await to.fill('55');
    await to.press('Enter');
    await waitForPage(page, 55);
    expect(await indicator(page)).toBe('55 / 300');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('zooms, fits the width or the page, shows a two-page spread on 16:9, and answers presenter keys', async () => {
    const { page, context, errors } = await enterClass(e2e, { page: 7 });
    const fitPage = await pageBox(page);
    await page.getByRole('button', { name: '放大', exact: true }).click();
    await expect.poll(async () => (await pageBox(page)).width).toBeGreaterThan(fitPage.width * 1.1);
    await page.getByRole('button', { name: '适合宽度' }).click();
    await expect.poll(async () => (await pageBox(page)).width).toBeGreaterThan(1700);
    await page.getByRole('button', { name: '适合页面' }).click();
    await expect.poll(async () => (await pageBox(page)).height).toBeLessThanOrEqual(1080);

    await page.getByRole('button', { name: '双页' }).click();
    await expect.poll(() => shownPages(page)).toEqual([7, 8]);
    const [left, right] = await page.locator('[data-testid="pdf-page"]').all();
    const l = (await left!.boundingBox())!;
    const r = (await right!.boundingBox())!;
    // Side by side, together wider than the single page was.
    expect(r.x).toBeGreaterThan(l.x + l.width - 1);
    expect(l.width + r.width).toBeGreaterThan(fitPage.width * 1.8);
    await snap(page, 'classroom-nav-spread');
    await page.keyboard.press('PageDown');
    await expect.poll(() => shownPages(page)).toEqual([9, 10]);
    await page.getByRole('button', { name: '双页' }).click();

    // Presenter keys work with a tool open (here the clock has the focus).
    await page.getByRole('button', { name: '计时器' }).click();
    await page.getByRole('button', { name: '1 分钟' }).focus();
    await page.keyboard.press('End');
    await waitForPage(page, 300);
    await page.keyboard.press('Home');
    await waitForPage(page, 1);
    await page.keyboard.press('PageDown');
    await waitForPage(page, 2);
    await page.keyboard.press('ArrowRight');
    await waitForPage(page, 3);
    await page.keyboard.press('PageUp');
    await waitForPage(page, 2);
    await page.keyboard.press('b');
    await page.getByTestId('blank-screen').waitFor();
    await snap(page, 'classroom-nav-blank');
    await page.keyboard.press('b');
    await page.getByTestId('blank-screen').waitFor({ state: 'hidden' });
    expect(await indicator(page)).toBe('2 / 300');

    // A school laptop: the toolbar and the view controls fit on screen.
    await page.setViewportSize(LAPTOP);
    await page.waitForTimeout(300);
    for (const name of ['下课', '适合页面', '目录与缩略图'])
      expect((await page.getByRole('button', { name }).boundingBox())!.x).toBeLessThan(LAPTOP.width - 20);
    await snap(page, 'classroom-nav-laptop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
