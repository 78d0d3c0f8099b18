import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DatacenterIndexPaths, type UsageFigures } from '../../src-shared/api/datacenter';
import { eq } from 'drizzle-orm';
import { Msg } from '../../src-shared/rules/messages';
import { staffAccounts } from '../../src-server/db/schema';
import { DEMO_DISTRICT_ADMIN } from '../../src-server/db/seeds/3100-datacenter';
import { refreshCaptcha, waitForRoute } from './auth-helpers';
import { newPage, snap, useE2E } from './harness';

const e2e = useE2E();
const poll = { timeout: 10_000 };
/** The card's number as shown (1,234 → 1234). */
const figure = async (page: Page, key: keyof UsageFigures | 'schools' | 'students') =>
  Number((await page.getByTestId(`figure-${key}`).locator('h5').innerText()).replace(/[^\d]/g, '') || NaN);

describe('data centre', () => {
  it('the admin signs in, drills from the districts to a school, sees the courses and downloads the figures', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/datacenter/login`);
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill('13900000000');
    await page.getByPlaceholder(Msg.passwordPlaceholder).fill('Classpro@2026');
    await page.getByPlaceholder(Msg.imageCodePlaceholder).fill(await refreshCaptcha(page, e2e.server, 'admin'));
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await waitForRoute(page, '/datacenter/index');

    // Every district, with the cards, both charts drawn and the district table.
    const districts = page.getByTestId('table-districts');
    await districts.getByRole('link').filter({ hasText: '锦江区' }).waitFor(poll);
    await expect.poll(() => figure(page, 'schools'), poll).toBeGreaterThan(12);
    await expect.poll(() => figure(page, 'activeUsers'), poll).toBeGreaterThan(0);
    await page.getByTestId('chart-bar').locator('canvas').waitFor(poll);
    await page.getByTestId('chart-line').locator('canvas').waitFor(poll);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(1500); // ECharts' entry animation
    await snap(page, 'datacenter-index-desktop');

    // Drill down: 锦江区 → its schools (the bar chart is per school now) → one school and its courses.
    const row = districts.getByRole('link').filter({ hasText: '锦江区' });
    const districtActive = Number((await row.locator('td').nth(5).innerText()).replace(/[^\d]/g, ''));
    await row.click();
    await waitForRoute(page, /district=/);
    const schools = page.getByTestId('table-schools');
    await schools.getByRole('link').filter({ hasText: '锦江区第一小学' }).waitFor(poll);
    await expect.poll(() => figure(page, 'activeUsers'), poll).toBe(districtActive);
    await page.getByText('各学校对比').waitFor();
    await page.getByTestId('chart-bar').locator('canvas').waitFor(poll);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(1500); // ECharts' entry animation
    await snap(page, 'datacenter-district-desktop');
    const shownSchools = await schools.locator('tbody tr').count();
    const activeShown = await figure(page, 'activeUsers');
    await schools.getByRole('link').filter({ hasText: '锦江区第一小学' }).click();
    await page.getByTestId('table-courses').locator('tbody tr').first().waitFor(poll);
    await expect.poll(() => figure(page, 'schools'), poll).toBe(1);
    await page.getByRole('navigation', { name: '数据范围' }).getByText('锦江区第一小学').waitFor();

    // Back to the district and export what it shows: the file parses and holds the figures on screen.
    await page.getByRole('navigation', { name: '数据范围' }).getByRole('button', { name: '锦江区' }).click();
    await schools.waitFor(poll);
    await expect.poll(() => figure(page, 'activeUsers'), poll).toBe(activeShown);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出报表' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^数据中心-锦江区-\d{4}-\d{2}-\d{2}至\d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile((await download.path())!);
    const overview = book.getWorksheet('概览')!;
    const value = (label: string) =>
      (overview.getSheetValues().find((r) => Array.isArray(r) && r[1] === label) as unknown[] | undefined)?.[2];
    expect(value('范围')).toBe('锦江区');
    expect(value('活跃用户(人次)')).toBe(activeShown);
    expect(book.getWorksheet('学校')!.rowCount - 1).toBe(shownSchools);

    // The course view: each course's classes, students, lessons and completion.
    await page.getByRole('tab', { name: '课程数据' }).click();
    await waitForRoute(page, '/datacenter/course');
    const courses = page.getByTestId('table-courses');
    await courses.locator('tbody tr').first().waitFor(poll);
    await page.getByTestId('chart-courses').locator('canvas').waitFor(poll);
    await expect
      .poll(async () => (await courses.locator('tbody tr').first().innerText()).includes('%'), poll)
      .toBe(true);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(1500); // ECharts' entry animation
    await snap(page, 'datacenter-course-desktop');

    // The export is the admin's: without Cms-Token it is refused.
    const refused = await page.request.post(`${e2e.server.url}${DatacenterIndexPaths.exportXlsx}`, {
      data: { startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(901);
    await context.close();
  });

  it("a district admin lands in their district's schools and cannot leave it", async () => {
    const [admin] = await e2e.server.app.db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(eq(staffAccounts.account, DEMO_DISTRICT_ADMIN.account));
    const { access_token } = await e2e.server.app.tokens.issue('datacenter', admin!.id);
    const { page, context } = await newPage(e2e.browser);
    await context.addCookies([{ name: 'Cms-Token', value: access_token, url: e2e.server.url, sameSite: 'Strict' }]);
    await page.goto(`${e2e.server.url}/#/datacenter/index`);
    const schools = page.getByTestId('table-schools');
    await schools.getByRole('link').filter({ hasText: '锦江区第一小学' }).waitFor(poll);
    const crumbs = page.getByRole('navigation', { name: '数据范围' });
    expect(await crumbs.innerText()).toBe(DEMO_DISTRICT_ADMIN.district);
    expect(await page.getByTestId('table-districts').count()).toBe(0);
    expect(await schools.locator('tbody tr').allInnerTexts()).not.toContainEqual(expect.stringContaining('武侯区'));
    await context.close();
  });
});
