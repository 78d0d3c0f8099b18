import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BOUTIQUE } from '../../src-server/db/seeds/demo-boutique';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** Screenshots of a screen at both sizes: screenshots/boutique-<name>-<width>.png */
async function snapBoth(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(300);
    await snap(page, `boutique-${name}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

type Media = { currentTime: number; muted: boolean; paused: boolean; play(): Promise<void> };
const timeOf = (page: Page) => page.locator('video').evaluate((v) => (v as unknown as Media).currentTime);

describe('boutique courses', () => {
  it('finds a free course, joins it, watches a lesson, and resumes it after a reload; 我的精品课 lists it', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    await signInAs(context, e2e.server, '13800000001');
    const errors = watchErrors(page);
    const saves: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v2/boutique/saveLessonProgress'))
        saves.push((JSON.parse(r.postData() ?? '{}') as { position: number }).position);
    });
    await page.goto(`${e2e.server.url}/#/classpro/onlineClass`);
    const free = page.getByRole('link', { name: BOUTIQUE.free });
    await free.waitFor();
    await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('¥100.00');
    await snapBoth(page, 'catalogue');

    // The 信息科技 tab leaves the maths course out; the keyword and 免费 bring it back alone.
    await page.getByRole('tab', { name: '信息科技' }).click();
    await page.getByRole('link', { name: '用 Scratch 上好编程启蒙课' }).waitFor();
    await expect.poll(() => free.count()).toBe(0);
    await page.getByRole('tab', { name: '全部' }).click();
    // The tab lives in the URL; wait for the page to show it before searching (a search before that render would
    // start from the 信息科技 address and keep it).
    await free.waitFor();
    await page.getByLabel('搜索课程').fill('教学');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '免费', exact: true }).click();
    const list = page.getByRole('list', { name: '课程列表' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => list.textContent()).toContain(BOUTIQUE.free);
    await snap(page, 'boutique-filtered');

    await free.click();
    await page.getByRole('heading', { name: BOUTIQUE.free }).waitFor();
    await page.getByRole('region', { name: '课程目录' }).getByText('问题串的设计方法').waitFor();
    await snapBoth(page, 'detail-free');
    await page.getByRole('button', { name: '免费学习' }).click();
    await page.getByText('加入成功').first().waitFor();
    const video = page.locator('video');
    await video.waitFor();
    await page.getByRole('heading', { name: /第1课时/ }).waitFor();
    await video.evaluate((v) => {
      const m = v as unknown as Media;
      m.muted = true;
      void m.play();
    });
    await expect.poll(() => timeOf(page), { timeout: 20_000 }).toBeGreaterThan(4);
    // Pausing saves where the teacher stopped (so do the throttled saves while playing and leaving the player).
    await video.evaluate((v) => (v as unknown as { pause(): void }).pause());
    await expect.poll(() => saves.at(-1) ?? 0).toBeGreaterThan(4);
    await snapBoth(page, 'learn');
    await page.getByRole('link', { name: '课程详情' }).click();
    const position = saves.at(-1)!;
    await expect.poll(() => page.getByRole('region', { name: '课程目录' }).textContent()).toContain('学到 00:0');
    await page.getByRole('button', { name: '继续学习' }).click();
    await video.waitFor();
    await page.reload();
    await video.waitFor();
    // The reloaded player starts at the saved position, without being played.
    await expect.poll(() => timeOf(page), { timeout: 15_000 }).toBeGreaterThan(position - 1);
    expect(await video.evaluate((v) => (v as unknown as Media).paused)).toBe(true);
    await expect.poll(() => page.getByRole('list', { name: '课时' }).textContent()).toContain('正在学习');
    // Watching on and reloading while it plays: the position at the reload is saved as the page unloads.
    await video.evaluate((v) => {
      const m = v as unknown as Media;
      m.muted = true;
      void m.play();
    });
    await expect.poll(() => timeOf(page), { timeout: 20_000 }).toBeGreaterThan(position + 1.5);
    const atReload = await timeOf(page);
    await page.reload();
    await video.waitFor();
    await expect.poll(() => timeOf(page), { timeout: 15_000 }).toBeGreaterThan(atReload - 1);
    // Played to its end, the lesson is completed and the next one opens.
    await video.evaluate((v) => {
      const m = v as unknown as Media & { duration: number };
      m.muted = true;
      m.currentTime = m.duration - 0.5;
      void m.play();
    });
    await page.getByRole('heading', { name: /第2课时/ }).waitFor({ timeout: 15_000 });
    const lessons = page.getByRole('region', { name: '课时列表' });
    await expect.poll(() => lessons.textContent()).toContain('已学 1/4 课时');
    await expect.poll(() => lessons.textContent()).toContain('已学完');
    await expect.poll(() => lessons.textContent()).toContain('25%');

    await page.goto(`${e2e.server.url}/#/classpro/myOnlineClass`);
    const mine = page.getByRole('list', { name: '我的精品课' });
    await expect.poll(() => mine.textContent()).toContain(BOUTIQUE.free);
    const row = mine.getByRole('listitem', { name: BOUTIQUE.free });
    await expect.poll(() => row.textContent()).toContain('上次学到：');
    expect(await row.textContent()).toContain('已学 1/4 课时');
    expect(await mine.getByRole('listitem', { name: BOUTIQUE.bought }).textContent()).toContain('33%');
    await expect.poll(() => mine.textContent()).toContain(BOUTIQUE.bought);
    await snapBoth(page, 'mine-learning');
    await page.getByRole('tab', { name: '已学完' }).click();
    await expect.poll(() => mine.textContent()).toContain(BOUTIQUE.finished);
    await expect.poll(() => mine.textContent()).toContain('100%');
    await expect.poll(() => mine.textContent()).toContain('已全部学完');
    await snapBoth(page, 'mine-finished');
    // 再次学习 starts a finished course from its first lesson.
    await mine.getByRole('link', { name: '再次学习' }).click();
    await page.getByRole('heading', { name: /第1课时/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('buys a paid course from the wallet; a course dearer than the balance says 余额不足', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    await signInAs(context, e2e.server, '13800000001');
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/#/classpro/onlineClass`);
    await page.getByRole('link', { name: BOUTIQUE.paid }).click();
    await page.getByRole('heading', { name: BOUTIQUE.paid }).waitFor();
    const balance = page.getByTestId('wallet-balance');
    await expect.poll(() => balance.textContent()).toBe('¥100.00');
    await page.getByRole('button', { name: '购买 ¥29.00' }).click();
    const dialog = page.getByRole('dialog', { name: '购买课程' });
    await expect.poll(() => dialog.textContent()).toContain('支付后余额¥71.00');
    await snap(page, 'boutique-buy-dialog');
    await dialog.getByRole('button', { name: '确认支付 ¥29.00' }).click();
    await page.getByText('购买成功').first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => balance.textContent()).toBe('¥71.00');
    await page.getByRole('button', { name: '开始学习' }).waitFor();
    await page.getByRole('button', { name: '我的钱包' }).click();
    const history = page.getByRole('list', { name: '最近交易' });
    await expect.poll(() => history.textContent()).toContain(`购买《${BOUTIQUE.paid}》`);
    await page.waitForTimeout(500);
    await snap(page, 'boutique-wallet');
    await page.getByRole('button', { name: '关闭' }).click();

    await page.goto(`${e2e.server.url}/#/classpro/onlineClass`);
    await page.getByRole('link', { name: BOUTIQUE.expensive }).click();
    await page.getByRole('button', { name: '购买 ¥128.00' }).click();
    await expect.poll(() => dialog.textContent()).toContain('余额不足');
    await expect.poll(() => dialog.textContent()).toContain('还差 ¥57.00');
    expect(await dialog.getByRole('button', { name: '确认支付 ¥128.00' }).isDisabled()).toBe(true);
    await snapBoth(page, 'buy-short');
    expect(errors).toEqual([]);
    await context.close();
  });
});
