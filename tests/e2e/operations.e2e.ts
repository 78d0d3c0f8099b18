import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fetchLatestRecord } from '../../src-main/services/version-record';
import { Msg } from '../../src-shared/rules/messages';
import { refreshCaptcha, waitForRoute } from './auth-helpers';
import { newPage, signInAs, snap, useE2E } from './harness';
import { menuTitles } from './shell-helpers';

const e2e = useE2E();
const OPERATOR = '13900000001';
const TEACHER = '13800000001';

/** The operator asks for a console screen, signs in at the data-centre login and comes back to it. */
async function signInOperator(page: Page, screen: string) {
  await page.goto(`${e2e.server.url}/#/operations/${screen}`);
  await page.getByRole('heading', { name: '数据中心登录' }).waitFor();
  await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill(OPERATOR);
  await page.getByPlaceholder(Msg.passwordPlaceholder).fill('Classpro@2026');
  await page.getByPlaceholder(Msg.imageCodePlaceholder).fill(await refreshCaptcha(page, e2e.server, 'admin'));
  await page.getByRole('button', { name: Msg.loginButton }).click();
  await waitForRoute(page, `/operations/${screen}`);
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

describe('the operations console', () => {
  it('publishes an app version that the desktop update check then gets, and turns a menu item off for teachers', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInOperator(page, 'versions');
    await page.getByRole('heading', { name: '应用版本' }).waitFor();
    const publish = section(page, '发布新版本');
    await publish.getByLabel('版本号').fill('1.5.0');
    await publish.getByLabel('更新说明').fill('1. 新增运营后台\n2. 修复已知问题');
    await publish.getByRole('button', { name: '发布' }).click();
    await page.getByText('发布成功').waitFor();
    await section(page, '已发布版本').getByRole('cell', { name: '1.5.0' }).waitFor();
    await snap(page, 'operations-versions-1440');

    // The desktop app's own update check (src-main/services/version-record.ts, what the updater asks) sees it.
    const record = await fetchLatestRecord(fetch, e2e.server.url, { currentVersion: '1.0.0', platform: 'win32' });
    expect(record).toMatchObject({
      version: '1.5.0',
      isForceUpdate: false,
      releaseNotes: '1. 新增运营后台\n2. 修复已知问题',
    });

    // The default channel (cuiya) loses its 活动 item.
    await page.getByRole('link', { name: '菜单与配置' }).click();
    const cuiya = section(page, '翠鸦（默认） · cuiya');
    const activity = cuiya.getByLabel('cuiya 活动', { exact: true });
    expect(await activity.isChecked()).toBe(true);
    await activity.click();
    await cuiya.getByRole('button', { name: '保存' }).click();
    await page.getByText('菜单配置已保存').waitFor();
    await page.evaluate('window.scrollTo(0, 0)');
    await snap(page, 'operations-menus-1440');

    // A guide video is added, then renamed in place (the same row, the new name).
    const guide = section(page, '上课指导视频（AI_GUIDE_VIDEO）');
    await guide.getByLabel('名称').fill('开课指导');
    await guide.getByLabel('视频地址').fill('https://video.example.cn/guide.mp4');
    await guide.getByRole('button', { name: '添加视频' }).click();
    await guide.getByRole('cell', { name: '开课指导', exact: true }).waitFor();
    const rows = await guide.getByRole('row').count();
    await guide.getByRole('button', { name: '编辑 开课指导' }).click();
    await guide.getByLabel('名称').fill('开课指导（新版）');
    await guide.getByRole('button', { name: '保存修改' }).click();
    await guide.getByRole('cell', { name: '开课指导（新版）', exact: true }).waitFor();
    expect(await guide.getByRole('cell', { name: '开课指导', exact: true }).count()).toBe(0);
    expect(await guide.getByRole('row').count()).toBe(rows);
    expect(await guide.getByRole('button', { name: '添加视频' }).count()).toBe(1);

    const teacher = await newPage(e2e.browser);
    await signInAs(teacher.context, e2e.server, TEACHER);
    await teacher.page.goto(`${e2e.server.url}/#/classpro/home`);
    await teacher.page.locator('[data-menu-index]').first().waitFor({ timeout: 10_000 });
    const titles = await menuTitles(teacher.page);
    expect(titles).toContain('我的活动');
    expect(titles).not.toContain('活动');
    await teacher.context.close();

    // Every change is in the 操作日志.
    await page.getByRole('link', { name: '操作日志' }).click();
    const log = section(page, '操作记录');
    await log.getByRole('cell', { name: /activity=0/ }).waitFor();
    await log.getByRole('cell', { name: /发布 1\.5\.0/ }).waitFor();
    await snap(page, 'operations-audit-1440');
    await context.close();
  });

  it('generates a redeem batch and exports it as a spreadsheet; shows every other screen', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInOperator(page, 'redeem');
    const gen = section(page, '生成兑换码');
    await gen.getByLabel('兑换内容').click();
    await page.getByRole('option').first().click();
    await gen.getByLabel('数量').fill('5');
    await gen.getByLabel('备注').fill('开学季');
    await gen.getByRole('button', { name: '生成' }).click();
    await page.getByText('生成成功').waitFor();
    const row = section(page, '兑换码批次').getByRole('row').filter({ hasText: '开学季' });
    await row.getByText('0 / 5').waitFor();
    await snap(page, 'operations-redeem-1440');

    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: '导出' }).click();
    const file = await (await download).path();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const sheet = wb.worksheets[0]!;
    expect(sheet.rowCount).toBe(6);
    expect(String(sheet.getRow(2).getCell(2).value)).toMatch(/^[A-Z0-9]{12}$/);
    expect(sheet.getRow(2).getCell(6).value).toBe('未使用');

    for (const [link, name] of [
      ['轮播图与推荐', 'operations-content-1440'],
      ['学校与课程名额', 'operations-schools-1440'],
    ] as const) {
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: link }).waitFor();
      await page.locator('table').first().waitFor();
      await snap(page, name);
    }
    // The console and the data centre lead to each other (the operator signed in once).
    await page.getByRole('link', { name: /数据中心/ }).click();
    await waitForRoute(page, '/datacenter/index');
    await page.getByTestId('table-districts').waitFor();
    await snap(page, 'datacenter-operator-1440');
    await page.getByRole('tab', { name: '运营后台' }).click();
    await waitForRoute(page, '/operations/menus');
    await page.getByRole('heading', { name: '菜单与配置' }).waitFor();
    await context.close();
  });

  it('tells a district data-centre admin the console is not theirs', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/operations/menus`);
    await page.getByRole('heading', { name: '数据中心登录' }).waitFor();
    await page.getByPlaceholder(Msg.mobileRequired, { exact: true }).fill('13900000000');
    await page.getByPlaceholder(Msg.passwordPlaceholder).fill('Classpro@2026');
    await page.getByPlaceholder(Msg.imageCodePlaceholder).fill(await refreshCaptcha(page, e2e.server, 'admin'));
    await page.getByRole('button', { name: Msg.loginButton }).click();
    await page.getByText('仅运营人员可使用运营后台').waitFor();
    // Their data centre offers no way to the console (it reads the same admin info the refusal above was made from).
    await page.goto(`${e2e.server.url}/#/datacenter/index`);
    await page.getByRole('tab', { name: '课程数据' }).waitFor();
    expect(await page.getByRole('tab', { name: '运营后台' }).count()).toBe(0);
    await context.close();
  });
});
