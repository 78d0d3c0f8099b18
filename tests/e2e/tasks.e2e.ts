import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_TASK } from '../../src-server/db/seeds/1900-task';
import { newPage, signInAs, snap, useE2E } from './harness';

const e2e = useE2E();

describe('a teacher marks textbook homework', () => {
  it('opens 作业管理 from 我的教材, marks a subjective answer, returns another, and exports the class’s scores', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, '13800000001');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/classpro/myDigitalbooks`);
    await page.getByRole('button', { name: '作业管理' }).click();
    const task = page.getByTestId('teacher-task').filter({ hasText: DEMO_TASK.title });
    await expect.poll(() => task.getByTestId('task-class').textContent()).toMatch(/三年级2班.*提交 4\/\d+ · 已批 2/);
    await snap(page, 'tasks-teacher');

    await task.getByRole('button', { name: '批改' }).click();
    const row = (name: string) => page.getByTestId('submission-row').filter({ hasText: name });
    await expect.poll(() => row('刘浩然').textContent()).toContain('待批改');
    await row('刘浩然').click();
    const panel = page.getByTestId('marking-panel');
    await expect.poll(() => panel.getByTestId('marking-question').count()).toBeGreaterThan(2);
    // The subjective question: a score above its maximum is refused, then 4 points with a note.
    const score = panel.getByLabel(/^第\d+题得分$/);
    await score.fill('99');
    await panel.getByRole('button', { name: '完成批改' }).click();
    await page
      .getByText(/请为第\d+题给出 0～\d+ 分/)
      .first()
      .waitFor();
    await score.fill('4');
    await panel.getByLabel('批注').fill('过程完整，最后一步单位漏写了。');
    await panel.getByLabel('评语').fill('计算认真，继续保持！');
    await snap(page, 'tasks-marking');
    await panel.getByRole('button', { name: '完成批改' }).click();
    await page.getByText('批改完成').first().waitFor();
    await expect.poll(() => row('刘浩然').textContent()).toContain('已批改');

    // 赵一诺 is sent back to redo with a reason.
    await row('赵一诺').click();
    await panel.getByLabel('退回原因').fill('第4题请写出算式');
    await panel.getByRole('button', { name: '退回重做' }).click();
    await page.getByText('已退回重做').first().waitFor();
    await expect.poll(() => row('赵一诺').textContent()).toContain('已退回');

    // The class's scores as a CSV file, with the mark just given.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出成绩' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await file.path())!, 'utf8');
    expect(csv).toContain('刘浩然');
    expect(csv).toContain('张子涵');

    // 催交: the pupils who have not handed in (赵一诺, returned, among them) are reminded once per half hour.
    const remind = page.getByRole('button', { name: /^催交（\d+ 人未交）$/ });
    const owing = Number(/（(\d+) 人未交）/.exec((await remind.textContent()) ?? '')?.[1]);
    expect(owing).toBeGreaterThan(0);
    await remind.click();
    await page.getByText(`已提醒未提交的学生（${owing} 人）`).first().waitFor();
    await remind.click();
    await page.getByText('刚刚已经提醒过了，请过一会儿再催交').first().waitFor();
    // 公布答案, after a confirm that says who will see them.
    await page.getByRole('button', { name: '公布答案' }).click();
    const confirm = page.getByRole('dialog', { name: '公布答案？' });
    await confirm.getByText(/已提交作业的学生和家长可以查看/).waitFor();
    await confirm.getByRole('button', { name: '公布答案' }).click();
    await page.getByText(/^答案已公布 /).waitFor();
    // The confirm closes (its button fades out with it) and the header's button has gone.
    await expect.poll(() => page.getByRole('button', { name: '公布答案' }).count()).toBe(0);
    await snap(page, 'tasks-answers-published');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('布置作业: picks a lesson’s questions, the class and a deadline, and the task is listed for the class', async () => {
    const { page, context } = await newPage(e2e.browser);
    await signInAs(context, e2e.server, '13800000001');
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${e2e.server.url}/#/digitalbooks/task-t`);
    await page.getByRole('button', { name: '布置作业' }).click();
    await page.getByRole('combobox', { name: '教材' }).click();
    await page.getByRole('option', { name: /数学 三年级下册/ }).click();
    await page.getByRole('combobox', { name: '课时' }).click();
    await page.getByRole('option').first().click();
    await expect.poll(() => page.getByTestId('push-question').count()).toBeGreaterThan(2);
    const all = await page.getByTestId('push-question').count();
    // Leave the last question out: the total follows.
    await page.getByTestId('push-question').last().getByRole('checkbox').uncheck();
    await expect.poll(() => page.getByTestId('push-total').textContent()).toContain(`已选 ${all - 1} 题`);
    await page.getByLabel('作业名称').fill('买文具·课堂小测');
    await page.getByLabel('作业要求').fill('先读课本，再独立完成。');
    await page.getByRole('checkbox', { name: '三年级2班' }).check();
    await snap(page, 'tasks-push');
    await page.getByRole('button', { name: '布置作业' }).last().click();
    await page.getByText('作业已布置').first().waitFor();
    const pushed = page.getByTestId('teacher-task').filter({ hasText: '买文具·课堂小测' });
    await expect.poll(() => pushed.getByTestId('task-class').textContent()).toMatch(/三年级2班.*提交 0\/\d+/);
    await expect(pushed.textContent()).resolves.toContain(`${all - 1} 题`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
