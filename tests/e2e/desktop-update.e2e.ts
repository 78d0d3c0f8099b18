import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Msg } from '../../src-shared/rules/messages';
import { fakeCalls, pushUpdate, settle, withFakeDesktop, type FakeDesktopOptions } from './desktop-fake';
import { newPage, snap, useE2E } from './harness';

const e2e = useE2E();

async function openDesktop(opts: FakeDesktopOptions): Promise<Page> {
  const { page } = await newPage(e2e.browser);
  await withFakeDesktop(page, opts);
  await page.goto(`${e2e.server.url}/#/classpro/login`);
  return page;
}

const flag = (page: Page) => page.evaluate("localStorage.getItem('hasAutoUpdateChecked')");
const dialog = (page: Page) => page.getByTestId('update-dialog');

describe('desktop update dialog (web build with a fake bridge)', () => {
  it('checks once after start, then walks through status 1 → 2 → 3 and installs', async () => {
    const page = await openDesktop({ check: 'offer' });
    await page.getByText(Msg.updateNewVersion).waitFor();
    expect(await fakeCalls(page)).toEqual(['checkForUpdate:auto']);
    expect(await dialog(page).getAttribute('data-status')).toBe('1');
    expect(await page.getByRole('button', { name: Msg.updateLater }).isVisible()).toBe(true);
    expect(await page.getByText('v1.2.0').isVisible()).toBe(true);
    expect(await flag(page)).toBeNull();
    await settle(page);
    await snap(page, 'desktop-update-1-offer');

    await page.getByRole('button', { name: Msg.updateNow }).click();
    await page.getByText(Msg.updateDownloading).waitFor();
    expect(await flag(page)).toBe('true');
    await pushUpdate(page, {
      status: 2,
      percent: 42,
      version: '1.2.0',
      currentVersion: '1.0.0',
    });
    await page.getByText('42%').waitFor();
    await settle(page);
    await snap(page, 'desktop-update-2-downloading');

    await pushUpdate(page, { status: 3, percent: 100, version: '1.2.0', currentVersion: '1.0.0' });
    await page.getByText(Msg.updateDownloaded).waitFor();
    await settle(page);
    await snap(page, 'desktop-update-3-finished');
    await page.getByRole('button', { name: Msg.updateConfirm }).click();
    await expect
      .poll(() => fakeCalls(page), { timeout: 5000 })
      .toEqual(['checkForUpdate:auto', 'startUpdate', 'quitAndInstall']);
    await page.context().close();
  });

  it("a forced update hides 'later'; cancel during the download returns to the offer", async () => {
    const page = await openDesktop({ check: 'forced' });
    await page.getByText(Msg.updateForcedHint).waitFor();
    expect(await page.getByRole('button', { name: Msg.updateLater }).count()).toBe(0);
    await settle(page);
    await snap(page, 'desktop-update-1-forced');
    await page.getByRole('button', { name: Msg.updateNow }).click();
    await page.getByRole('button', { name: Msg.updateCancel }).click();
    await page.getByText(Msg.updateForcedHint).waitFor();
    expect(await fakeCalls(page)).toEqual(['checkForUpdate:auto', 'startUpdate', 'cancelUpdate']);
    await page.context().close();
  });

  it("'later' defers, sets the flag, and the next start does not check again", async () => {
    const page = await openDesktop({ check: 'offer' });
    await page.getByRole('button', { name: Msg.updateLater }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await flag(page)).toBe('true');
    expect(await fakeCalls(page)).toEqual(['checkForUpdate:auto', 'deferUpdate']);

    await page.reload();
    await page.waitForTimeout(1800);
    expect(await fakeCalls(page)).toEqual([]);
    expect(await dialog(page).count()).toBe(0);
    await page.context().close();
  });

  it('an up-to-date check shows no dialog and clears the flag', async () => {
    const page = await openDesktop({ check: 'up-to-date' });
    await expect.poll(() => fakeCalls(page), { timeout: 5000 }).toEqual(['checkForUpdate:auto']);
    expect(await flag(page)).toBeNull();
    expect(await dialog(page).count()).toBe(0);
    await page.context().close();
  });

  it('the web build without a bridge never shows the update dialog', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/classpro/login`);
    await page.getByText('教师登录').first().waitFor();
    await page.waitForTimeout(1500);
    expect(await page.evaluate("'desktop' in window")).toBe(false);
    expect(await dialog(page).count()).toBe(0);
    await context.close();
  });
});
