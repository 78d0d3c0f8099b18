import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src-server/db/seeds/demo-accounts';
import { demoIds } from './a11y-routes';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

/**
 * Issue 33, 适老化: 大字模式 in the parent area (header switch) and in H5 (我的): text at 150 % on a 390×844 phone,
 * kept across screens and reloads, and no screen wider than the phone.
 */
const e2e = useE2E();
const poll = { timeout: 15_000 };

/** The computed size of the screen's first body text (a paragraph of the content, not the header). */
const bodyTextSize = (page: Page) =>
  page.evaluate<number>(`(() => {
    const el = document.querySelector('main .MuiTypography-body1, main .MuiTypography-body2, main .MuiListItemText-primary');
    return el ? parseFloat(getComputedStyle(el).fontSize) : 0;
  })()`);

/** How far the page is wider than the window, and the elements whose box runs past its right edge. */
const overflow = (page: Page) =>
  page.evaluate<{ extra: number; past: string[] }>(`(() => {
    const w = window.innerWidth;
    const clipped = (el) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.overflowX !== 'visible' && p.getBoundingClientRect().right <= w + 1) return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > w + 1 && !clipped(el) && getComputedStyle(el).visibility !== 'hidden';
      })
      .map((el) => el.tagName.toLowerCase() + '.' + [...el.classList].slice(0, 2).join('.') + ' ' + (el.textContent ?? '').slice(0, 30));
    return { extra: document.documentElement.scrollWidth - w, past };
  })()`);

async function expectFits(page: Page, what: string) {
  const { extra, past } = await overflow(page);
  expect(past, what).toEqual([]);
  expect(extra, what).toBeLessThanOrEqual(0);
}

describe('大字模式 (large text) on a 390 px phone', () => {
  it('the parent header switch makes the text 1.5× on the parent home, a child’s task and the H5 screens, without overflow', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, DEMO_USERS.parent.mobile, 'PARENT');
    const ids = await demoIds(e2e.server);
    await page.goto(`${e2e.server.url}/#/parent/index`);
    const toggle = page.getByRole('switch', { name: '大字模式' });
    await toggle.waitFor(poll);
    await page.locator('main .MuiTypography-body2, main .MuiTypography-body1').first().waitFor(poll);
    const before = await bodyTextSize(page);
    expect(before).toBeGreaterThan(0);
    await expectFits(page, 'parent home, normal text');
    await toggle.check();
    await expect.poll(() => bodyTextSize(page), poll).toBeGreaterThanOrEqual(before * 1.5 - 0.01);
    await page.waitForTimeout(300); // the switch's own transition, for the screenshot
    await expectFits(page, 'parent home, large text');
    // The header's title keeps to one line (it wrapped to 家长 / 中心 beside the switch and 退出登录).
    const title = page.getByRole('banner').getByRole('link', { name: '家长中心' });
    await expect(title.evaluate((el) => el.getClientRects().length)).resolves.toBe(1);
    await snap(page, 'a11y-large-text-parent-home');

    const screens: [string, string][] = [
      [`/parent/task/${ids.task}`, 'a11y-large-text-parent-task'],
      ['/h5/index', 'a11y-large-text-h5-index'],
      ['/h5/info', 'a11y-large-text-h5-info'],
      ['/h5/my', 'a11y-large-text-h5-my'],
    ];
    for (const [path, name] of screens) {
      await page.goto(`${e2e.server.url}/#${path}`);
      await page
        .locator('main .MuiTypography-body2, main .MuiTypography-body1, main .MuiListItemText-primary')
        .first()
        .waitFor(poll);
      const root = await page.evaluate<string>(`getComputedStyle(document.documentElement).fontSize`);
      expect(root, path).toBe('24px');
      await page.waitForLoadState('networkidle');
      await expectFits(page, path);
      await snap(page, name);
    }

    // The H5 我的 screen has the switch too; off there is off everywhere, and after a reload.
    const row = page.getByRole('switch', { name: '大字模式' });
    expect(await row.isChecked()).toBe(true);
    const large = await bodyTextSize(page);
    await row.uncheck();
    await expect.poll(() => bodyTextSize(page), poll).toBeLessThanOrEqual(large / 1.5 + 0.01);
    await page.reload();
    await page.getByRole('switch', { name: '大字模式' }).waitFor(poll);
    expect(await page.getByRole('switch', { name: '大字模式' }).isChecked()).toBe(false);
    expect(await page.evaluate<string>(`getComputedStyle(document.documentElement).fontSize`)).toBe('16px');
    await context.close();
  });

  it('stays on the parent and H5 screens only: the teacher sign-in keeps its size', async () => {
    const { context, page } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, DEMO_USERS.parent.mobile, 'PARENT');
    await page.goto(`${e2e.server.url}/#/h5/my`);
    await page.getByRole('switch', { name: '大字模式' }).check();
    expect(await page.evaluate<string>(`getComputedStyle(document.documentElement).fontSize`)).toBe('24px');
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByRole('tab', { name: '学生' }).waitFor(poll);
    await expect
      .poll(() => page.evaluate<string>(`getComputedStyle(document.documentElement).fontSize`), poll)
      .toBe('16px');
    await context.close();
  });
});
