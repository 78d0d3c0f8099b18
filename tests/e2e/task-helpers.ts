import type { Page } from 'playwright-core';
import type { TaskDetail } from '../../src-shared/api/task';
import type { E2EServer } from './harness';

/** A GET of our own API with a token, straight to the server (the teacher's copy of a task, its submissions). */
export async function api<T>(server: E2EServer, token: string, url: string, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await server.app.inject({ method: 'GET', url: `${url}?${qs}`, headers: { authorization: token } });
  return (res.json() as { data: T }).data;
}

/**
 * Answers every question of the sheet through the UI from the teacher's copy: choices and blanks right, true/false
 * right or (`judgeWrong`) wrong, each written answer with `essay`, then `photo` on it when given (that needs the
 * network).
 */
export async function answerAll(
  page: Page,
  task: TaskDetail,
  opts: { essay: string; judgeWrong?: boolean; photo?: Buffer },
) {
  const letters = 'ABCDEFGH';
  for (const [i, q] of task.questions.entries()) {
    const n = `第${i + 1}题`;
    const card = page.getByTestId('answer-question').nth(i);
    if (q.type === 'SINGLE') {
      await card.getByRole('radio', { name: `${q.answer}. ${q.options[letters.indexOf(q.answer!)]}` }).check();
    } else if (q.type === 'MULTIPLE') {
      for (const l of q.answer!.split(','))
        await card.getByRole('checkbox', { name: `${l}. ${q.options[letters.indexOf(l)]}` }).check();
    } else if (q.type === 'JUDGE') {
      const right = q.answer === 'T' ? '对' : '错';
      await card.getByRole('radio', { name: opts.judgeWrong ? (right === '对' ? '错' : '对') : right }).check();
    } else if (q.type === 'FILL') {
      const blanks = q.answer!.split('|');
      for (const [k, b] of blanks.entries())
        await card.getByLabel(blanks.length > 1 ? `${n}第${k + 1}空` : `${n}答案`).fill(b.split('/')[0]!);
    } else {
      await card.getByLabel(`${n}作答`).fill(opts.essay);
      if (opts.photo) {
        await card
          .getByLabel(`${n}上传照片`)
          .setInputFiles({ name: 'homework.jpg', mimeType: 'image/jpeg', buffer: opts.photo });
        await card.getByRole('img', { name: '作答照片' }).waitFor();
      }
    }
  }
}
