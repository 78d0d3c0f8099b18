import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiGet } from './digitalbooks-reader-helpers';
import { enterClass } from './classroom-helpers';
import { snap, useE2E } from './harness';

const e2e = useE2E();

type Annotations = { pages: { page: number; strokes: { tool: string; color: string; width: number }[] }[] };

/** A horizontal pen line across the page at `y` (0..1 of its height). */
async function line(page: Page, y: number) {
  const box = (await page.getByTestId('ink-layer').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + box.width * (0.2 + i * 0.05), box.y + box.height * y);
  await page.mouse.up();
}

const strokeHeight = (page: Page, nth: number) =>
  page
    .getByTestId('ink-stroke')
    .nth(nth)
    .boundingBox()
    .then((b) => b!.height);

describe('the board (issue 30)', () => {
  it('draws in pen widths and colours, and undoes and redoes with Ctrl+Z / Ctrl+Y and 重做', async () => {
    const { page, context, token, bookId, classId, errors } = await enterClass(e2e, { page: 9 });
    const saved = () =>
      apiGet<Annotations>(
        e2e.server,
        token,
        `/api/v1/digital/getClassAnnotations?bookId=${bookId}&classId=${classId}&page=9`,
      ).then((a) => a.pages.find((p) => p.page === 9)?.strokes ?? []);

    await page.getByRole('button', { name: '笔粗细 细' }).click();
    await line(page, 0.3);
    await page.getByRole('button', { name: '笔粗细 粗' }).click();
    await page.getByRole('button', { name: '橙色' }).click();
    await line(page, 0.5);
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(2);
    expect(await strokeHeight(page, 1)).toBeGreaterThan(2.5 * (await strokeHeight(page, 0)));
    expect(await page.getByTestId('ink-stroke').nth(1).getAttribute('fill')).toBe('#fb8c00');
    await expect.poll(() => saved().then((s) => s.map((x) => x.color))).toEqual(['#e53935', '#fb8c00']);
    await snap(page, 'classroom-board-widths');

    // Ctrl+Z takes the orange line away, Ctrl+Y brings it back; the buttons do the same.
    await page.keyboard.press('Control+z');
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(1);
    await expect.poll(() => saved().then((s) => s.length)).toBe(1);
    await page.keyboard.press('Control+y');
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(2);
    await expect.poll(() => saved().then((s) => s.length)).toBe(2);
    await page.getByRole('button', { name: '撤销' }).click();
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(1);
    await page.getByRole('button', { name: '重做' }).click();
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(2);
    await expect.poll(() => saved().then((s) => s.map((x) => x.color))).toEqual(['#e53935', '#fb8c00']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
