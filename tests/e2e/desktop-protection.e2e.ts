import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProtectionEvent } from '../../src-shared/desktop-api';
import { Msg } from '../../src-shared/rules/messages';
import { pushProtection, settle, withFakeDesktop } from './desktop-fake';
import { newPage, snap, useE2E } from './harness';

const e2e = useE2E();

const NONE: ProtectionEvent = { state: 'none', blackout: false, watermark: false, contentProtected: true };

async function openDesktop(): Promise<Page> {
  const { page } = await newPage(e2e.browser);
  await withFakeDesktop(page, { check: 'up-to-date' });
  await page.goto(`${e2e.server.url}/#/classpro/login`);
  await page.getByText('教师登录').first().waitFor();
  return page;
}

describe('desktop screen protection overlay (web build with a fake bridge)', () => {
  it('covers the screen with black after a screenshot attempt and while recording', async () => {
    const page = await openDesktop();
    await pushProtection(page, { ...NONE, state: 'suspected', blackout: true, blackoutMs: 3000, reason: 'shortcut' });
    const blackout = page.getByTestId('blackout');
    await blackout.waitFor();
    expect(await blackout.textContent()).toContain(Msg.protectionBlackout);
    // The black layer sits above the page: the login card cannot be clicked through it.
    const box = await blackout.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 1440, height: 900 });
    await snap(page, 'desktop-protection-blackout');

    await pushProtection(page, { ...NONE, state: 'recording', blackout: true, processes: ['OBS Studio'] });
    await page.getByText(Msg.protectionRecording).waitFor();
    await snap(page, 'desktop-protection-recording');

    await pushProtection(page, NONE);
    await blackout.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('draws 50 watermark marks with the time, and emergency restore clears them with its message', async () => {
    const page = await openDesktop();
    await pushProtection(page, { ...NONE, watermark: true });
    await page.getByTestId('watermark').waitFor();
    const marks = page.getByTestId('watermark-mark');
    expect(await marks.count()).toBe(50);
    expect(await marks.first().textContent()).toMatch(/^Classpro \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const before = await marks.first().getAttribute('class');
    await snap(page, 'desktop-protection-watermark');
    // Positions move every 5000 ms.
    await expect.poll(() => marks.first().getAttribute('class'), { timeout: 7000 }).not.toBe(before);

    await pushProtection(page, { ...NONE, contentProtected: false, reason: 'restore', restored: true });
    await page.getByText(Msg.emergencyRestore).waitFor();
    expect(await page.getByTestId('watermark').count()).toBe(0);
    await settle(page);
    await snap(page, 'desktop-protection-restored');
    await page.context().close();
  });
});
