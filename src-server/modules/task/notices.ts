import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/repositories/tx';
import { classStudents, digitalHomeworkNotices } from '../../db/schema';
import type { TaskRow } from './access';

/**
 * The my-textbooks red dot (`unReadDigitalHomeworkCount`, notice module) counts unread homework notices. Tasks
 * write them: a pushed task tells each student of its classes, a submission tells the teacher, a return tells the
 * student again. Opening the task (student) or the submission (teacher) reads them.
 */
const N = digitalHomeworkNotices;

export async function notifyStudents(db: Executor, task: TaskRow, classIds: number[]) {
  const students = await db
    .selectDistinct({ id: classStudents.studentId })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds));
  if (!students.length) return;
  await db
    .insert(N)
    .values(
      students.map((s) => ({ userId: s.id, bookId: task.bookId, title: `新作业：${task.title}`, taskId: task.id })),
    );
}

export async function notifyTeacher(db: Executor, task: TaskRow, submissionId: number, studentName: string) {
  const unread = await db
    .select({ id: N.id })
    .from(N)
    .where(and(eq(N.userId, task.teacherId), eq(N.submissionId, submissionId), isNull(N.readAt)))
    .limit(1);
  if (unread.length) return;
  await db.insert(N).values({
    userId: task.teacherId,
    bookId: task.bookId,
    title: `${studentName}提交了作业：${task.title}`,
    taskId: task.id,
    submissionId,
  });
}

export async function notifyReturned(db: Executor, task: TaskRow, studentId: number) {
  await db
    .insert(N)
    .values({ userId: studentId, bookId: task.bookId, title: `作业被退回重做：${task.title}`, taskId: task.id });
}

/** The title of a reminder (催交) notice: how a reminder is told from the task's other notices. */
const REMINDER = '老师提醒你尽快完成作业：';

/** A reminder notice to each of these pupils. */
export async function notifyReminded(db: Executor, task: TaskRow, studentIds: number[], now: Date) {
  await db.insert(N).values(
    studentIds.map((userId) => ({
      userId,
      bookId: task.bookId,
      title: `${REMINDER}${task.title}`,
      taskId: task.id,
      createdAt: now,
    })),
  );
}

/** Whether a pupil of the class was reminded of the task since then. */
export async function remindedSince(db: Executor, task: TaskRow, classId: number, since: Date) {
  const [row] = await db
    .select({ id: N.id })
    .from(N)
    .innerJoin(classStudents, and(eq(classStudents.studentId, N.userId), eq(classStudents.classId, classId)))
    .where(and(eq(N.taskId, task.id), eq(N.title, `${REMINDER}${task.title}`), gte(N.createdAt, since)))
    .limit(1);
  return Boolean(row);
}

/** The student opened the task. */
export async function readTaskNotices(db: Executor, userId: number, taskId: number) {
  await db
    .update(N)
    .set({ readAt: new Date() })
    .where(and(eq(N.userId, userId), eq(N.taskId, taskId), isNull(N.submissionId), isNull(N.readAt)));
}

/** The teacher opened (or marked) the submission. */
export async function readSubmissionNotices(db: Executor, userId: number, submissionId: number) {
  await db
    .update(N)
    .set({ readAt: new Date() })
    .where(and(eq(N.userId, userId), eq(N.submissionId, submissionId), isNull(N.readAt)));
}

/** Whether the student has an unread notice of the task (the task list's `read`). */
export async function unreadTaskIds(db: Executor, userId: number, taskIds: number[]): Promise<Set<number>> {
  if (!taskIds.length) return new Set();
  const rows = await db
    .select({ taskId: N.taskId })
    .from(N)
    .where(and(eq(N.userId, userId), inArray(N.taskId, taskIds), isNull(N.submissionId), isNull(N.readAt)));
  return new Set(rows.map((r) => r.taskId!));
}

export async function deleteTaskNotices(db: Executor, taskId: number) {
  await db.delete(N).where(eq(N.taskId, taskId));
}
