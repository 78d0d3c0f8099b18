import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { trainings } from '../../src-server/db/schema';
import { BUGGY_TRAINING, TRAINING_SEEDS } from '../../src-server/db/seeds/training-content';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const TEACHER = '13800000001';
const POLL = { timeout: 10_000 };

const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

/** Replaces the whole text of the code editor (typed as one insertion: no auto-indent). */
async function setCode(page: Page, code: string) {
  await page.locator('.cm-content').first().click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

const idOf = async (title: string) =>
  (await e2e.server.app.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.title, title)))[0]!.id;

describe('the AI lab', () => {
  it('a teacher opens a Python training from AI实验室, fails the check, fixes the bug, passes, and sees it in 我的AI实验', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    const errors = watchErrors(page);

    // AI实验室: the catalogue, filtered by subject.
    await page.goto(`${e2e.server.url}/#/classpro/aitraining`);
    await page.getByRole('heading', { name: 'AI实验室' }).waitFor();
    await expect
      .poll(() => page.getByText(/共 \d+ 个实验/).textContent(), POLL)
      .toBe(`共 ${TRAINING_SEEDS.length} 个实验`);
    await snap(page, 'ai-training-lab-1440');
    await page.getByRole('group', { name: '学科' }).getByRole('button', { name: '数学' }).click();
    await expect.poll(() => page.getByText(/共 \d+ 个实验/).textContent(), POLL).toBe('共 3 个实验');
    await page.getByRole('group', { name: '学科' }).getByRole('button', { name: '全部' }).click();

    // The detail: instructions, steps, preset files, the class's students.
    await page.getByRole('link', { name: BUGGY_TRAINING }).click();
    await page.getByRole('heading', { name: BUGGY_TRAINING }).waitFor();
    await page.getByRole('heading', { name: '班级学生结果' }).waitFor();
    await page.getByText('borrow.csv').first().waitFor();
    await page.getByRole('table', { name: '班级学生结果' }).waitFor();
    await snap(page, 'ai-training-detail-1440');

    // 开始实验: the preset program runs and misses a book; 检查 fails and the attempt is saved.
    await page.getByRole('link', { name: '开始实验' }).click();
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '运行', exact: true }).click();
    const output = page.getByTestId('python-output');
    await expect.poll(() => output.textContent(), POLL).toContain('总借阅次数：53');
    await page.getByRole('button', { name: '检查' }).click();
    await expect
      .poll(() => page.getByTestId('python-verdict').textContent(), POLL)
      .toBe('未通过：总借阅次数应为 65，你的结果是 53');
    await expect.poll(() => page.getByTestId('training-save-status').textContent(), POLL).toContain('结果已保存');
    await snap(page, 'ai-training-do-failed-1440');

    // Fixed (the data starts right after the header): the check passes and is saved.
    const preset = TRAINING_SEEDS.find((t) => t.title === BUGGY_TRAINING)!.presetFiles[0]!.content!;
    await setCode(page, preset.replace('lines[2:]', 'lines[1:]'));
    await page.getByRole('button', { name: '检查' }).click();
    await expect.poll(() => page.getByTestId('python-verdict').textContent(), POLL).toBe('通过：输出与预期一致');
    expect(await output.textContent()).toContain('最受欢迎：西游记（21 次）');
    await expect.poll(() => page.getByTestId('training-save-status').textContent(), POLL).toContain('结果已保存');
    await snap(page, 'ai-training-do-passed-1440');

    // 我的AI实验: the passed result with its two attempts.
    await page.goto(`${e2e.server.url}/#/classpro/myAitraining`);
    const mine = page.getByRole('table', { name: '我的实验结果' });
    await mine.waitFor(POLL);
    const row = mine.getByRole('row').filter({ hasText: BUGGY_TRAINING });
    await expect.poll(() => row.textContent(), POLL).toMatch(/通过100\d/);
    expect(await row.textContent()).not.toContain('未通过');
    await snap(page, 'ai-training-mine-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a training without signing in: it runs, and says results need a sign-in', async () => {
    const { page, context } = await newPage(e2e.browser);
    await page.goto(`${e2e.server.url}/#/doTrainingDetail/${await idOf(BUGGY_TRAINING)}/0`);
    await page.getByRole('heading', { name: BUGGY_TRAINING }).waitFor(POLL);
    await page.getByText('登录后可保存结果').first().waitFor();
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '检查' }).click();
    await expect.poll(() => page.getByTestId('python-verdict').textContent(), POLL).toContain('未通过');
    expect(await page.getByTestId('training-save-status').textContent()).toBe('登录后可保存结果');
    await snap(page, 'ai-training-do-guest-1440');
    await context.close();
  });
});
