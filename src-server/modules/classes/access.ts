import { and, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { classes, userRelations, users } from '../../db/schema';
import { BizError, forbidden, notFound, tokenExpired } from '../../lib/errors';

/**
 * Who may touch what, in one place. Every teacher-side class or course call goes through `ownClass`, every
 * parent-side child call through `ownChild`: a wrong id is refused before anything is read or written.
 */

export type TeacherRow = { id: number; schoolId: number | null; displayName: string; userType: string };

/** The teacher area also admits students; classes and course entitlements are for teachers only. */
export async function requireTeacher(db: Db, userId: number): Promise<TeacherRow> {
  const [row] = await db
    .select({ id: users.id, schoolId: users.schoolId, displayName: users.displayName, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw tokenExpired();
  if (row.userType !== 'ASSISTANT' && row.userType !== 'TEACHER') throw new BizError(Code.FORBIDDEN, Msg.teacherOnly);
  return row;
}

/** The guide's rule: creating classes and redeeming courses need a bound school. */
export function requireSchool(teacher: TeacherRow): number {
  if (!teacher.schoolId) throw new BizError(Code.BAD_REQUEST, Msg.bindSchoolFirst);
  return teacher.schoolId;
}

export type ClassRow = typeof classes.$inferSelect;

/** The class, if it is the caller's: unknown is 404, another teacher's is 403. */
export async function ownClass(db: Db, teacherId: number, classId: number): Promise<ClassRow> {
  const [row] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
  if (!row) throw notFound(Msg.classNotFound);
  if (row.ownerId !== teacherId) throw forbidden();
  return row;
}

/** The child, if it is one of the parent's own children; anything else is 403. */
export async function ownChild(db: Db, parentId: number, childId: number) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.toUserId))
    .where(
      and(eq(userRelations.userId, parentId), eq(userRelations.toUserId, childId), eq(userRelations.isRelation, true)),
    )
    .limit(1);
  if (!row) throw forbidden();
  return row;
}
