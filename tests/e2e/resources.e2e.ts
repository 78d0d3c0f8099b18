import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Msg } from '../../src-shared/rules/messages';
import { REGION_RESOURCES, SHARED_DEMO_RESOURCE, SPECIALS } from '../../src-server/db/seeds/demo-resources';
import { writePdf } from '../../src-server/lib/pdf-writer';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;
const TITLE = '三年级语文《司马光》课件';

/** Screenshots of a screen at both sizes: screenshots/resources-<name>-<width>.png */
async function snapBoth(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate('window.scrollTo(0, 0)');
    await page.waitForTimeout(400);
    await snap(page, `resources-${name}-${size.width}`);
  }
  await page.setViewportSize(SIZES[0]);
}

const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

/** A real three-page PDF courseware, made like the demo's. */
const pdf = writePdf(TITLE, [
  { page: 1, kind: 'cover', heading: TITLE, paragraphs: ['语文 · 三年级'], figure: null },
  { page: 2, kind: 'lesson', heading: '司马光砸缸', paragraphs: ['群儿戏于庭，一儿登瓮，足跌没水中。'], figure: null },
  {
    page: 3,
    kind: 'lesson',
    heading: '课堂练习',
    paragraphs: ['1. 朗读课文。', '2. 说说司马光是怎样救人的。'],
    figure: null,
  },
]);

