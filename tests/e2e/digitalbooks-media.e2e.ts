import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';
import { bookIds, resourceOf, TEACHER } from './digitalbooks-helpers';

let ids: number[];

const e2e = useE2E();
beforeAll(async () => {
  ids = await bookIds(e2e.server);
});

describe('audio-visual reading', () => {
  it('plays a chapter, marks a section complete, shows the rounded percentage and keeps it', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/digitalbooks/audioVisualRead?bookId=${ids[1]}`);
    const progress = page.getByTestId('av-progress');
    await expect(progress.innerText()).resolves.toBe('已完成 0/6 · 0%');
    await page.getByRole('navigation', { name: '章节' }).getByRole('button').first().click();
    await page.locator('video').waitFor();
    await page.locator('media-play-button').click();
    await expect
      .poll(
        () =>
          page.evaluate(
            `(() => { const v = document.querySelector('video'); return !!v && !v.paused && v.currentTime > 0.5; })()`,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect(page.getByTestId('av-status').innerText()).resolves.toMatch(/^播放中/);
    await snap(page, 'digitalbooks-audio-visual');
    await page.getByRole('button', { name: '标记完成' }).click();
    await expect(progress.innerText()).resolves.toBe('已完成 1/6 · 17%');
    // switching to audio stops the video; nothing plays until play is pressed again
    await page.getByRole('button', { name: '音频' }).click();
    await page.locator('audio').waitFor({ state: 'attached' });
    expect(await page.locator('video').count()).toBe(0);
    await expect(page.getByTestId('av-status').innerText()).resolves.toMatch(/^已暂停/);
    await page.getByRole('navigation', { name: '章节' }).getByRole('button').nth(1).click();
    await page.getByRole('button', { name: '标记完成' }).click();
    await expect(progress.innerText()).resolves.toBe('已完成 2/6 · 33%');
    await page.waitForTimeout(300);
    await page.reload();
    await expect(page.getByTestId('av-progress').innerText()).resolves.toBe('已完成 2/6 · 33%');
    // the mode and section were kept
    await page.locator('audio').waitFor({ state: 'attached' });
    await expect(
      page.getByRole('navigation', { name: '章节' }).locator('[aria-current="true"]').innerText(),
    ).resolves.toContain('第2节');
    await context.close();
  });
});

describe('paper-digital QR codes', () => {
  it('opens a QR resource on a phone without signing in', async () => {
    const video = await resourceOf(e2e.server, ids[0]!, 'VIDEO');
    const { page, context } = await newPage(e2e.browser, PHONE);
    await page.goto(`${e2e.server.url}/#/digitalbooks/qr?resourceId=${video.id}`);
    await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
    await page.locator('video').waitFor();
    await expect
      .poll(() => page.evaluate(`(document.querySelector('video')?.readyState ?? 0) >= 1`), { timeout: 10_000 })
      .toBe(true);
    expect(page.url()).toContain('/digitalbooks/qr');
    // On a 390-px phone the player's play button is on screen and big enough to tap, and it plays.
    const play = page.locator('media-play-button');
    const box = (await play.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await play.click();
    await expect.poll(() => page.evaluate(`document.querySelector('video').paused`)).toBe(false);
    await snap(page, 'digitalbooks-qr-phone-video');
    const picture = await resourceOf(e2e.server, ids[0]!, 'PICTURE');
    await page.goto(`${e2e.server.url}/#/digitalbooks/qr?resourceId=${picture.id}`);
    const img = page.getByRole('img', { name: picture.title }).first();
    await img.waitFor();
    await expect
      .poll(
        () =>
          page.evaluate(
            `[...document.querySelectorAll('img')].some((i) => i.alt === ${JSON.stringify(picture.title)} && i.complete && i.naturalWidth > 0)`,
          ),
        { timeout: 10_000 },
      )
      .toBe(true);
    await snap(page, 'digitalbooks-qr-phone-picture');
    // a DIGITAL book's resource has no QR page
    const digital = await resourceOf(e2e.server, ids[2]!, 'VIDEO');
    await page.goto(`${e2e.server.url}/#/digitalbooks/qr?resourceId=${digital.id}`);
    await page.getByText('资源不存在').first().waitFor();
    await context.close();
  });
});
