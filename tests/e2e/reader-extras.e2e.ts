import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../src-server/db/seeds/demo-accounts';
import { newPage, PHONE, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const BOOK = '/#/classproBook';

/** Nothing on the phone screen is wider than the screen. */
const fitsThePhone = (page: Page) =>
  expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

describe('a student in the mobile reader area', () => {
  it('opens 我的班级, the class’s 学习小组, steps through a 典型例题 and previews a .docx and a .xlsx', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, DEMO_USERS.student.mobile, 'STUDENT');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // 我的班级: 三年级2班 of 王老师 at 示范学校, six students, the math book of its tasks, his group.
    await page.goto(`${e2e.server.url}${BOOK}/myClasslist`);
    const cls = page.getByRole('region', { name: /年级2班$/ });
    await cls.getByText('班主任 王老师').waitFor();
    expect(await cls.textContent()).toMatch(/示范学校.*6 名同学.*星火小组|星火小组.*示范学校.*6 名同学/);
    await cls.getByText('义务教育教科书·数学 三年级下册').waitFor();
    expect(await cls.getByRole('link', { name: '班级任务' }).getAttribute('href')).toMatch(/task\?classId=\d+$/);
    await fitsThePhone(page);
    await snap(page, 'reader-my-classes');

    // 学习小组: his own group first and highlighted, with its leader; the others with how full they are.
    await cls.getByRole('link', { name: '学习小组' }).click();
    const mine = page.getByRole('region', { name: '星火小组' });
    await mine.getByText('我的小组').waitFor();
    expect(await mine.textContent()).toContain('李小明（我）');
    expect(await mine.textContent()).toContain('张子涵 · 组长');
    expect(await page.getByRole('region', { name: '飞翔小组' }).textContent()).toContain('2/2 人');
    await page.getByText('老师已开放自主选组').waitFor();
    await fitsThePhone(page);
    await snap(page, 'reader-group');

    // 典型例题 of the math book: the lesson picker, then 第1课's examples, stepped through.
    await page.getByRole('button', { name: '返回' }).click();
    await cls.getByRole('link', { name: '典型例题' }).click();
    await page.getByRole('region', { name: '第一单元 混合运算' }).getByText('2 道例题').first().waitFor();
    await fitsThePhone(page);
    await snap(page, 'reader-case-picker');
    await page.getByRole('link', { name: /第1课 买文具/ }).click();
    const example = page.getByRole('region', { name: '例1 买文具：先乘后加' });
    await example.getByText('一支铅笔 2 元').waitFor();
    const steps = example.getByRole('list', { name: '解题步骤' });
    await example.getByRole('button', { name: '看下一步' }).click();
    await expect.poll(() => steps.getByRole('listitem').count()).toBe(1);
    expect(await steps.textContent()).toContain('4 × 2 = 8（元）');
    await example.getByRole('button', { name: '看下一步' }).click();
    await example.getByRole('button', { name: '看下一步' }).click();
    await expect.poll(() => steps.getByRole('listitem').count()).toBe(3);
    expect(await example.getByRole('note', { name: '答案' }).count()).toBe(0);
    await example.getByRole('button', { name: '看答案' }).click();
    expect(await example.getByRole('note', { name: '答案' }).textContent()).toContain('一共花了 11 元');
    await page.getByRole('region', { name: /^例2 / }).getByRole('button', { name: '显示全部' }).click();
    await page.getByRole('region', { name: /^例2 / }).getByRole('note', { name: '答案' }).waitFor();
    expect(await example.getByRole('link', { name: /^教材第 \d+ 页$/ }).getAttribute('href')).toMatch(
      /bookRead\?bookId=\d+&page=\d+$/,
    );
    await fitsThePhone(page);
    await snap(page, 'reader-case-list');

    // 文档预览 from the lesson's documents: the unit's worked examples as a Word handout and an Excel overview,
    // and the lesson's PDF exercise sheet.
    const docs = page.getByRole('region', { name: '本课文档' });
    await docs.getByRole('link', { name: /本单元典型例题讲义/ }).click();
    const word = page.getByTestId('office-preview');
    await word.getByText('例1 买文具：先乘后加').waitFor();
    await word.getByText('第1步：先求 4 支铅笔的钱：4 × 2 = 8（元）。').waitFor();
    await page.getByText('义务教育教科书·数学 三年级下册 · 第1课 买文具').waitFor();
    await fitsThePhone(page);
    await snap(page, 'reader-office-docx');
    await page.getByRole('button', { name: '返回' }).click();
    await docs.getByRole('link', { name: /本单元典型例题一览表/ }).click();
    const table = page.getByRole('table', { name: '表格预览' });
    await table.getByText('买鲜花：两步计算').waitFor();
    expect(await table.getByRole('row').first().textContent()).toBe('课时例题步数答案');
    expect(await table.getByRole('row').count()).toBe(7);
    await fitsThePhone(page);
    await snap(page, 'reader-office-xlsx');
    await page.getByRole('button', { name: '返回' }).click();
    await docs.getByRole('link', { name: /买文具 课后练习/ }).click();
    await page.locator('[data-testid="pdf-preview"] canvas').first().waitFor();
    await fitsThePhone(page);
    await snap(page, 'reader-office-pdf');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so, in Chinese, when a class or a document is not the student’s', async () => {
    const { page, context } = await newPage(e2e.browser, PHONE);
    await signInAs(context, e2e.server, DEMO_USERS.student.mobile, 'STUDENT');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}${BOOK}/group?classId=999999`);
    await page.getByText('班级不存在').waitFor();
    await page.goto(`${e2e.server.url}${BOOK}/officeView?url=https://evil.example/a.docx`);
    await page.getByText('文档地址无效，无法预览').waitFor();
    await page.goto(`${e2e.server.url}${BOOK}/caseList?bookId=3`);
    await page.getByText('您还没有这本教材，请先兑换').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
