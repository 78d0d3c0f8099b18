import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, signInAs, snap, useE2E } from './harness';

const TEACHER = '13800000001';
const e2e = useE2E();
const PROJECTOR = { width: 1920, height: 1080 };

// A 1×1 PNG stands in for a photo of a student's works.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the teacher in and opens the AI course's classroom for 三年级2班 at the projector size. */
async function openClassroom() {
  const { page, context } = await newPage(e2e.browser, PROJECTOR);
  await signInAs(context, e2e.server, TEACHER);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${e2e.server.url}/#/classpro/aiCourse`);
  await page.getByText('AI 编程启蒙：和机器人一起学逻辑').click();
  await page.getByText('单元目录').waitFor();
  await page.getByTestId('course-class').filter({ hasText: '三年级2班' }).click();
  await page.getByTestId('section-item').first().waitFor();
  return { page, context, errors };
}

type Video = { paused: boolean; muted: boolean; pause: () => void };
const paused = (page: Page) => page.getByTestId('section-video').evaluate((v) => (v as unknown as Video).paused);
const current = (page: Page) => page.locator('[data-testid="section-item"].Mui-selected').textContent();

describe('the AI course classroom on the projector (issue 30)', () => {
  it('the video has full screen and volume, and Space pauses and plays it instead of skipping the section', async () => {
    const { page, context, errors } = await openClassroom();
    await page.getByTestId('section-video').waitFor();
    const section = await current(page);
    const video = page.getByTestId('section-video');
    // Pause it first so that the short clip cannot end (and move on) while the test runs.
    await video.evaluate((v) => (v as unknown as Video).pause());
    await page.keyboard.press('Space');
    await expect.poll(() => paused(page)).toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => paused(page)).toBe(true);
    expect(await current(page)).toBe(section);
    await page.getByRole('slider', { name: '音量' }).waitFor();
    await page.getByRole('button', { name: '静音' }).click();
    await expect.poll(() => video.evaluate((v) => (v as unknown as Video).muted)).toBe(true);
    await snap(page, 'aicourse-video-controls');
    await page.getByRole('button', { name: '进入全屏' }).click();
    await expect.poll(() => page.evaluate('document.fullscreenElement !== null')).toBe(true);
    await page.keyboard.press('Escape');
    // PageDown still moves on.
    await page.keyboard.press('PageDown');
    await expect.poll(() => current(page)).not.toBe(section);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pupils' works open large, with previous and next", async () => {
    const { page, context, errors } = await openClassroom();
    const worksStage = page.getByText('作品收集', { exact: true });
    for (let i = 0; i < 8 && (await worksStage.count()) === 0; i++) {
      await page.keyboard.press('PageDown');
      await page.waitForTimeout(200); // the next section renders
    }
    await page.getByTestId('works-count').waitFor();
    const waiting = page.getByTestId('works-student').filter({ hasText: '尚未提交' });
    const names: string[] = [];
    for (let k = 0; k < 2; k++) {
      const card = waiting.first();
      const name = (await card.locator('p').first().textContent())!;
      names.push(name);
      await card.locator('input[type=file]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: png });
      await page.getByTestId('works-student').filter({ hasText: name }).getByAltText(`${name}的作品`).waitFor();
    }
    await page.getByRole('button', { name: `放大查看${names[0]}的作品` }).click();
    const viewer = page.getByRole('dialog', { name: /的作品/ });
    await viewer.waitFor();
    const big = viewer.getByRole('img');
    await expect.poll(() => big.boundingBox().then((b) => b!.height)).toBeGreaterThan(700);
    expect(await viewer.getByRole('heading').textContent()).toContain(names[0]);
    await snap(page, 'aicourse-works-viewer');
    await viewer.getByRole('button', { name: '下一张' }).click();
    await expect.poll(() => viewer.getByRole('heading').textContent()).toContain(names[1]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.getByRole('heading').textContent()).toContain(names[0]);
    await viewer.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => viewer.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
