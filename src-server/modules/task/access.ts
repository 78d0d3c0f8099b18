import { and, eq, inArray } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import { findUserSummary } from '../../db/repositories/users';
import { classStudents, taskClasses, tasks, taskSubmissions } from '../../db/schema';
import { requireTeacher, type TeacherRow } from '../../domain/classes';
import { BizError, notFound, tokenExpired } from '../../lib/errors';

/**
 * Who may touch which task (issue 10). The teacher area admits teachers and students alike, so every call first
 * says which one it needs. A teacher reaches only tasks they pushed; a student only tasks of a class they are in,
 * and only their own submission. Another teacher's task is answered like a missing one.
 */
export type TaskRow = typeof tasks.$inferSelect;
export type SubmissionRow = typeof taskSubmissions.$inferSelect;
export type Student = { id: number; displayName: string };

export { requireTeacher, type TeacherRow };

export async function requireStudent(db: Db, userId: number): Promise<Student> {
  const row = await findUserSummary(db, userId);
  if (!row) throw tokenExpired();
  if (row.userType !== 'STUDENT') throw new BizError(Code.FORBIDDEN, Msg.taskStudentOnly);
  return row;
}

/** Teacher or student: which one, with the row. */
export async function whoAmI(db: Db, userId: number) {
  const row = await findUserSummary(db, userId);
  if (!row) throw tokenExpired();
  return row;
}

export async function findTask(db: Executor, taskId: number): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!row) throw notFound(Msg.taskNotFound);
  return row;
}

/** A task the teacher pushed; anybody else's is 404 (its existence is not revealed). */
export async function ownTask(db: Executor, teacherId: number, taskId: number): Promise<TaskRow> {
  const row = await findTask(db, taskId);
  if (row.teacherId !== teacherId) throw notFound(Msg.taskNotFound);
  return row;
}

export async function taskClassIds(db: Executor, taskId: number): Promise<number[]> {
  const rows = await db.select({ id: taskClasses.classId }).from(taskClasses).where(eq(taskClasses.taskId, taskId));
  return rows.map((r) => r.id);
}

/** The teacher's task and one of its classes: a class the task was not pushed to is 403. */
export async function ownTaskClass(db: Executor, teacherId: number, taskId: number, classId: number) {
  const task = await ownTask(db, teacherId, taskId);
  if (!(await taskClassIds(db, taskId)).includes(classId)) throw new BizError(Code.FORBIDDEN, Msg.forbidden);
  return task;
}

/** The class of the task the student is in now, or null. */
export async function studentClassOf(db: Executor, studentId: number, taskId: number): Promise<number | null> {
  const ids = await taskClassIds(db, taskId);
  if (!ids.length) return null;
  const [row] = await db
    .select({ classId: classStudents.classId })
    .from(classStudents)
    .where(and(eq(classStudents.studentId, studentId), inArray(classStudents.classId, ids)))
    .limit(1);
  return row?.classId ?? null;
}

/** A task of one of the student's classes; otherwise 404, as if it did not exist. */
export async function studentTask(db: Executor, studentId: number, taskId: number) {
  const task = await findTask(db, taskId);
  const classId = await studentClassOf(db, studentId, taskId);
  if (classId === null) throw notFound(Msg.taskNotFound);
  return { task, classId };
}

export async function findSubmission(db: Executor, submissionId: number): Promise<SubmissionRow> {
  const [row] = await db.select().from(taskSubmissions).where(eq(taskSubmissions.id, submissionId)).limit(1);
  if (!row) throw notFound(Msg.taskSubmissionNotFound);
  return row;
}

/** A submission to one of the teacher's tasks; anybody else's is 404. */
export async function teacherSubmission(db: Executor, teacherId: number, submissionId: number) {
  const sub = await findSubmission(db, submissionId);
  const task = await findTask(db, sub.taskId);
  if (task.teacherId !== teacherId) throw notFound(Msg.taskSubmissionNotFound);
  return { sub, task };
}
