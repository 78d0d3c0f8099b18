import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterClass } from './classroom-helpers';
import { snap, useE2E } from './harness';

const e2e = useE2E();

/** A thick horizontal pen line across the page at `y` (0..1 of its height); returns its middle point. */
async function line(page: Page, y: number) {
  const box = (await page.getByTestId('ink-layer').boundingBox())!;
  await page.getByRole('button', { name: '笔粗细 粗' }).click();
  const at = (i: number) => [box.x + box.width * (0.2 + i * 0.05), box.y + box.height * y] as const;
  await page.mouse.move(...at(0));
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(...at(i));
  await page.mouse.up();
  return { x: box.x + box.width * 0.45, y: box.y + box.height * y };
}

const holeWidth = (page: Page) =>
  page
    .getByTestId('spotlight-hole')
    .boundingBox()
    .then((b) => Math.round(b!.width));

describe('stage tools in class (issue 30)', () => {
  it('the magnifier enlarges the ink together with the page', async () => {
    const { page, context, errors } = await enterClass(e2e, { page: 9 });
    const mid = await line(page, 0.4);
    await expect.poll(() => page.getByTestId('ink-stroke').count()).toBe(1);
    const drawn = (await page.getByTestId('ink-stroke').boundingBox())!;

    await page.getByRole('button', { name: '放大镜' }).click();
    await page.mouse.move(mid.x, mid.y);
    const lens = page.getByTestId('magnifier-lens');
    await lens.waitFor();
    // The line is in the lens, twice as thick as on the page, and crosses the lens's middle.
    const seen = lens.getByTestId('ink-stroke');
    await expect.poll(() => seen.isVisible()).toBe(true);
    const big = (await seen.boundingBox())!;
    expect(big.height).toBeGreaterThan(1.8 * drawn.height);
    const l = (await lens.boundingBox())!;
    expect(big.y).toBeLessThan(l.y + l.height / 2);
    expect(big.y + big.height).toBeGreaterThan(l.y + l.height / 2);
    await snap(page, 'classroom-magnifier-ink');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the spotlight grows and shrinks with + and - and by dragging its edge, and moves by dragging inside', async () => {
    const { page, context, errors } = await enterClass(e2e, { page: 9 });
    await page.getByRole('button', { name: '聚光灯' }).click();
    await expect.poll(() => holeWidth(page)).toBe(320);
    await page.keyboard.press('+');
    await expect.poll(() => holeWidth(page)).toBeGreaterThan(320);
    await page.keyboard.press('-');
    await page.keyboard.press('-');
    await expect.poll(() => holeWidth(page)).toBeLessThan(320);
    // Drag the edge outwards: the circle follows the pointer, its centre stays.
    const hole = (await page.getByTestId('spotlight-hole').boundingBox())!;
    const cx = hole.x + hole.width / 2;
    const cy = hole.y + hole.height / 2;
    await page.mouse.move(hole.x + hole.width, cy);
    await page.mouse.down();
    await page.mouse.move(cx + 300, cy, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => holeWidth(page)).toBeGreaterThan(560);
    const after = (await page.getByTestId('spotlight-hole').boundingBox())!;
    expect(Math.abs(after.x + after.width / 2 - cx)).toBeLessThan(3);
    // Drag inside: it moves 200 px to the left.
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    await page.mouse.move(cx - 200, cy, { steps: 8 });
    await page.mouse.up();
    const moved = (await page.getByTestId('spotlight-hole').boundingBox())!;
    expect(Math.round(moved.x + moved.width / 2)).toBe(Math.round(cx - 200));
    await page.getByText('拖动圆内移动，拖动圆边或按 + / - 调整大小').waitFor();
    await snap(page, 'classroom-spotlight-resized');
    expect(errors).toEqual([]);
    await context.close();
  });
});
