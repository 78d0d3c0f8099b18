import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { digitalBooks, digitalLessons, trainings } from '../../src-server/db/schema';
import { BUGGY_TRAINING, FINANCE_TRAINING, TRAINING_SEEDS } from '../../src-server/db/seeds/training-content';
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

/**
 * Types a formula into a cell of the spreadsheet: the check list selects the cell in the grid, a click on the
 * selection focuses the grid there, and Enter commits the typed formula.
 */
async function fillCell(page: Page, label: string, formula: string) {
  await page.getByRole('region', { name: '检查结果' }).getByText(label).click();
  const selected = page.locator('.luckysheet-cell-selected').first();
  await selected.waitFor();
  const box = (await selected.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.type(formula);
  await page.keyboard.press('Enter');
}

const idOf = async (title: string) =>
  (await e2e.server.app.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.title, title)))[0]!.id;

describe('the AI lab', () => {
  it('a teacher opens a Python training from AI实验室, fails the check, fixes the bug, passes, and sets a class preset file', async () => {
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

    // Back on the detail, the teacher rewrites borrow.csv for this class (setTrainingPresetFile), then restores it.
    await page.getByRole('button', { name: '返回' }).click();
    await page.getByRole('heading', { name: '预置文件' }).waitFor(POLL);
    await page.getByRole('button', { name: '为本班修改' }).nth(1).click();
    const dialog = page.getByRole('dialog', { name: '修改预置文件 borrow.csv' });
    await dialog.getByRole('textbox', { name: '文件内容' }).fill('书名,借阅次数\n小王子,30');
    await page.waitForTimeout(400); // the dialog's fade-in, for the screenshot only
    await snap(page, 'ai-training-preset-dialog-1440');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('本班已修改').waitFor(POLL);
    expect(await page.getByText('小王子,30').count()).toBe(1);
    await page.getByRole('button', { name: '为本班修改' }).nth(1).click();
    await page.getByRole('dialog').getByRole('button', { name: '恢复默认' }).click();
    await page.getByText('本班已修改').waitFor({ state: 'detached', ...POLL });
    expect(await page.getByText('小王子,30').count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('the teacher fills the finance workbook and passes; 我的AI实验 lists both results', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    const errors = watchErrors(page);
    // 财务实训: from the lab, the workbook opens in the spreadsheet; an empty 检查 fails, the formulas pass.
    await page.goto(`${e2e.server.url}/#/classpro/aitraining`);
    await page.getByRole('link', { name: FINANCE_TRAINING }).click();
    await page.getByRole('heading', { name: FINANCE_TRAINING }).waitFor();
    await page.getByRole('link', { name: '开始实验' }).click();
    await page.getByRole('heading', { name: `财务实训 · ${FINANCE_TRAINING}` }).waitFor(POLL);
    const results = page.getByRole('region', { name: '检查结果' });
    await results.getByText('合计（D6）').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '检查' }).click();
    await expect
      .poll(() => page.getByTestId('spreadsheet-verdict').textContent(), POLL)
      .toBe('得分 0：0/6 处正确，还有 6 处需要修改');
    await expect.poll(() => page.getByTestId('training-save-status').textContent(), POLL).toContain('结果已保存');
    await page.getByRole('button', { name: '重置' }).click();
    await results.getByText('合计（D6）').waitFor(POLL);
    for (const [label, formula] of [
      ['《小王子》金额（D2）', '=B2*C2'],
      ['《草房子》金额（D3）', '=B3*C3'],
      ['《昆虫记》金额（D4）', '=B4*C4'],
      ['书签金额（D5）', '=B5*C5'],
      ['合计（D6）', '=SUM(D2:D5)'],
      ['结余（D9）', '=D8-D6'],
    ] as const) {
      await fillCell(page, label, formula);
    }
    await snap(page, 'ai-training-finance-filled-1440');
    await page.getByRole('button', { name: '检查' }).click();
    await expect.poll(() => page.getByTestId('spreadsheet-verdict').textContent(), POLL).toBe('全部正确，得分 100');
    await expect
      .poll(() => page.getByTestId('training-save-status').textContent(), POLL)
      .toContain('结果已保存（得分 100）');
    await expect.poll(() => page.getByRole('button', { name: '检查' }).isEnabled(), POLL).toBe(true);
    await snap(page, 'ai-training-finance-passed-1440');
    // Saving the result leaves the filled-in grid alone: a second 检查 still passes.
    await page.getByRole('button', { name: '检查' }).click();
    await expect
      .poll(() => page.getByTestId('training-save-status').textContent(), POLL)
      .toContain('结果已保存（得分 100）');
    expect(await page.getByTestId('spreadsheet-verdict').textContent()).toBe('全部正确，得分 100');

    // 我的AI实验: both passed results (the Python one after two attempts).
    await page.goto(`${e2e.server.url}/#/classpro/myAitraining`);
    const mine = page.getByRole('table', { name: '我的实验结果' });
    await mine.waitFor(POLL);
    const row = mine.getByRole('row').filter({ hasText: BUGGY_TRAINING });
    await expect.poll(() => row.textContent(), POLL).toMatch(/通过1002/);
    expect(await row.textContent()).not.toContain('未通过');
    const finance = mine.getByRole('row').filter({ hasText: FINANCE_TRAINING });
    // Three attempts: the empty one, and two passing ones.
    expect(await finance.textContent()).toMatch(/通过1003/);
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

    // The full-screen 财务实训 opens the lab's first excel training, also without signing in.
    await page.goto(`${e2e.server.url}/#/doExcelTrainingDetail/finacePractice`);
    await page.getByRole('heading', { name: `财务实训 · ${FINANCE_TRAINING}` }).waitFor(POLL);
    await page.getByText('登录后可保存结果').first().waitFor();
    await page.getByRole('region', { name: '检查结果' }).getByText('合计（D6）').waitFor({ timeout: 30_000 });
    await snap(page, 'ai-training-excel-guest-1440');
    await context.close();
  });
  it("a lesson's 实验与编程 in the textbook opens its linked training and its Python notebook", async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, TEACHER);
    const db = e2e.server.app.db;
    const [book] = await db
      .select({ id: digitalBooks.id })
      .from(digitalBooks)
      .where(eq(digitalBooks.title, '信息科技 五年级'));
    const [lesson] = await db
      .select({ id: digitalLessons.id, title: digitalLessons.title })
      .from(digitalLessons)
      .where(eq(digitalLessons.bookId, book!.id))
      .orderBy(asc(digitalLessons.id))
      .limit(1);
    await page.goto(`${e2e.server.url}/#/classpro/digitalbooks/detail?bookId=${book!.id}`);
    await page.getByRole('button', { name: `${lesson!.title} 实验与编程` }).click(POLL);
    const dialog = page.getByRole('dialog', { name: `${lesson!.title} · 实验与编程` });
    await dialog.getByText(BUGGY_TRAINING).waitFor(POLL);
    await snap(page, 'ai-training-lesson-lab-1440');
    await dialog.getByRole('button', { name: '开始实验' }).click();
    await page.getByRole('heading', { name: BUGGY_TRAINING }).waitFor(POLL);

    // Back in the book, the same lesson's Python notebook opens for that lesson.
    await page.goBack();
    await page.getByRole('button', { name: `${lesson!.title} 实验与编程` }).click(POLL);
    await page.getByRole('button', { name: '打开 Python 笔记本' }).click();
    await page.waitForURL(new RegExp(`jupyterhub\\?bookId=${book!.id}&lessonId=${lesson!.id}$`), POLL);
    await page.getByTestId('notebook-cell').first().waitFor(POLL);
    await context.close();
  });
});
