import { and, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Submission, saveAnswersRequest, submitTaskRequest } from '@shared/api/task';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTx, type Executor } from '../../db/repositories/tx';
import { taskSubmissions, type StoredAnswer } from '../../db/schema';
import type { Config } from '../../config';
import { keyFromUrl, ownsImages, uploadPath } from '../../domain/uploads';
import { BizError } from '../../lib/errors';
import {
  findSubmission,
  findTask,
  ownTask,
  requireStudent,
  studentClassOf,
  teacherSubmission,
  whoAmI,
  requireTeacher,
  type SubmissionRow,
  type TaskRow,
} from './access';
import { recordErrors } from './error-service';
import { autoMark } from './marking';
import { notifyTeacher, readSubmissionNotices } from './notices';
import { studentName, submissionView, taskQuestions, type QuestionRow } from './view';

type AnswersInput = z.output<typeof saveAnswersRequest>;
type SubmitInput = z.output<typeof submitTaskRequest>;

/** How far back an offline submission's finish time may be, and how far ahead a client's clock may run. */
export const FINISHED_AT_WINDOW_MS = 14 * 24 * 3600 * 1000;
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The time an offline submission was finished (now when not given); refused outside the window. */
function finishTime(finishedAt: string | undefined, now: Date): Date {
  if (!finishedAt) return now;
  const at = new Date(finishedAt);
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS || at.getTime() < now.getTime() - FINISHED_AT_WINDOW_MS)
    throw refuse(Msg.taskFinishedAtInvalid);
  return at.getTime() > now.getTime() ? now : at;
}
const refuse = (message: string) => new BizError(Code.BAD_REQUEST, message);

const totalOf = (qs: QuestionRow[]) => qs.reduce((n, q) => n + q.score, 0);

async function mySubmission(db: Executor, studentId: number, taskId: number) {
  const [row] = await db
    .select()
    .from(taskSubmissions)
    .where(and(eq(taskSubmissions.taskId, taskId), eq(taskSubmissions.studentId, studentId)))
    .limit(1);
  return row;
}

/**
 * What a student may still change: nothing once submitted (twice is refused) or marked, unless returned; and
 * nothing once out of every class of the task. Answers must be to the task's questions, photos the student's own
 * uploaded images.
 */
async function prepare(db: Db, config: Config, studentId: number, input: AnswersInput) {
  const task = await findTask(db, input.taskId);
  const existing = await mySubmission(db, studentId, task.id);
  const classId = await studentClassOf(db, studentId, task.id);
  if (classId === null) {
    if (existing) throw new BizError(Code.FORBIDDEN, Msg.taskClassRemoved);
    throw new BizError(Code.NOT_FOUND, Msg.taskNotFound);
  }
  if (existing?.state === 'SUBMITTED') throw refuse(Msg.taskAlreadySubmitted);
  if (existing?.state === 'MARKED') throw refuse(Msg.taskMarkedLocked);
  const qs = await taskQuestions(db, task);
  const byId = new Map(qs.map((q) => [q.id, q]));
  if (input.answers.some((a) => !byId.has(a.questionId))) throw refuse(Msg.taskQuestionNotInTask);
  const photos = input.answers.flatMap((a) => a.photos);
  const keys = photos.map((p) => keyFromUrl(config, p));
  if (keys.some((k) => k === null) || !(await ownsImages(db, { area: 'teacher', id: studentId }, keys as string[])))
    throw refuse(Msg.taskPhotoOnly);
  // Stored as our own path, whatever host the client named (issue 28).
  const answers = input.answers.map((a) => ({ ...a, photos: a.photos.map((p) => uploadPath(config, p)!) }));
  return { task, existing, classId, qs, byId, input: { ...input, answers } };
}

function answersOf(qs: QuestionRow[], input: AnswersInput, mark: boolean): StoredAnswer[] {
  const given = new Map(input.answers.map((a) => [a.questionId, a]));
  return qs.map((q) => {
    const a = given.get(q.id);
    const text = a?.text ?? '';
    const verdict = mark ? autoMark(q, text) : { score: null, correct: null };
    return { questionId: q.id, text, photos: a?.photos ?? [], ...verdict, comment: '' };
  });
}

/**
 * Writes the row only if its state is still the one `prepare` read: of two submissions at once (two tabs, a double
 * tap) one wins and the other is told it was already submitted, instead of overwriting it or failing.
 */
async function save(tx: Executor, existing: SubmissionRow | undefined, values: Partial<SubmissionRow>) {
  const [row] = existing
    ? await tx
        .update(taskSubmissions)
        .set(values)
        .where(and(eq(taskSubmissions.id, existing.id), eq(taskSubmissions.state, existing.state)))
        .returning()
    : await tx
        .insert(taskSubmissions)
        .values(values as typeof taskSubmissions.$inferInsert)
        .onConflictDoNothing()
        .returning();
  if (!row) throw refuse(Msg.taskAlreadySubmitted);
  return row;
}

