import { and, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import { findClassById, type ClassRow } from '../../db/repositories/classes';
import { findUserSummary } from '../../db/repositories/users';
import { classStudents } from '../../db/schema';
import { BizError, notFound, tokenExpired } from '../../lib/errors';

/**
 * Who may read which class in the reader area (issue 10). The teacher area's token admits students and teachers;
 * a student reaches a class only while they are in it, a teacher only a class they own. An unknown class is 404
 * 班级不存在; a class of someone else is 403, so that nothing of it is read.
 */
export type Caller = { id: number; displayName: string; userType: string };

export async function whoAmI(db: Db, userId: number): Promise<Caller> {
  const row = await findUserSummary(db, userId);
  if (!row) throw tokenExpired();
  return row;
}

export const isStudent = (c: Caller) => c.userType === 'STUDENT';

export async function requireStudent(db: Db, userId: number): Promise<Caller> {
  const me = await whoAmI(db, userId);
  if (!isStudent(me)) throw new BizError(Code.FORBIDDEN, Msg.readerStudentOnly);
  return me;
}

export async function isInClass(db: Executor, studentId: number, classId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)))
    .limit(1);
  return Boolean(row);
}

/** The class, if the caller is its student or its teacher. */
export async function readableClass(db: Db, me: Caller, classId: number): Promise<ClassRow> {
  const row = await findClassById(db, classId);
  if (!row) throw notFound(Msg.classNotFound);
  if (isStudent(me) ? !(await isInClass(db, me.id, classId)) : row.ownerId !== me.id)
    throw new BizError(Code.FORBIDDEN, isStudent(me) ? Msg.readerNotInClass : Msg.forbidden);
  return row;
}
