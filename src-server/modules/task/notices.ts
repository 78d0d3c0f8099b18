import { and, eq, inArray, isNull } from 'drizzle-orm';
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
