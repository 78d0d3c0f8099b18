import { describe, expect, it } from 'vitest';
import { TaskPaths, type TaskDetail } from '../../src-shared/api/task';
import { answerAll, api } from './task-helpers';
import { Msg } from '../../src-shared/rules/messages';
import { DESKTOP, newPage, signInAs, snap, useE2E } from './harness';

// Issue 29: homework answered without the network is submitted when it returns, once, with the time it was finished.
const TEACHER = '13800000001';
const STUDENT = '13800000003';
const SEEDED = '混合运算练习：买文具';
const e2e = useE2E();

describe('homework answered offline', () => {
  it(
    'waits on the device through a reload, then reaches the server once with the time it was finished',
    { timeout: 120_000 },
    async () => {
      const teacher = await newPage(e2e.browser, { width: 1920, height: 1080 });
      const teacherToken = await signInAs(teacher.context, e2e.server, TEACHER);
      const list = await api<{ list: { id: number; title: string }[] }>(
        e2e.server,
        teacherToken,
        TaskPaths.teacherTasks,
        {
          pageSize: 20,
        },
      );
      const taskId = list.list.find((t) => t.title === SEEDED)!.id;
      const task = await api<TaskDetail>(e2e.server, teacherToken, TaskPaths.task, { taskId });
      const classId = task.classes[0]!.classId;
      const rows = () =>
        api<{ studentName: string; state: string; submittedAt: string | null }[]>(
          e2e.server,
          teacherToken,
          TaskPaths.submissions,
          { taskId, classId },
        ).then((r) => r.filter((x) => x.studentName === '李小明'));

      // 李小明 opens the task online, with the service worker allowed (it keeps the app for a reload offline).
      const { context, page } = await newPage(e2e.browser, DESKTOP, { offline: true });
      await signInAs(context, e2e.server, STUDENT, 'STUDENT');
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const submits: string[] = [];
      // Submissions the server answered (while offline the browser fails them before they leave).
      page.on('requestfinished', (r) => r.url().includes(TaskPaths.submitTask) && submits.push(r.postData() ?? ''));
      await page.goto(`${e2e.server.url}/#/digitalbooks/task-s?taskId=${taskId}`);
      await page.getByTestId('answer-sheet').waitFor();
      expect(await page.evaluate('navigator.serviceWorker.ready.then((r) => r.active !== null)')).toBe(true);

      // The network goes; he answers and submits.
      await context.setOffline(true);
      await answerAll(page, task, { essay: '断网时写下的答案：50－15×2＝20（元）' });
      const before = Date.now();
      await page.getByRole('button', { name: '提交作业' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '提交' }).click();
      await page.getByTestId('draft-state').filter({ hasText: Msg.taskQueuedOffline }).waitFor();
      const after = Date.now();
      const indicator = page.getByTestId('sync-status');
      await expect.poll(() => indicator.textContent()).toContain(`1 ${Msg.syncWaiting}`);
      expect(await indicator.textContent()).toContain(Msg.syncOffline);
      await snap(page, 'homework-offline-queued');

      // A reload without the network: the app opens from the service worker, and still says the homework waits.
      await page.reload();
      await expect.poll(() => indicator.textContent(), { timeout: 20_000 }).toContain(`1 ${Msg.syncWaiting}`);
      await indicator.getByRole('button', { name: Msg.syncTitle }).click();
      await page
        .getByRole('list', { name: Msg.syncTitle })
        .getByText(`${Msg.syncKindHomework}：1 ${Msg.syncWaiting}`)
        .waitFor();
      await snap(page, 'homework-offline-reloaded');
      expect(await rows()).toEqual([expect.objectContaining({ submittedAt: null })]);

      // The network returns: the submission goes by itself, once, dated when he finished.
      const back = Date.now();
      await context.setOffline(false);
      await expect.poll(async () => (await rows())[0]?.submittedAt ?? null, { timeout: 20_000 }).not.toBeNull();
      await expect.poll(() => submits.length).toBe(1);
      const [row] = await rows();
      const at = Date.parse(row!.submittedAt!);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(after);
      expect(at).toBeLessThan(back);
      expect(row!.state).toBe('SUBMITTED');
      await expect.poll(() => indicator.textContent()).toContain(Msg.syncAllSent);
      // The screen that failed to load offline loads again by itself and shows the homework handed in, with his
      // answers; nothing more is sent.
      await expect.poll(() => page.getByTestId('task-state').textContent(), { timeout: 15_000 }).toBe('待批改');
      expect(await page.getByLabel('第4题作答').inputValue()).toContain('断网时写下的答案');
      expect(await page.getByRole('button', { name: '提交作业' }).count()).toBe(0);
      expect(submits.length).toBe(1);
      await snap(page, 'homework-offline-sent');

      // The teacher's marking view shows it, at the time he finished.
      await teacher.page.goto(`${e2e.server.url}/#/digitalbooks/task?taskId=${taskId}&classId=${classId}`);
      const teacherRow = teacher.page.getByTestId('submission-row').filter({ hasText: '李小明' });
      await expect.poll(() => teacherRow.textContent()).toContain('待批改');
      await teacherRow.click();
      await teacher.page.getByTestId('marking-panel').getByText('断网时写下的答案').waitFor();
      await snap(teacher.page, 'homework-offline-teacher');
      expect(errors).toEqual([]);
      await teacher.context.close();
      await context.close();
    },
  );
});
