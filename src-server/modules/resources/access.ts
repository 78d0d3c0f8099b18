import { and, eq, inArray } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { findUserSummary } from '../../db/repositories/users';
import { classes, classStudents, libraryClassShares, libraryResources } from '../../db/schema';
import { BizError, notFound, tokenExpired } from '../../lib/errors';

/**
 * Who may read which resource (issue 13), in one place. Teachers read the region's catalogue, every PUBLIC resource
 * and their own uploads; a PRIVATE one of another teacher only through a class of theirs it was shared to. A student
 * reads only what was shared to a class they are in. Unknown is 404, anything else 403.
 */
export type Caller = { id: number; displayName: string; userType: string };
export type ResourceRow = typeof libraryResources.$inferSelect;

export const isTeacher = (c: Caller) => c.userType === 'ASSISTANT' || c.userType === 'TEACHER';

export async function whoAmI(db: Db, userId: number): Promise<Caller> {
  const row = await findUserSummary(db, userId);
  if (!row) throw tokenExpired();
  return row;
}

export async function requireTeacher(db: Db, userId: number): Promise<Caller> {
  const me = await whoAmI(db, userId);
  if (!isTeacher(me)) throw new BizError(Code.FORBIDDEN, Msg.resourceTeacherOnly);
  return me;
}

export async function findResource(db: Db, id: number): Promise<ResourceRow> {
  const [row] = await db.select().from(libraryResources).where(eq(libraryResources.id, id)).limit(1);
  if (!row) throw notFound(Msg.resourceNotFound);
  return row;
}

/** The ids of the classes a caller is in (a student) or owns (a teacher). */
export async function classIdsOf(db: Db, me: Caller): Promise<number[]> {
  const rows = isTeacher(me)
    ? await db.select({ id: classes.id }).from(classes).where(eq(classes.ownerId, me.id))
    : await db.select({ id: classStudents.classId }).from(classStudents).where(eq(classStudents.studentId, me.id));
  return rows.map((r) => r.id);
}

async function sharedToMyClass(db: Db, me: Caller, resourceId: number) {
  const ids = await classIdsOf(db, me);
  if (!ids.length) return false;
  const [row] = await db
    .select({ id: libraryClassShares.id })
    .from(libraryClassShares)
    .where(and(eq(libraryClassShares.resourceId, resourceId), inArray(libraryClassShares.classId, ids)))
    .limit(1);
  return Boolean(row);
}

export async function mayRead(db: Db, me: Caller, row: ResourceRow): Promise<boolean> {
  if (isTeacher(me) && (row.catalog === 'REGION' || row.visibility === 'PUBLIC' || row.uploaderId === me.id))
    return true;
  return sharedToMyClass(db, me, row.id);
}

/** The resource, if the caller may read it. */
export async function readable(db: Db, me: Caller, id: number): Promise<ResourceRow> {
  const row = await findResource(db, id);
  if (!(await mayRead(db, me, row))) throw new BizError(Code.FORBIDDEN, Msg.resourceForbidden);
  return row;
}

/** The resource, if the caller uploaded it (editing and deleting). */
export async function ownResource(db: Db, me: Caller, id: number): Promise<ResourceRow> {
  const row = await findResource(db, id);
  if (row.uploaderId !== me.id) throw new BizError(Code.FORBIDDEN, Msg.resourceOwnerOnly);
  return row;
}
