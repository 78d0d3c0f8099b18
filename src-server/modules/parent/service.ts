import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { ChildSummary } from '@shared/api/parent';
import { MAX_CHILDREN } from '@shared/api/parent';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { classes, classStudents, schools, userRelations } from '../../db/schema';
import { withTx } from '../../db/repositories/tx';
import { displayNames, insertUser, relationsOf } from '../../db/repositories/users';
import { rememberChildToken, revokeChildTokens } from '../../domain/account-links';
import { className, ownChild } from '../../domain/classes';
import { BizError } from '../../lib/errors';
import type { KvStore } from '../../lib/kv';
import { hashToken, type TokenService } from '../../plugins/auth';

/** A child token (switchAccount) lasts two hours: the parent's view of the child, not a session of its own. */
export const CHILD_TOKEN_TTL = 2 * 3600;

/** The parent's children (relations with isRelation), each with the classes they are in. */
export async function childList(db: Db, parentId: number, now = new Date()): Promise<ChildSummary[]> {
  const kids = (await relationsOf(db, parentId)).filter((r) => r.isRelation && r.toUserId !== parentId);
  if (!kids.length) return [];
  const rows = await db
    .select({ studentId: classStudents.studentId, cls: classes, schoolName: schools.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(schools, eq(schools.id, classes.schoolId))
    .where(
      inArray(
        classStudents.studentId,
        kids.map((k) => k.toUserId),
      ),
    )
    .orderBy(classStudents.id);
  const teachers = await displayNames(db, [...new Set(rows.map((r) => r.cls.ownerId))]);
  return kids.map((k) => ({
    childId: k.toUserId,
    name: k.current || k.stored,
    classes: rows
      .filter((r) => r.studentId === k.toUserId)
      .map((r) => ({
        classId: r.cls.id,
        className: className(r.cls, now),
        schoolName: r.schoolName ?? '',
        teacherName: teachers.get(r.cls.ownerId) ?? '',
      })),
  }));
}

/** A new STUDENT account (no mobile, no password) related to the parent. */
export async function addChild(db: Db, parentId: number, displayName: string): Promise<ChildSummary> {
  const childId = await withTx(db, async (tx) => {
    const [n] = await tx
      .select({ n: count() })
      .from(userRelations)
      .where(and(eq(userRelations.userId, parentId), eq(userRelations.isRelation, true)));
    if ((n?.n ?? 0) >= MAX_CHILDREN) throw new BizError(Code.BAD_REQUEST, Msg.tooManyChildren);
    // A child has no phone of its own: a placeholder no sign-in can match keeps (mobile, type) unique.
    const child = await insertUser(tx, { mobile: `child-${randomUUID()}`, displayName, userType: 'STUDENT' });
    await tx.insert(userRelations).values({ userId: parentId, toUserId: child, toUserDisplayName: displayName });
    return child;
  });
  return { childId, name: displayName, classes: [] };
}

/** A student token of the parent's own child (switchAccount), remembered so that removing the child revokes it. */
export async function switchToChild(db: Db, kv: KvStore, tokens: TokenService, parentId: number, childId: number) {
  const child = await ownChild(db, parentId, childId);
  const token = await tokens.issue('teacher', childId, CHILD_TOKEN_TTL);
  await rememberChildToken(kv, parentId, childId, hashToken(token.access_token), CHILD_TOKEN_TTL);
  return { ...token, childId, childName: child.displayName };
}

/** Ends the relation, and with it every child token the parent was given for that child. */
export async function removeChild(db: Db, kv: KvStore, tokens: TokenService, parentId: number, childId: number) {
  await ownChild(db, parentId, childId);
  await db.delete(userRelations).where(and(eq(userRelations.userId, parentId), eq(userRelations.toUserId, childId)));
  await revokeChildTokens(kv, (hash) => tokens.revoke(hash), parentId, childId);
}
