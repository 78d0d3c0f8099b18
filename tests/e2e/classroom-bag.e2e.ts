import { and, asc, eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { digitalResources } from '../../src-server/db/schema';
import { apiGet, findBook, TEACHER, waitForPage } from './digitalbooks-reader-helpers';
import { enterClass, PROJECTOR } from './classroom-helpers';
import { newPage, signInAs, snap, useE2E, type E2EServer } from './harness';

const e2e = useE2E();

type Bag = { title: string; type: string; resourceId: number | null; source: string }[];

/** The book's first resource of a type (and format), in catalogue order. */
async function resource(server: E2EServer, bookId: number, type: string, format?: string) {
  const rows = await server.app.db
    .select({ id: digitalResources.id, title: digitalResources.title, format: digitalResources.format })
    .from(digitalResources)
    .where(and(eq(digitalResources.bookId, bookId), eq(digitalResources.type, type)))
    .orderBy(asc(digitalResources.id));
  return rows.find((r) => !format || r.format === format)!;
}

function picture() {
  const [w, h] = [160, 120];
  const data = Buffer.alloc(w * h * 4, 200);
  return Buffer.from(jpeg.encode({ data, width: w, height: h }, 80).data);
}

const isFullScreen = (page: Page) =>
  page.evaluate(
    () => !!(globalThis as unknown as { document: { fullscreenElement: unknown } }).document.fullscreenElement,
  );

describe('the lesson bag (issue 30)', () => {
  it('is reachable from the book detail and the reader, and 教材资源 adds to it', async () => {
    const { page, context } = await newPage(e2e.browser, PROJECTOR);
    const token = await signInAs(context, e2e.server, TEACHER);
    const bookId = await findBook(e2e.server, token);
    await page.goto(`${e2e.server.url}/#/classpro/digitalbooks/detail?bookId=${bookId}`);
    await page.getByRole('button', { name: '备课包', exact: true }).click();
    await page
      .getByRole('heading', { name: /^我的备课包/ })
      .first()
      .waitFor();
    expect(page.url()).toContain(`/digitalbooks/backPack?bookId=${bookId}`);

    await page.goto(`${e2e.server.url}/#/digitalbooks/read?bookId=${bookId}&page=5`);
    await waitForPage(page, 5);
    // The page on the screen, as a picture in the bag.
    await page.getByRole('button', { name: '本页加入备课包' }).click();
    await page.getByText('已加入备课包').first().waitFor();
    const withPage = await apiGet<Bag>(e2e.server, token, `/api/v1/digital/getBackPack?bookId=${bookId}`);
    expect(withPage.find((b) => b.title.endsWith('第 5 页'))).toMatchObject({ type: 'PICTURE', source: 'UPLOAD' });
    await page.getByRole('button', { name: '备课包', exact: true }).click();
    await page
      .getByRole('heading', { name: /^我的备课包/ })
      .first()
      .waitFor();

    const pic = await resource(e2e.server, bookId, 'PICTURE');
    await page.goto(`${e2e.server.url}/#/digitalbooks/resource?bookId=${bookId}`);
    await page.getByRole('heading', { name: '教材资源', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: new RegExp(pic.title) })
      .first()
      .click();
    await page.getByRole('button', { name: '加入备课包', exact: true }).click();
    await page.getByRole('button', { name: '已加入备课包' }).waitFor();
    const bag = await apiGet<Bag>(e2e.server, token, `/api/v1/digital/getBackPack?bookId=${bookId}`);
    expect(bag.map((b) => b.resourceId)).toContain(pic.id);
    await context.close();
  });

  it('in class: adds from 教材资源 and by upload, and opens video, picture, PDF and link inside class mode', async () => {
    const { page, context, bookId, errors } = await enterClass(e2e);
    const video = await resource(e2e.server, bookId, 'VIDEO');
    const pdf = await resource(e2e.server, bookId, 'DOCUMENT', 'pdf');
    const link = await resource(e2e.server, bookId, 'LINK');
    const fullBefore = await isFullScreen(page);

    await page.getByRole('button', { name: '备课包' }).click();
    const drawer = page.getByRole('presentation').filter({ has: page.getByRole('heading', { name: '我的备课包' }) });
    // What the empty bag promises is there: 从教材资源加入 and 上传图片.
    await drawer.getByRole('button', { name: '从教材资源加入' }).click();
    for (const r of [video, pdf, link]) await drawer.getByRole('button', { name: `加入备课包 ${r.title}` }).click();
    await drawer.getByLabel('上传图片').setInputFiles({ name: 'board.jpg', mimeType: 'image/jpeg', buffer: picture() });
    const list = drawer.getByTestId('bag-list');
    for (const title of [video.title, pdf.title, link.title, 'board.jpg']) await list.getByText(title).waitFor();
    await snap(page, 'classroom-bag-drawer');

    const open = async (title: string) => {
      await list.getByRole('button', { name: `打开 ${title}` }).click();
      const viewer = page.getByRole('dialog', { name: title });
      await viewer.waitFor();
      return viewer;
    };
    let viewer = await open(video.title);
    await viewer.locator('video').waitFor();
    await snap(page, 'classroom-bag-video');
    await viewer.getByRole('button', { name: '关闭' }).click();
    viewer = await open('board.jpg');
    await viewer.getByRole('img', { name: 'board.jpg' }).waitFor();
    await viewer.getByRole('button', { name: '关闭' }).click();
    viewer = await open(pdf.title);
    await viewer.locator('canvas').first().waitFor();
    await snap(page, 'classroom-bag-pdf');
    await viewer.getByRole('button', { name: '关闭' }).click();
    viewer = await open(link.title);
    await viewer.locator('iframe').waitFor();
    await viewer.getByRole('button', { name: '关闭' }).click();

    // Never a new browser tab, never out of class mode or full screen.
    expect(context.pages()).toHaveLength(1);
    expect(page.url()).toContain('/digitalbooks/inClass');
    expect(await isFullScreen(page)).toBe(fullBefore);
    expect(errors).toEqual([]);
    await context.close();
  });
});
