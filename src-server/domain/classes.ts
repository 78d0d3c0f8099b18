import { Code } from '@shared/api/common';
import { adminClassName } from '@shared/rules/grades';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../db/client';
import { findClassById, type ClassRow } from '../db/repositories/classes';
import { findOwnChild, findUserSummary } from '../db/repositories/users';
import { BizError, forbidden, notFound, tokenExpired } from '../lib/errors';

/**
 * Who may touch what, in one place. Every teacher-side class or course call goes through `ownClass`, every
 * parent-side child call through `ownChild`: a wrong id is refused before anything is read or written.
 */

export type TeacherRow = { id: number; schoolId: number | null; displayName: string; userType: string };

/** The teacher area also admits students; classes and course entitlements are for teachers only. */
export async function requireTeacher(db: Db, userId: number): Promise<TeacherRow> {
  const row = await findUserSummary(db, userId);
  if (!row) throw tokenExpired();
  if (row.userType !== 'ASSISTANT' && row.userType !== 'TEACHER') throw new BizError(Code.FORBIDDEN, Msg.teacherOnly);
  return row;
}

/** The guide's rule: creating classes and redeeming courses need a bound school. */
export function requireSchool(teacher: TeacherRow): number {
  if (!teacher.schoolId) throw new BizError(Code.BAD_REQUEST, Msg.bindSchoolFirst);
  return teacher.schoolId;
}

export type { ClassRow };

/** The class, if it is the caller's: unknown is 404, another teacher's is 403. */
export async function ownClass(db: Db, teacherId: number, classId: number): Promise<ClassRow> {
  const row = await findClassById(db, classId);
  if (!row) throw notFound(Msg.classNotFound);
  if (row.ownerId !== teacherId) throw forbidden();
  return row;
}

/** The child, if it is one of the parent's own children; anything else is 403. */
export async function ownChild(db: Db, parentId: number, childId: number) {
  const row = await findOwnChild(db, parentId, childId);
  if (!row) throw forbidden();
  return row;
}

/** How a class reads to people: an administrative class's name follows the academic year. */
export function className(row: Pick<ClassRow, 'type' | 'name' | 'gradeYear' | 'classNumber'>, now: Date) {
  if (row.type === 'ADMIN' && row.gradeYear !== null && row.classNumber !== null) {
    return adminClassName(row.gradeYear, row.classNumber, now);
  }
  return row.name;
}
