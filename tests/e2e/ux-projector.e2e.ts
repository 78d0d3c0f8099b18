import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src-server/db/seeds/demo-accounts';
import { newPage, signInAs, useE2E } from './harness';
import { SIZES, snapSizes } from './ux-helpers';

// Issue 19: classroom projectors (1920×1080) and the data-centre captcha frame.
const e2e = useE2E();

/** The page's window as these checks see it (e2e code is typed without the DOM library). */
interface Box {
  width: number;
  height: number;
}
interface El {
  getBoundingClientRect(): Box;
  nextElementSibling: El | null;
}
interface Win {
  document: { querySelector(sel: string): (El & { complete?: boolean }) | null };
  getComputedStyle(el: unknown): { fontSize: string; objectFit: string };
}

/** Width of an element over the width of the shell's content column (right of the side menu). */
async function share(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const w = globalThis as unknown as Win;
    const el = w.document.querySelector(sel)!;
    const main = w.document.querySelector('[data-testid="side-menu"]')!.nextElementSibling!;
    return el.getBoundingClientRect().width / main.getBoundingClientRect().width;
  }, selector);
}
const fontPx = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .first()
    .evaluate((el) => parseFloat((globalThis as unknown as Win).getComputedStyle(el).fontSize));

describe('projector width', () => {
  it('我的课程 fills the width at 1920 and its type is scaled for projection', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES.projector);
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await page.goto(`${e2e.server.url}/#/classpro/myCourse`);
    const section = page.getByRole('region', { name: '三年级2班' });
    await section.waitFor();
    expect(await share(page, 'section[aria-label="三年级2班"]')).toBeGreaterThan(0.9);
    const card = section.getByRole('button').first();
    expect((await card.boundingBox())!.width).toBeGreaterThanOrEqual(320);
    // The card's name comes from its text (issue 33); its first line is the course title.
    const title = (await card.locator('p').first().textContent())!;
    expect(await fontPx(page, title)).toBeGreaterThanOrEqual(18);
    await snapSizes(page, 'ux-my-course');
    // A laptop keeps the ordinary sizes.
    await page.setViewportSize(SIZES.laptop);
    await page.waitForTimeout(200);
    expect(await fontPx(page, title)).toBeLessThan(18);
    await context.close();
  });

  it('我的教材 fills the width at 1920 with larger covers and larger type', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES.projector);
    await signInAs(context, e2e.server, DEMO_USERS.teacher.mobile);
    await page.goto(`${e2e.server.url}/#/classpro/myDigitalbooks`);
    const list = page.getByRole('list', { name: '我的教材' });
    await list.getByRole('listitem').first().waitFor();
    expect(await share(page, '[role="list"][aria-label="我的教材"]')).toBeGreaterThan(0.9);
    expect((await list.getByRole('listitem').first().boundingBox())!.width).toBeGreaterThanOrEqual(240);
    const heading = page.getByRole('heading', { name: '我的教材', level: 1 });
    expect(
      await heading.evaluate((el) => parseFloat((globalThis as unknown as Win).getComputedStyle(el).fontSize)),
    ).toBeGreaterThanOrEqual(28);
    await snapSizes(page, 'ux-my-books');
    await context.close();
  });
});

describe('data-centre captcha', () => {
  it('the frame shows the whole image, nothing cropped', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES.laptop);
    await page.goto(`${e2e.server.url}/#/datacenter/login`);
    const img = page.getByRole('img', { name: '图形验证码' });
    await img.waitFor();
    await page.waitForFunction(
      () => (globalThis as unknown as Win).document.querySelector('img[alt="图形验证码"]')?.complete,
    );
    const drawn = await img.evaluate((el) => {
      const i = el as unknown as El & { naturalWidth: number; naturalHeight: number };
      const box = i.getBoundingClientRect();
      const fit = (globalThis as unknown as Win).getComputedStyle(i).objectFit;
      const scale =
        fit === 'cover'
          ? Math.max(box.width / i.naturalWidth, box.height / i.naturalHeight)
          : fit === 'contain'
            ? Math.min(box.width / i.naturalWidth, box.height / i.naturalHeight)
            : NaN;
      // 'fill' stretches: nothing is cut, the whole picture is drawn in the box.
      return Number.isNaN(scale)
        ? { width: box.width, box: box.width, height: box.height, boxH: box.height }
        : { width: i.naturalWidth * scale, box: box.width, height: i.naturalHeight * scale, boxH: box.height };
    });
    expect(drawn.width).toBeLessThanOrEqual(drawn.box + 0.5);
    expect(drawn.height).toBeLessThanOrEqual(drawn.boxH + 0.5);
    await snapSizes(page, 'ux-datacenter-login');
    await context.close();
  });
});
