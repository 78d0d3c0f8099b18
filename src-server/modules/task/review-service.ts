import { eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import {
  TaskLimits,
  type ScoreExport,
  type Submission,
  type TaskReminder,
  type TaskSummary,
  type markSubmissionRequest,
} from '@shared/api/task';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { findClassById } from '../../db/repositories/classes';
import { withTx } from '../../db/repositories/tx';
import { tasks, taskSubmissions } from '../../db/schema';
import { className } from '../../domain/classes';
import { BizError, badRequest } from '../../lib/errors';
import { ownTask, ownTaskClass, requireTeacher, teacherSubmission } from './access';
import { recordErrors } from './error-service';
import { subjectiveCorrect } from './marking';
import { notifyReminded, notifyReturned, readSubmissionNotices, remindedSince } from './notices';
import { submissionList } from './task-lists';
import { studentName, submissionView, summaries, taskQuestions } from './view';

type MarkInput = z.output<typeof markSubmissionRequest>;

async function submitted(db: Db, userId: number, submissionId: number) {
  const teacher = await requireTeacher(db, userId);
  const found = await teacherSubmission(db, teacher.id, submissionId);
  if (found.sub.state !== 'SUBMITTED' && found.sub.state !== 'MARKED') throw badRequest(Msg.taskNotSubmitted);
  return { teacher, ...found };
}

/**
 * The teacher marks answers (subjective ones, or corrects an automatic mark) with a score and comment. Once every
 * answer has a score the submission is MARKED and its answers are frozen until returned. A subjective answer
 * scored under half goes to the student's error book.
 */
export async function markSubmission(db: Db, userId: number, input: MarkInput, now: Date): Promise<Submission> {
  const { teacher, sub, task } = await submitted(db, userId, input.submissionId);
  const qs = await taskQuestions(db, task);
  const byId = new Map(qs.map((q) => [q.id, q]));
  for (const m of input.marks) {
    const q = byId.get(m.questionId);
    if (!q || !sub.answers.some((a) => a.questionId === m.questionId)) throw badRequest(Msg.taskQuestionNotInTask);
    if (m.score > q.score) throw new BizError(Code.BAD_REQUEST, Msg.taskScoreTooHigh);
  }
  const marks = new Map(input.marks.map((m) => [m.questionId, m]));
  const answers = sub.answers.map((a) => {
    const m = marks.get(a.questionId);
    const q = byId.get(a.questionId);
    if (!m || !q) return a;
    const correct = q.type === 'SUBJECTIVE' ? subjectiveCorrect(m.score, q.score) : m.score >= q.score;
    return { ...a, score: m.score, correct, comment: m.comment };
  });
  const complete = answers.every((a) => a.score !== null);
  const row = await withTx(db, async (tx) => {
    const [row] = await tx
      .update(taskSubmissions)
      .set({
        answers,
        score: answers.reduce((n, a) => n + (a.score ?? 0), 0),
        comment: input.comment || sub.comment,
        state: complete ? 'MARKED' : 'SUBMITTED',
        markedAt: complete ? now : null,
        updatedAt: now,
      })
      .where(eq(taskSubmissions.id, sub.id))
      .returning();
    const newlyWrong = answers.filter((a) => marks.has(a.questionId) && a.correct === false);
    await recordErrors(tx, sub.studentId, task.id, newlyWrong);
    await readSubmissionNotices(tx, teacher.id, sub.id);
    return row!;
  });
  return submissionView(
    row,
    await studentName(db, row.studentId),
    qs.reduce((n, q) => n + q.score, 0),
  );
}

/** Back to the student for redo: the answers stay, and become editable again. */
export async function returnSubmission(db: Db, userId: number, submissionId: number, reason: string, now: Date) {
  const { teacher, sub, task } = await submitted(db, userId, submissionId);
  const row = await withTx(db, async (tx) => {
    const [row] = await tx
      .update(taskSubmissions)
      .set({ state: 'RETURNED', returnReason: reason, markedAt: null, updatedAt: now })
      .where(eq(taskSubmissions.id, sub.id))
      .returning();
    await readSubmissionNotices(tx, teacher.id, sub.id);
    await notifyReturned(tx, task, sub.studentId);
    return row!;
  });
  const qs = await taskQuestions(db, task);
  return submissionView(
    row,
    await studentName(db, row.studentId),
    qs.reduce((n, q) => n + q.score, 0),
  );
}

/**
 * 催交: every pupil of the class who has not handed the task in (no submission, a draft, or one returned for redo)
 * gets a homework notice (the red dot of 我的教材, and the task's unread mark). Once per task and class every
 * REMIND_EVERY_MINUTES, so a double click or an impatient afternoon does not flood the pupils.
 */
export async function remindSubmissions(
  db: Db,
  userId: number,
  taskId: number,
  classId: number,
  now: Date,
): Promise<TaskReminder> {
  const teacher = await requireTeacher(db, userId);
  const task = await ownTaskClass(db, teacher.id, taskId, classId);
  const waiting = (await submissionList(db, task, classId))
    .filter((r) => r.state !== 'SUBMITTED' && r.state !== 'MARKED')
    .map((r) => r.studentId);
  if (!waiting.length) throw badRequest(Msg.taskNobodyToRemind);
  const since = new Date(now.getTime() - TaskLimits.REMIND_EVERY_MINUTES * 60_000);
  return withTx(db, async (tx) => {
    // Under the task's row lock: two reminders sent at once send one round of notices.
    await tx.select({ id: tasks.id }).from(tasks).where(eq(tasks.id, task.id)).for('update');
    if (await remindedSince(tx, task, classId, since)) throw badRequest(Msg.taskRemindTooSoon);
    await notifyReminded(tx, task, waiting, now);
    return { reminded: waiting.length };
  });
}

/**
 * 公布答案: from now on pupils whose submission is in see the answers and explanations (`answersShown`). Publishing
 * twice keeps the first time.
 */
export async function publishAnswers(db: Db, userId: number, taskId: number, now: Date): Promise<TaskSummary> {
  const teacher = await requireTeacher(db, userId);
  const task = await ownTask(db, teacher.id, taskId);
  const [row] = task.answersPublishedAt
    ? [task]
    : await db.update(tasks).set({ answersPublishedAt: now }).where(eq(tasks.id, task.id)).returning();
  return (await summaries(db, [row!], now))[0]!;
}

/** The submissions of one of the teacher's task's classes. */
export async function teacherSubmissionList(db: Db, userId: number, taskId: number, classId: number) {
  const teacher = await requireTeacher(db, userId);
  const task = await ownTaskClass(db, teacher.id, taskId, classId);
  return submissionList(db, task, classId);
}

const STATE_LABEL: Record<string, string> = {
  NOT_STARTED: '未提交',
  DRAFT: '未提交（草稿）',
  SUBMITTED: '待批改',
  MARKED: '已批改',
  RETURNED: '已退回重做',
};

/** Beijing time, as the school reads it: 2026-11-23 18:00. */
const beijing = (iso: string | null) =>
  iso ? new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ') : '';

const cell = (v: string | number) => {
  const s = String(v);
  // Quoted when needed; a leading = + - @ is neutralised so a spreadsheet never runs a name as a formula.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A class's scores for one task as CSV (UTF-8 with a BOM, so Excel reads the Chinese right). */
export async function exportScores(db: Db, userId: number, taskId: number, classId: number): Promise<ScoreExport> {
  const teacher = await requireTeacher(db, userId);
  const task = await ownTaskClass(db, teacher.id, taskId, classId);
  const qs = await taskQuestions(db, task);
  const rows = await submissionList(db, task, classId);
  const subs = await db.select().from(taskSubmissions).where(eq(taskSubmissions.taskId, task.id));
  const header = ['姓名', '状态', '迟交', '提交时间', ...qs.map((q, i) => `第${i + 1}题（${q.score}分）`), '总分'];
  const lines = rows.map((r) => {
    const sub = subs.find((s) => s.id === r.submissionId);
    const shown = sub && sub.state !== 'DRAFT';
    const per = qs.map((q) => {
      const a = shown ? sub.answers.find((x) => x.questionId === q.id) : undefined;
      return a?.score ?? '';
    });
    return [
      r.studentName,
      STATE_LABEL[r.state] ?? r.state,
      r.late ? '是' : '',
      beijing(r.submittedAt),
      ...per,
      r.score ?? '',
    ];
  });
  const csv = `\ufeff${[header, ...lines].map((l) => l.map(cell).join(',')).join('\r\n')}\r\n`;
  const cls = await findClassById(db, classId);
  const name = cls ? className(cls, new Date()) : '';
  return {
    fileName: `${task.title}-${name}-成绩.csv`,
    contentType: 'text/csv; charset=utf-8',
    base64: Buffer.from(csv, 'utf8').toString('base64'),
  };
}
