import { beforeAll, describe, expect, it } from 'vitest';
import { newPage, signInAs, snap, useE2E } from './harness';
import { bookIds, TEACHER } from './digitalbooks-helpers';

let ids: number[];

const e2e = useE2E();
beforeAll(async () => {
  ids = await bookIds(e2e.server);
});

describe('textbook detail', () => {
  it('opens a textbook from the dashboard: cover, tag, catalogue, resource counts, 阅读 and 上课', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/home`);
    const books = page.locator('[data-section="HOME_DIGITAL_BOOK"]');
    await books.getByText('义务教育教科书·语文 一年级上册').click();
    await page.waitForURL(new RegExp(`#/classpro/digitalbooks/detail\\?bookId=${ids[0]}$`));
    await page.getByRole('heading', { level: 1, name: '义务教育教科书·语文 一年级上册' }).waitFor();
    await expect(page.getByText('纸数融合').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('出版社：人民教育出版社').isVisible()).resolves.toBe(true);
    const catalogue = page.getByRole('navigation', { name: '目录' });
    await expect(catalogue.getByText('第一单元 识字').isVisible()).resolves.toBe(true);
    await expect(catalogue.getByText('第1课 天地人').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('资源数量').innerText()).resolves.toContain('视频 15');
    await expect.poll(() => page.evaluate('[...document.images].every((i) => i.complete)')).toBe(true);
    await snap(page, 'digitalbooks-detail');
    await page.getByRole('button', { name: '上课', exact: true }).click();
    await page.waitForURL(new RegExp(`#/digitalbooks/attendClass\\?bookId=${ids[0]}$`));
    await page.goBack();
    await page.getByRole('button', { name: '阅读', exact: true }).click();
    await page.waitForURL(new RegExp(`#/digitalbooks/read\\?bookId=${ids[0]}$`));
    await context.close();
  });

  it('drops a second click on a textbook card within 3 s', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/digitalbooks`);
    await page.getByText('义务教育教科书·语文 一年级上册').click();
    await page.waitForURL(/detail\?bookId=/);
    await page.goBack();
    await page.getByText('义务教育教科书·数学 三年级下册').click();
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/#\/classpro\/digitalbooks$/);
    await context.close();
  });

  it('shows a book the teacher does not own with the way to get it (redeem)', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/classpro/digitalbooks/detail?bookId=${ids[2]}`);
    await page.getByRole('heading', { level: 1, name: '英语（PEP）四年级上册' }).waitFor();
    await expect(page.getByText('您还没有这本教材').isVisible()).resolves.toBe(true);
    expect(await page.getByRole('button', { name: '阅读', exact: true }).count()).toBe(0);
    await snap(page, 'digitalbooks-detail-not-owned');
    await page.getByRole('button', { name: '兑换教材' }).click();
    await page.getByRole('dialog', { name: '兑换教材' }).waitFor();
    await context.close();
  });

  it('lists resources by lesson with previews and QR codes, lecture notes and the book info', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    await page.goto(`${e2e.server.url}/#/digitalbooks/resource?bookId=${ids[0]}`);
    await page.getByRole('heading', { name: '天地人 微课视频' }).waitFor();
    await page.locator('video').waitFor();
    await expect(page.getByAltText('天地人 微课视频 二维码').getAttribute('data-qr-value')).resolves.toMatch(
      /\/#\/digitalbooks\/qr\?resourceId=\d+$/,
    );
    await snap(page, 'digitalbooks-resource-video');
    await page.getByRole('button', { name: /天地人 课后练习/ }).click();
    await page.locator('[data-testid="pdf-preview"] canvas').first().waitFor();
    await snap(page, 'digitalbooks-resource-pdf');
    await page.getByRole('button', { name: /金木水火土 教学设计/ }).click();
    await page.getByTestId('office-preview').getByText('一、教学目标').waitFor();
    await page.getByRole('button', { name: /口耳目 课堂练习记录表/ }).click();
    await page.getByRole('table', { name: '表格预览' }).getByText('王小明').waitFor();
    await snap(page, 'digitalbooks-resource-xlsx');

    await page.goto(`${e2e.server.url}/#/digitalbooks/lectureNotes?bookId=${ids[0]}`);
    await page.getByRole('article', { name: '第一单元 识字 讲义' }).getByText('教学目标').waitFor();
    await snap(page, 'digitalbooks-lecture-notes');

    await page.goto(`${e2e.server.url}/#/educational/diginfo?bookId=${ids[3]}`);
    await page.getByRole('table', { name: '教材信息' }).getByText('300').waitFor();
    await snap(page, 'digitalbooks-info');
    await context.close();
  });
});