/** Keeps a draft (a reload finds it); a returned submission stays returned until submitted again. */
export async function saveDraft(
  db: Db,
  config: Config,
  userId: number,
  given: AnswersInput,
  now: Date,
): Promise<Submission> {
  const me = await requireStudent(db, userId);
  const { task, existing, classId, qs, input } = await prepare(db, config, me.id, given);
  const row = await save(db, existing, {
    taskId: task.id,
    classId,
    studentId: me.id,
    state: existing?.state === 'RETURNED' ? 'RETURNED' : 'DRAFT',
    answers: answersOf(qs, input, false),
    updatedAt: now,
  });
  return submissionView(row, me.displayName, totalOf(qs));
}

/**
 * Submits: objective questions are marked at once, wrong ones go to the error book. Without subjective questions
 * the submission is MARKED straight away; otherwise it waits for the teacher (and tells them). After the deadline
 * it is accepted and marked late.
 */
export async function submitTask(
  db: Db,
  config: Config,
  userId: number,
  given: SubmitInput,
  now: Date,
): Promise<Submission> {
  const me = await requireStudent(db, userId);
  const at = finishTime(given.finishedAt, now);
  if (given.finishedAt) {
    // The same offline submission again (its first reply was lost): the submission it made, not a second one.
    const done = await mySubmission(db, me.id, given.taskId);
    if (done && done.state !== 'DRAFT' && done.state !== 'RETURNED' && done.submittedAt?.getTime() === at.getTime()) {
      const task = await findTask(db, done.taskId);
      return submissionView(done, me.displayName, totalOf(await taskQuestions(db, task)));
    }
  }
  const { task, existing, classId, qs, input } = await prepare(db, config, me.id, given);
  const answers = answersOf(qs, input, true);
  const pending = answers.some((a) => a.score === null);
  const row = await withTx(db, async (tx) => {
    const row = await save(tx, existing, {
      taskId: task.id,
      classId,
      studentId: me.id,
      state: pending ? 'SUBMITTED' : 'MARKED',
      late: at.getTime() > task.deadline.getTime(),
      answers,
      score: answers.reduce((n, a) => n + (a.score ?? 0), 0),
      submittedAt: at,
      markedAt: pending ? null : now,
      updatedAt: now,
    });
    await recordErrors(
      tx,
      me.id,
      task.id,
      answers.filter((a) => a.correct === false),
    );
    // Only what waits for the teacher lights their red dot.
    if (pending) await notifyTeacher(tx, task, row.id, me.displayName);
    return row;
  });
  return submissionView(row, me.displayName, totalOf(qs));
}

/** The student's own submission of a task (a draft included), or null before they saved anything (or for its teacher). */
export async function myTaskSubmission(db: Db, userId: number, taskId: number): Promise<Submission | null> {
  const who = await whoAmI(db, userId);
  if (who.userType !== 'STUDENT') {
    // A teacher submits nothing: their own task has no submission of theirs, anybody else's is not there.
    await ownTask(db, (await requireTeacher(db, userId)).id, taskId);
    return null;
  }
  const me = await requireStudent(db, userId);
  const task = await findTask(db, taskId);
  const row = await mySubmission(db, me.id, task.id);
  if (!row) {
    // Only a student of one of the task's classes learns that the task exists.
    if ((await studentClassOf(db, me.id, task.id)) === null) throw new BizError(Code.NOT_FOUND, Msg.taskNotFound);
    return null;
  }
  return submissionView(row, me.displayName, totalOf(await taskQuestions(db, task)));
}

/** One submission: its student, or the teacher of its task (whose notices of it are then read). */
export async function submissionInfo(db: Db, userId: number, submissionId: number): Promise<Submission> {
  const me = await whoAmI(db, userId);
  let sub: SubmissionRow;
  let task: TaskRow;
  if (me.userType === 'STUDENT') {
    sub = await findSubmission(db, submissionId);
    if (sub.studentId !== me.id) throw new BizError(Code.NOT_FOUND, Msg.taskSubmissionNotFound);
    task = await findTask(db, sub.taskId);
  } else {
    await requireTeacher(db, userId);
    ({ sub, task } = await teacherSubmission(db, me.id, submissionId));
    await readSubmissionNotices(db, me.id, sub.id);
  }
  const qs = await taskQuestions(db, task);
  return submissionView(sub, await studentName(db, sub.studentId), totalOf(qs));
}