describe('digital resources', () => {
  it('uploads a PDF, previews it, favourites it and shares it with 三年级2班; a wrong type is refused', async () => {
    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    await signInAs(context, e2e.server, '13800000001');
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/#/classpro/myResource`);
    await page.getByRole('link', { name: '太阳系八大行星示意图' }).waitFor();
    await snapBoth(page, 'library');

    // Upload: a picture as 课件 is refused with the rule's words, then the PDF goes through.
    await page.getByRole('button', { name: '上传资源' }).click();
    const dialog = page.getByRole('dialog', { name: '上传资源' });
    await dialog.getByTestId('resource-file').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    await dialog.getByRole('alert').filter({ hasText: Msg.resourceCoursewareOnly }).waitFor();
    await snap(page, 'resources-upload-refused');
    await dialog.getByLabel('资源名称').fill(TITLE);
    await dialog.getByRole('combobox', { name: '学科' }).click();
    await page.getByRole('option', { name: '语文', exact: true }).click();
    await dialog.getByRole('combobox', { name: '年级' }).click();
    await page.getByRole('option', { name: '三年级', exact: true }).click();
    await dialog
      .getByTestId('resource-file')
      .setInputFiles({ name: 'simaguang.pdf', mimeType: 'application/pdf', buffer: pdf });
    await dialog.getByText('simaguang.pdf').waitFor();
    await snap(page, 'resources-upload-dialog');
    await dialog.getByRole('button', { name: '上传', exact: true }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();

    // 我的上传 lists it.
    await page.goto(`${e2e.server.url}/#/classpro/myResource?tab=MINE`);
    await page.getByRole('link', { name: TITLE }).click();
    // Preview: pdf.js draws the pages.
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.locator('[data-testid="pdf-preview"] canvas[aria-label="第3页"]').waitFor();
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '取消收藏' }).waitFor();
    await page.getByRole('button', { name: '分享到班级' }).click();
    await page.getByRole('checkbox', { name: '三年级2班' }).check();
    await page.getByRole('dialog', { name: '分享到班级' }).getByRole('button', { name: '分享' }).click();
    await page.getByText('已分享到：三年级2班').waitFor();
    await snapBoth(page, 'detail-pdf');
    // The uploader makes it private: the class it was shared to still reads it.
    await page.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog', { name: '编辑资源' });
    await expect.poll(() => edit.getByLabel('资源名称').inputValue()).toBe(TITLE);
    await edit.getByLabel('公开到资源库（所有老师可见）').click();
    await edit.getByText('仅自己可见（可分享到班级）').waitFor();
    await snap(page, 'resources-edit-dialog');
    await edit.getByRole('button', { name: '保存' }).click();
    await page.getByText('仅自己可见', { exact: true }).waitFor();

    // 我的收藏 lists it.
    await page.goto(`${e2e.server.url}/#/classpro/myResource?tab=FAVORITE`);
    await page.getByRole('link', { name: TITLE }).waitFor();
    await snapBoth(page, 'favorites');

    // A Word lesson plan previews through docx-preview, a video in the player.
    await page.goto(`${e2e.server.url}/#/classpro/myResource`);
    await page.getByRole('link', { name: '二年级语文《找春天》教学设计' }).click();
    await page.getByTestId('office-preview').getByText('教学目标', { exact: false }).first().waitFor();
    await snapBoth(page, 'detail-docx');
    await page.goto(`${e2e.server.url}/#/classpro/myResource`);
    await page.getByRole('link', { name: '四年级科学《简单电路》实验演示' }).click();
    await expect
      .poll(() => page.locator('video').evaluate((v) => (v as unknown as { readyState: number }).readyState))
      .toBeGreaterThan(0);
    await snap(page, 'resources-detail-video');
    expect(errors).toEqual([]);
    await context.close();

    // The student of 三年级2班 finds it under 班级资源 and opens it.
    const s = await newPage(e2e.browser, { width: 390, height: 844 });
    await signInAs(s.context, e2e.server, '13800000003', 'STUDENT');
    await s.page.goto(`${e2e.server.url}/#/classproBook/myClasslist`);
    await s.page.getByRole('link', { name: '班级资源' }).first().click();
    const section = s.page.getByRole('region', { name: '三年级2班' });
    await section.getByRole('link', { name: SHARED_DEMO_RESOURCE }).waitFor();
    await snap(s.page, 'resources-student-class-list');
    await section.getByRole('link', { name: TITLE }).click();
    await s.page.locator('[data-testid="pdf-preview"] canvas[aria-label="第1页"]').waitFor();
    await expect.poll(() => s.page.getByRole('button', { name: '收藏', exact: true }).count()).toBe(0);
    await snap(s.page, 'resources-student-detail');
    await s.context.close();
  });

  it('川教资源 shows its catalogue signed out and previews for a teacher; 专题 shows its topics', async () => {
    const anon = await newPage(e2e.browser, SIZES[0]);
    await anon.page.goto(`${e2e.server.url}/#/chuanEdu`);
    const region = REGION_RESOURCES[0]!;
    await anon.page.getByRole('link', { name: region.title }).click();
    await anon.page.getByText('登录教师账号后，可在线预览和下载本资源。').waitFor();
    await snap(anon.page, 'resources-region-detail-signed-out');
    await anon.context.close();

    const { page, context } = await newPage(e2e.browser, SIZES[0]);
    await signInAs(context, e2e.server, '13800000001');
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/#/chuanEdu`);
    await page.getByRole('link', { name: region.title }).waitFor();
    await expect.poll(() => page.getByText(`共 ${REGION_RESOURCES.length} 个资源`).count()).toBe(1);
    await snapBoth(page, 'region');
    await page.getByRole('link', { name: region.title }).click();
    await page.locator('[data-testid="pdf-preview"] canvas[aria-label="第2页"]').waitFor();
    await snapBoth(page, 'region-detail');

    await page.goto(`${e2e.server.url}/#/classpro/special`);
    for (const s of SPECIALS) await page.getByRole('link', { name: s.title }).waitFor();
    await snapBoth(page, 'specials');
    await page.getByRole('link', { name: SPECIALS[0].title }).click();
    await page.getByRole('heading', { name: SPECIALS[0].title }).waitFor();
    for (const title of SPECIALS[0].resources) await page.getByRole('link', { name: title }).waitFor();
    await page.getByRole('link', { name: /直播课：太空授课/ }).waitFor();
    await snapBoth(page, 'special-detail');
    await page.getByRole('link', { name: '太阳系八大行星示意图' }).click();
    await page.getByRole('img', { name: '太阳系八大行星示意图' }).waitFor();
    await snap(page, 'resources-detail-image');
    // An Excel exercise as a table, an audio in the player.
    await page.goto(`${e2e.server.url}/#/classpro/myResource`);
    await page.getByRole('link', { name: '三年级上册乘法口算练习' }).click();
    await page.getByRole('table', { name: '表格预览' }).getByText('12 × 3 =').waitFor();
    await snap(page, 'resources-detail-xlsx');
    await page.goto(`${e2e.server.url}/#/classpro/myResource`);
    await page.getByRole('link', { name: '三年级英语 Unit 3 课文朗读' }).click();
    await expect
      .poll(() => page.locator('audio').evaluate((a) => (a as unknown as { duration: number }).duration))
      .toBeGreaterThan(5);
    await snap(page, 'resources-detail-audio');
    expect(errors).toEqual([]);
    await context.close();
  });
});
