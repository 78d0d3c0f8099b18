import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../src-renderer/features/notebook/exercises';
import { digitalBooks, digitalLessons } from '../../src-server/db/schema';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();
const SIZE = { width: 1366, height: 768 };
const TEACHER = '13800000001';

const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

/** Replaces the whole text of the n-th code editor of the page (typed as one insertion: no auto-indent). */
async function setCode(page: Page, code: string, nth = 0) {
  await page.locator('.cm-content').nth(nth).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Opens the practice screen and waits for Python; answers how long it took to be ready (wall clock, ms). */
async function openTraining(page: Page, reload = false) {
  const t0 = Date.now();
  if (reload) await page.reload();
  else await page.goto(`${e2e.server.url}/#/pyhtonTraining`);
  await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
  const wall = Date.now() - t0;
  const reported = Number(await page.getByTestId('python-status').getAttribute('data-ready-ms'));
  return { wall, reported };
}

describe('the Python lab', () => {
  it('runs the practice code, passes 检查 once the bug is fixed, and stops an infinite loop', async () => {
    const { page, context } = await newPage(e2e.browser, SIZE);
    await signInAs(context, e2e.server, TEACHER);
    const errors = watchErrors(page);
    const first = await openTraining(page);
    console.log(`Python ready (first open): ${first.wall} ms after navigation, worker start ${first.reported} ms`);
    await page.getByRole('heading', { name: '成绩统计' }).waitFor();
    await page.getByText('scores.csv').first().waitFor();
    await snap(page, 'python-training-1366');

    // The preset code runs and prints the wrong average (the header counted as a student).
    await page.getByRole('button', { name: '运行', exact: true }).click();
    const output = page.getByTestId('python-output');
    await expect.poll(() => output.textContent()).toContain('平均分：73.3');
    await expect.poll(() => page.getByTestId('python-run-status').textContent()).toMatch(/运行完成 · 用时 [\d.]+ 秒/);
    await page.getByRole('button', { name: '检查' }).click();
    await expect
      .poll(() => page.getByTestId('python-verdict').textContent())
      .toBe('未通过：平均分应为 88.0，你的结果是 73.3');
    await snap(page, 'python-training-failed-1366');

    // Fixed: the check passes.
    const starter = EXERCISES.find((e) => e.id === 'scores')!.starter;
    await setCode(page, starter.replace('total / len(lines)', 'total / (len(lines) - 1)'));
    await page.getByRole('button', { name: '检查' }).click();
    await expect.poll(() => page.getByTestId('python-verdict').textContent()).toBe('通过：输出与预期一致');
    expect(await output.textContent()).toContain('平均分：88.0');
    await snap(page, 'python-training-passed-1366');

    // A runtime error shows in red with its line.
    await setCode(page, "print('开始')\nprint(undefined_name)");
    await page.getByRole('button', { name: '运行', exact: true }).click();
    const error = page.locator('[data-stream="error"]');
    await expect
      .poll(() => error.textContent())
      .toContain("NameError: name 'undefined_name' is not defined（第 2 行）");
    expect(await page.evaluate('getComputedStyle(document.querySelector(\'[data-stream="error"]\')).color')).toBe(
      'rgb(255, 123, 114)',
    );

    // An infinite loop: 停止 ends it and the next run works on a fresh interpreter.
    await setCode(page, "print('循环开始')\nwhile True:\n    pass");
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await expect.poll(() => output.textContent()).toContain('运行中…');
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: '停止' }).click();
    await expect.poll(() => page.getByTestId('python-run-status').textContent()).toContain('已停止');
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    // (Printed without a newline: flushed at the end of the run.)
    await setCode(page, "print(sum(range(101)), end='')");
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await expect.poll(() => output.textContent()).toContain('5050');

    // 重置 brings the starter code back; another exercise keeps its own.
    await page.getByRole('button', { name: '重置' }).click();
    await expect.poll(() => page.locator('.cm-content').first().innerText()).toContain('average = total / len(lines)');
    await page.getByRole('button', { name: /九九乘法表/ }).click();
    await page.getByRole('button', { name: '检查' }).click();
    await expect
      .poll(() => page.getByTestId('python-verdict').textContent())
      .toBe('未通过：应输出 9 行，实际输出了 8 行');
    await snap(page, 'python-training-table-1366');

    // The time limit (10 s) stops a loop nobody stops.
    await setCode(page, 'while True:\n    pass');
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('python-run-status').textContent(), { timeout: 25_000 })
      .toContain('运行超时，已停止');

    // Opened again: the files come from the browser's cache.
    const again = await openTraining(page, true);
    console.log(
      `Python ready (second open, cached): ${again.wall} ms after navigation, worker start ${again.reported} ms`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('runs notebook cells that share variables, and keeps the saved cells after a reload', async () => {
    const { db } = e2e.server.app;
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
    const { page, context } = await newPage(e2e.browser, SIZE);
    await signInAs(context, e2e.server, TEACHER);
    const errors = watchErrors(page);
    await page.goto(`${e2e.server.url}/#/digitalbooks/jupyterhub?bookId=${book!.id}&lessonId=${lesson!.id}`);
    await page.getByRole('heading', { name: `${lesson!.title} · Python 笔记本` }).waitFor();
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    const cells = page.getByTestId('notebook-cell');
    await expect.poll(() => cells.count()).toBe(4);

    // Cell 2 defines the variables, cell 4 uses them.
    await page.getByRole('button', { name: '运行第 2 个单元格' }).click();
    await expect.poll(() => cells.nth(1).getByTestId('python-output').textContent()).toContain('共有 3 名同学');
    await page.getByRole('button', { name: '运行第 4 个单元格' }).click();
    await expect.poll(() => cells.nth(3).getByTestId('python-output').textContent()).toContain('平均分： 85.3');
    expect(await cells.nth(3).textContent()).toContain('[2]');

    // A new cell of one's own, run, moved up, then saved automatically.
    await page.getByRole('button', { name: '代码单元格' }).click();
    await expect.poll(() => cells.count()).toBe(5);
    await setCode(page, "print('总分', sum(scores))", 2);
    await page.getByRole('button', { name: '运行第 5 个单元格' }).click();
    await expect.poll(() => cells.nth(4).getByTestId('python-output').textContent()).toContain('总分 256');
    await page.getByRole('button', { name: '上移第 5 个单元格' }).click();
    await expect.poll(() => cells.nth(3).textContent()).toContain('总分');
    await page.getByRole('button', { name: '删除第 1 个单元格' }).click();
    await expect.poll(() => cells.count()).toBe(4);
    await expect.poll(() => page.getByTestId('notebook-save-status').textContent(), { timeout: 10_000 }).toBe('已保存');
    await snap(page, 'python-notebook-1366');

    await page.reload();
    await page.getByRole('heading', { name: '用上一个单元格的变量' }).waitFor();
    await expect.poll(() => cells.count()).toBe(4);
    await expect.poll(() => cells.nth(2).textContent()).toContain("print('总分', sum(scores))");
    await expect.poll(() => cells.nth(0).textContent()).toContain("students = ['张三', '李四', '王五']");
    expect(await page.getByTestId('notebook-save-status').textContent()).toBe('已保存');
    // Run all after the reload: the variables are defined again in order.
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '全部运行' }).click();
    await expect.poll(() => cells.nth(3).getByTestId('python-output').textContent()).toContain('平均分： 85.3');
    await snap(page, 'python-notebook-reloaded-1366');

    // A cell that never ends: 停止 restarts Python, says the variables are gone, and the next run works.
    await page.getByRole('button', { name: '代码单元格' }).click();
    await setCode(page, 'while True:\n    pass', 3);
    await page.getByRole('button', { name: '运行第 5 个单元格' }).click();
    await expect.poll(() => cells.nth(4).textContent()).toContain('运行中…');
    await page.getByRole('button', { name: '停止' }).click();
    await cells.nth(4).getByText('Python 已重新启动，之前定义的变量已清空，请重新运行需要的单元格。').waitFor();
    await page.getByText(/Python 已就绪/).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: '运行第 1 个单元格' }).click();
    await expect.poll(() => cells.nth(0).getByTestId('python-output').textContent()).toContain('共有 3 名同学');
    expect(errors).toEqual([]);
    await context.close();
  });
});
