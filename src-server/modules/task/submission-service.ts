import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { StudentTask, Submission, saveAnswersRequest, studentTaskQuery } from '@shared/api/task';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTx, type Executor } from '../../db/repositories/tx';
import { findUserNames } from '../../db/repositories/users';
import { classes, classStudents, taskClasses, tasks, taskSubmissions, type StoredAnswer } from '../../db/schema';
import { className } from '../../domain/classes';
import { keyFromUrl, ownsImages } from '../../domain/uploads';
import { BizError } from '../../lib/errors';
import {
  findSubmission,
  findTask,
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
import { notifyTeacher, readSubmissionNotices, unreadTaskIds } from './notices';
import { studentName, submissionView, summaries, taskQuestions, type QuestionRow } from './view';

type AnswersInput = z.output<typeof saveAnswersRequest>;
type StudentQuery = z.output<typeof studentTaskQuery>;
const refuse = (message: string) => new BizError(Code.BAD_REQUEST, message);

const totalOf = (qs: QuestionRow[]) => qs.reduce((n, q) => n + q.score, 0);

/** The student's tasks (of the classes they are in now), newest first, with their submission state. */
export async function studentTasks(db: Db, userId: number, q: StudentQuery, now: Date) {
  const me = await whoAmI(db, userId);
  // A teacher (or anybody but a student) has no tasks to do.
  if (me.userType !== 'STUDENT') return { list: [] as StudentTask[], total: 0 };
  const links = await db
    .select({ taskId: taskClasses.taskId, cls: classes })
    .from(taskClasses)
    .innerJoin(classStudents, eq(classStudents.classId, taskClasses.classId))
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(eq(classStudents.studentId, me.id));
  const taskIds = [...new Set(links.map((l) => l.taskId))];
  const subs = taskIds.length
    ? await db
        .select()
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.studentId, me.id), inArray(taskSubmissions.taskId, taskIds)))
    : [];
  const done = (id: number) => ['SUBMITTED', 'MARKED'].includes(subs.find((s) => s.taskId === id)?.state ?? '');
  const wanted = taskIds.filter((id) => !q.state || (q.state === 'DONE') === done(id));
  const rows = wanted.length
    ? await db
        .select()
        .from(tasks)
        .where(inArray(tasks.id, wanted))
        .orderBy(desc(tasks.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
    : [];
  const teachers = await findUserNames(
    db,
    rows.map((r) => r.teacherId),
  );
  const unread = await unreadTaskIds(
    db,
    me.id,
    rows.map((r) => r.id),
  );
  const sums = await summaries(db, rows, now);
  const list: StudentTask[] = rows.map((t, i) => {
    const { classes: _classes, ...task } = sums[i]!;
    const link = links.find((l) => l.taskId === t.id)!;
    const sub = subs.find((s) => s.taskId === t.id);
    return {
      task,
      classId: link.cls.id,
      className: className(link.cls, now),
      teacherName: teachers.find((x) => x.id === t.teacherId)?.name ?? '',
      submissionId: sub?.id ?? null,
      state: (sub?.state ?? 'NOT_STARTED') as StudentTask['state'],
      late: sub?.late ?? false,
      score: sub && sub.state !== 'DRAFT' ? sub.score : null,
      read: !unread.has(t.id),
    };
  });
  return { list, total: wanted.length };
}

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
async function prepare(db: Db, studentId: number, input: AnswersInput) {
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
  const keys = photos.map((p) => keyFromUrl(p));
  if (keys.some((k) => k === null) || !(await ownsImages(db, { area: 'teacher', id: studentId }, keys as string[])))
    throw refuse(Msg.taskPhotoOnly);
  return { task, existing, classId, qs, byId };
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
export async function saveDraft(db: Db, userId: number, input: AnswersInput, now: Date): Promise<Submission> {
  const me = await requireStudent(db, userId);
  const { task, existing, classId, qs } = await prepare(db, me.id, input);
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
export async function submitTask(db: Db, userId: number, input: AnswersInput, now: Date): Promise<Submission> {
  const me = await requireStudent(db, userId);
  const { task, existing, classId, qs } = await prepare(db, me.id, input);
  const answers = answersOf(qs, input, true);
  const pending = answers.some((a) => a.score === null);
  const row = await withTx(db, async (tx) => {
    const row = await save(tx, existing, {
      taskId: task.id,
      classId,
      studentId: me.id,
      state: pending ? 'SUBMITTED' : 'MARKED',
      late: now.getTime() > task.deadline.getTime(),
      answers,
      score: answers.reduce((n, a) => n + (a.score ?? 0), 0),
      submittedAt: now,
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

/** Every student of one of the task's classes with their submission state (not started when none). */
export async function submissionList(db: Db, task: TaskRow, classId: number) {
  const members = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.id));
  const memberNames = await findUserNames(
    db,
    members.map((m) => m.id),
  );
  const students = members.map((m) => ({ id: m.id, name: memberNames.find((n) => n.id === m.id)?.name ?? '' }));
  const subs = await db
    .select()
    .from(taskSubmissions)
    .where(and(eq(taskSubmissions.taskId, task.id), eq(taskSubmissions.classId, classId)));
  // A student removed from the class after submitting still shows, so no answer is lost from view.
  const gone = subs.filter((s) => !students.some((st) => st.id === s.studentId));
  const names = await findUserNames(
    db,
    gone.map((s) => s.studentId),
  );
  return [...students, ...names].map((st) => {
    const s = subs.find((x) => x.studentId === st.id);
    return {
      studentId: st.id,
      studentName: st.name,
      submissionId: s?.id ?? null,
      state: (s?.state ?? 'NOT_STARTED') as Submission['state'],
      late: s?.late ?? false,
      score: s && s.state !== 'DRAFT' ? s.score : null,
      submittedAt: s?.submittedAt?.toISOString() ?? null,
    };
  });
}
