import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ResourceInfo, resourceListQuery, regionListQuery, SharedClass } from '@shared/api/resources';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { classes, libraryClassShares, libraryFavorites, libraryResources } from '../../db/schema';
import { className } from '../../domain/classes';
import { isTeacher, readable, requireTeacher, type Caller, type ResourceRow } from './access';
import { fileUrlOf } from './files';
import { likeText, summaries } from './view';

type Filters = z.output<typeof regionListQuery>;

/** The filters every catalogue shares: kind, subject, grade and a keyword in the title. */
export function filterWhere(q: Filters): (SQL | undefined)[] {
  return [
    q.kind ? eq(libraryResources.kind, q.kind) : undefined,
    q.subject ? eq(libraryResources.subject, q.subject) : undefined,
    q.grade ? eq(libraryResources.grade, q.grade) : undefined,
    q.keyword ? ilike(libraryResources.title, likeText(q.keyword)) : undefined,
  ];
}

/** One page of rows, newest first. */
export async function pageOf(db: Db, where: SQL | undefined, q: { pageNum: number; pageSize: number }) {
  const [total] = await db.select({ n: count() }).from(libraryResources).where(where);
  const rows = await db
    .select()
    .from(libraryResources)
    .where(where)
    .orderBy(desc(libraryResources.createdAt), desc(libraryResources.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { rows, total: Number(total?.n ?? 0) };
}

/** 全部资源 (public ones and the caller's own), 我的上传 or 我的收藏, filtered and paged. */
export async function resourceList(db: Db, userId: number, q: z.output<typeof resourceListQuery>) {
  const me = await requireTeacher(db, userId);
  const visible = or(eq(libraryResources.visibility, 'PUBLIC'), eq(libraryResources.uploaderId, me.id));
  const tab =
    q.tab === 'MINE'
      ? eq(libraryResources.uploaderId, me.id)
      : q.tab === 'FAVORITE'
        ? and(
            inArray(
              libraryResources.id,
              db
                .select({ id: libraryFavorites.resourceId })
                .from(libraryFavorites)
                .where(eq(libraryFavorites.userId, me.id)),
            ),
            or(visible, eq(libraryResources.catalog, 'REGION')),
          )
        : and(eq(libraryResources.catalog, 'LIBRARY'), visible);
  const { rows, total } = await pageOf(db, and(tab, ...filterWhere(q)), q);
  return { list: await summaries(db, rows, me.id), total };
}

/** The caller's classes a resource is shared to. */
export async function sharedClassesOf(db: Db, me: Caller, resourceId: number, now: Date): Promise<SharedClass[]> {
  if (!isTeacher(me)) return [];
  const rows = await db
    .select({ cls: classes, at: libraryClassShares.createdAt })
    .from(libraryClassShares)
    .innerJoin(classes, eq(classes.id, libraryClassShares.classId))
    .where(and(eq(libraryClassShares.resourceId, resourceId), eq(classes.ownerId, me.id)))
    .orderBy(libraryClassShares.id);
  return rows.map((r) => ({ classId: r.cls.id, className: className(r.cls, now), sharedAt: r.at.toISOString() }));
}

export async function infoOf(
  db: Db,
  config: Config,
  me: Caller | null,
  row: ResourceRow,
  withFile: boolean,
  now: Date,
): Promise<ResourceInfo> {
  const [summary] = await summaries(db, [row], me?.id ?? null);
  return {
    ...summary!,
    description: row.description,
    fileUrl: withFile ? fileUrlOf(config, row.filePath) : null,
    sharedClasses: me ? await sharedClassesOf(db, me, row.id, now) : [],
  };
}

export async function resourceInfo(db: Db, config: Config, me: Caller, resId: number, now: Date) {
  return infoOf(db, config, me, await readable(db, me, resId), true, now);
}
