import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterClass } from './classroom-helpers';
import { waitForPage } from './digitalbooks-reader-helpers';
import { snap, useE2E } from './harness';

const e2e = useE2E();

const shownPage = (page: Page) => page.getByTestId('pdf-page').first().getAttribute('data-page');

describe('exam mode (issue 30)', () => {
  it('shows the subject and the time left full screen, reminds at 30 minutes aloud, and locks the class screen until 结束考试 is confirmed', async () => {
    const { page, context, errors } = await enterClass(e2e, { page: 9 });
    // What the exam clock says aloud is recorded (Chromium has speech synthesis but no voice here).
    await page.evaluate(
      '(() => { window.__spoken = []; window.speechSynthesis.speak = (u) => window.__spoken.push(u.text); })()',
    );
    const next = (await page.getByRole('button', { name: '下一页' }).boundingBox())!;

    await page.getByRole('button', { name: '计时器' }).click();
    await page.getByRole('button', { name: '考试模式' }).click();
    const exam = page.getByRole('dialog', { name: '考试模式' });
    await exam.waitFor();
    // Bad input gets Chinese messages.
    await exam.getByRole('textbox', { name: /考试时长/ }).fill('0');
    await exam.getByRole('button', { name: '开始考试' }).click();
    await exam.getByText('请填写或选择考试科目').waitFor();
    await exam.getByText('请输入考试时长：分钟数（如 90）或 分:秒（如 45:00），最长 300 分钟').waitFor();
    await snap(page, 'classroom-exam-setup');
    await exam.getByRole('button', { name: '数学' }).click();
    await exam.getByRole('textbox', { name: /考试时长/ }).fill('30:03');
    await exam.getByRole('button', { name: '开始考试' }).click();

    await exam.getByRole('heading', { name: '数学' }).waitFor();
    await expect.poll(() => page.getByTestId('exam-left').textContent()).toMatch(/^30:0[0-3]$/);
    await expect
      .poll(() => page.getByTestId('exam-reminder').textContent(), { timeout: 10000 })
      .toBe('距离考试结束还有30分钟');
    await expect.poll(() => page.evaluate('window.__spoken')).toEqual(['距离考试结束还有30分钟']);
    await snap(page, 'classroom-exam-reminder');

    // Locked: presenter keys, the blank key and clicks where the toolbar was do nothing.
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('b');
    await page.mouse.click(next.x + next.width / 2, next.y + next.height / 2);
    await page.keyboard.press('PageDown');
    expect(await shownPage(page)).toBe('9');
    expect(await page.getByTestId('blank-screen').count()).toBe(0);
    expect(await exam.isVisible()).toBe(true);

    // Leaving takes a confirmation; 继续考试 keeps the exam on.
    await exam.getByRole('button', { name: '结束考试' }).click();
    await exam.getByText('确定结束考试吗？结束后界面解锁。').waitFor();
    await exam.getByRole('button', { name: '继续考试' }).click();
    expect(await exam.isVisible()).toBe(true);
    await exam.getByRole('button', { name: '结束考试' }).click();
    await exam.getByRole('button', { name: '结束考试' }).click();
    await exam.waitFor({ state: 'hidden' });
    await page.keyboard.press('PageDown');
    await waitForPage(page, 10);
    expect(errors).toEqual([]);
    await context.close();
  });
});
