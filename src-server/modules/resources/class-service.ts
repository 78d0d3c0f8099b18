import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ClassResource } from '@shared/api/resources';
import { Msg } from '@shared/rules/messages';
import { Code } from '@shared/api/common';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import { classes, libraryClassShares, libraryResources } from '../../db/schema';
import { className } from '../../domain/classes';
import { BizError, notFound } from '../../lib/errors';
import { classIdsOf, isTeacher, whoAmI } from './access';
import { summaries } from './view';

/**
 * 班级资源: what was shared to a class, newest first, for its students and its teacher. Without a class, every class
 * of the caller's.
 */
export async function classResourceList(
  db: Db,
  userId: number,
  q: { classId?: number; pageNum: number; pageSize: number },
  now: Date,
) {
  const me = await whoAmI(db, userId);
  const mine = await classIdsOf(db, me);
  if (q.classId !== undefined && !mine.includes(q.classId)) {
    const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, q.classId)).limit(1);
    if (!cls) throw notFound(Msg.classNotFound);
    throw new BizError(Code.FORBIDDEN, isTeacher(me) ? Msg.forbidden : Msg.readerNotInClass);
  }
  const ids = q.classId !== undefined ? [q.classId] : mine;
  if (!ids.length) return { list: [], total: 0 };
  const where = inArray(libraryClassShares.classId, ids);
  const [total] = await db.select({ n: count() }).from(libraryClassShares).where(where);
  const rows = await db
    .select({ share: libraryClassShares, res: libraryResources, cls: classes })
    .from(libraryClassShares)
    .innerJoin(libraryResources, eq(libraryResources.id, libraryClassShares.resourceId))
    .innerJoin(classes, eq(classes.id, libraryClassShares.classId))
    .where(and(where))
    .orderBy(desc(libraryClassShares.createdAt), desc(libraryClassShares.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const views = await summaries(
    db,
    rows.map((r) => r.res),
    me.id,
  );
  const sharers = await displayNames(
    db,
    rows.map((r) => r.share.sharedBy),
  );
  const list: ClassResource[] = rows.map((r, i) => ({
    ...views[i]!,
    classId: r.cls.id,
    className: className(r.cls, now),
    sharedBy: sharers.get(r.share.sharedBy) ?? '',
    sharedAt: r.share.createdAt.toISOString(),
  }));
  return { list, total: Number(total?.n ?? 0) };
}
