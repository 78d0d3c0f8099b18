import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LIVE_LESSONS, LIVE_SECOND_TEACHER } from '../../src-server/db/seeds/demo-live';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/** Screenshots of a screen at both projector-ish sizes: screenshots/live-<name>-<width>.png */
async function snapBoth(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(300);
    await snap(page, `live-${name}-${size.width}`);
  }
}

const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

describe('the live sky classroom', () => {
  it('applies a live lesson for 三年级2班 and finds it in 我的预约 and the schedule', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    await signInAs(context, e2e.server, '13800000001');
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/#/classpro/skyClass`);
    const card = page.getByRole('link', { name: LIVE_LESSONS.future });
    await card.waitFor();
    // The always-on lesson is live whenever the demo runs, and lists first.
    await expect
      .poll(() => page.getByRole('link').filter({ hasText: '直播中' }).first().textContent())
      .toContain(LIVE_LESSONS.always);
    await snapBoth(page, 'lessons');
    // Filters: 语文 leaves the science lessons out.
    await page.getByRole('combobox', { name: '学科' }).click();
    await page.getByRole('option', { name: '语文' }).click();
    await page.getByRole('link', { name: LIVE_LESSONS.full }).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    await page.getByRole('combobox', { name: '学科' }).click();
    await page.getByRole('option', { name: '全部' }).click();

    await card.click();
    await page.getByRole('heading', { name: LIVE_LESSONS.future }).waitFor();
    await page.getByText('吸管火箭制作步骤').waitFor();
    await page.getByRole('button', { name: '预约本节课' }).click();
    await page.getByRole('combobox', { name: '班级' }).click();
    await page.getByRole('option', { name: '三年级2班' }).click();
    await snap(page, 'live-apply-dialog');
    await page.getByRole('button', { name: '确认预约' }).click();
    await page.getByText('预约成功').first().waitFor();
    await page.getByText('已预约班级').waitFor();
    await snapBoth(page, 'lesson-future');

    await page.goto(`${e2e.server.url}/#/classpro/skyClass?tab=plans`);
    const plans = page.getByRole('list', { name: '我的预约' });
    await expect.poll(() => plans.textContent()).toContain(LIVE_LESSONS.future);
    await expect.poll(() => plans.textContent()).toContain('三年级2班');
    await snapBoth(page, 'plans');
    await page.getByRole('tab', { name: '课程表' }).click();
    await page.getByRole('button', { name: '下一周' }).waitFor();
    await snapBoth(page, 'schedule');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('plays the live stream (HLS) and the replay of an ended lesson, with its exchange', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    await signInAs(context, e2e.server, '13800000001');
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/#/classpro/skyClass`);
    await page.getByRole('link', { name: LIVE_LESSONS.always }).click();
    await page.getByText('正在直播').waitFor();
    const video = page.locator('video');
    await video.waitFor();
    // Muted autoplay: the stream plays on its own; currentTime moves on.
    await expect
      .poll(() => video.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), { timeout: 20_000 })
      .toBeGreaterThan(1);
    await page.getByRole('button', { name: '全屏投影' }).waitFor();
    await snapBoth(page, 'lesson-live');

    await page.goto(`${e2e.server.url}/#/classpro/skyClass`);
    await page.getByRole('combobox', { name: '学科' }).click();
    await page.getByRole('option', { name: '科学' }).click();
    await page.getByRole('link', { name: LIVE_LESSONS.ended }).click();
    await page.getByText('课程回放').waitFor();
    const replay = page.locator('video');
    await replay.evaluate((v) => void (v as unknown as { muted: boolean; play(): Promise<void> }).play());
    await replay.evaluate((v) => {
      (v as unknown as { muted: boolean }).muted = true;
    });
    await expect
      .poll(() => replay.evaluate((v) => (v as unknown as { currentTime: number }).currentTime), { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    const exchange = page.getByRole('region', { name: '课后交流' });
    await expect.poll(() => exchange.textContent()).toContain('主讲老师');
    await exchange.getByLabel('提问内容').fill('回放里的水球实验，我们班也想试一试，需要注意什么？');
    await exchange.getByRole('button', { name: '提交' }).click();
    await page.getByText('提问成功').first().waitFor();
    await expect.poll(() => exchange.textContent()).toContain('需要注意什么');
    await snapBoth(page, 'lesson-ended');

    await page.getByRole('link', { name: '天空课堂：太空中的物理实验' }).click();
    await page.getByRole('heading', { name: '天空课堂：太空中的物理实验' }).waitFor();
    await snapBoth(page, 'all-course');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('two schools book the same free slot at the same moment: one wins, the other is told', async () => {
    const a = await newPage(e2e.browser, SIZES[0]);
    const b = await newPage(e2e.browser, SIZES[0]);
    await signInAs(a.context, e2e.server, '13800000001');
    await signInAs(b.context, e2e.server, LIVE_SECOND_TEACHER.mobile);
    const errors = [...watchErrors(a.page), ...watchErrors(b.page)];
    for (const { page } of [a, b]) {
      await page.goto(`${e2e.server.url}/#/classpro/skyClass`);
      await page.getByRole('button', { name: '预约名师' }).click();
      await page.getByRole('button', { name: '张晓雨' }).click();
      await page.getByRole('grid', { name: '空闲时段' }).waitFor();
    }
    // The first free slot, as the first school sees it: both schools choose it.
    const slot = a.page.getByRole('gridcell', { name: /可预约$/ }).first();
    const label = (await slot.getAttribute('aria-label'))!;
    for (const { page } of [a, b]) await page.getByRole('gridcell', { name: label }).click();
    await b.page.getByRole('combobox', { name: '班级' }).click();
    await b.page.getByRole('option', { name: LIVE_SECOND_TEACHER.className }).click();
    await a.page.getByRole('combobox', { name: '班级' }).click();
    await a.page.getByRole('option', { name: '三年级2班' }).click();
    await snapBoth(a.page, 'booking-dialog');
    await Promise.all([a, b].map(({ page }) => page.getByRole('button', { name: '确认预约' }).click()));

    const told = (page: Page) => page.getByRole('alert').filter({ hasText: '该时段已被其他学校预约，请选择其他时间' });
    await expect.poll(async () => (await told(a.page).count()) + (await told(b.page).count())).toBe(1);
    const loser = (await told(a.page).count()) ? a : b;
    const winner = loser === a ? b : a;
    await expect.poll(() => winner.page.getByRole('dialog').count()).toBe(0);
    // The loser's slots were read again: the taken one is no longer free.
    await expect.poll(() => loser.page.getByRole('gridcell', { name: label }).count()).toBe(0);
    await snap(loser.page, 'live-booking-lost');
    await winner.page.getByRole('tab', { name: '名师预约' }).click();
    await expect.poll(() => winner.page.getByRole('list', { name: '名师预约' }).textContent()).toContain('张晓雨');
    await snapBoth(winner.page, 'bookings');
    expect(errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
