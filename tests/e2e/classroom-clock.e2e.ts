import { describe, expect, it } from 'vitest';
import { clockText, enterClass } from './classroom-helpers';
import { snap, useE2E } from './harness';

const e2e = useE2E();

describe('the classroom clock (issue 30)', () => {
  it('stays on screen while the picker and the lesson bag open, pauses and resumes, and one 结束 ends it', async () => {
    const { page, context, errors } = await enterClass(e2e);
    await page.getByRole('button', { name: '计时器' }).click();
    await page.getByRole('button', { name: '3 分钟' }).click();
    await expect.poll(() => clockText(page)).toMatch(/^02:5\d$/);

    // "Discuss for three minutes, then I call a name": the clock stays while the picker is open ...
    await page.getByRole('button', { name: '随机点名' }).click();
    await page.locator('[data-testid="picked-student"][data-final="true"]').waitFor();
    await expect.poll(() => page.getByTestId('timer-left').isVisible()).toBe(true);
    await snap(page, 'classroom-clock-with-picker');
    await page.getByRole('button', { name: '关闭' }).click();
    // ... and while the lesson bag is open.
    await page.getByRole('button', { name: '备课包' }).click();
    await page.getByRole('heading', { name: '我的备课包' }).waitFor();
    expect(await page.getByTestId('timer-left').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: '我的备课包' }).waitFor({ state: 'hidden' });
    expect(await page.getByTestId('timer-left').isVisible()).toBe(true);

    // Pause freezes the digits; 继续 carries on from there.
    await page.getByRole('button', { name: '暂停' }).click();
    const frozen = await clockText(page);
    await page.waitForTimeout(1500);
    expect(await clockText(page)).toBe(frozen);
    await page.getByRole('button', { name: '继续' }).click();
    await expect.poll(() => clockText(page)).not.toBe(frozen);

    // One 结束, which says what it does, ends the clock and takes it off the screen.
    const end = page.getByRole('button', { name: /^结束/ });
    expect(await end.getAttribute('aria-label')).toContain('关闭计时器');
    await end.click();
    await page.getByTestId('timer').waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('counts down a custom minutes:seconds time to 时间到, refuses a bad time in Chinese, and runs as a stopwatch', async () => {
    const { page, context, errors } = await enterClass(e2e);
    await page.getByRole('button', { name: '计时器' }).click();
    const custom = page.getByRole('textbox', { name: /自定义时间/ });
    await custom.fill('1:75');
    await page.getByRole('button', { name: '开始', exact: true }).click();
    await page.getByText('请按 分:秒 输入时间，例如 2:30（最长 99:59）').waitFor();
    await custom.fill('0:03');
    await page.getByRole('button', { name: '开始', exact: true }).click();
    await expect.poll(() => clockText(page)).toMatch(/^00:0[0-3]$/);
    await expect.poll(() => clockText(page), { timeout: 8000 }).toBe('时间到');
    await snap(page, 'classroom-clock-time-up');

    // 重设 goes back to choosing a time; the stopwatch counts up.
    await page.getByRole('button', { name: /^重设/ }).click();
    await page.getByRole('button', { name: '正计时' }).click();
    await page.getByRole('button', { name: '开始', exact: true }).click();
    await expect.poll(() => clockText(page), { timeout: 5000 }).toMatch(/^00:0[2-9]$/);
    await snap(page, 'classroom-clock-stopwatch');
    expect(errors).toEqual([]);
    await context.close();
  });
});
