import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { regionListQuery, Special, SpecialInfo } from '@shared/api/resources';
import type { ResourceKind } from '@shared/rules/resources';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { libraryResources, librarySpecialResources, librarySpecials } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findResource, isTeacher, requireTeacher, whoAmI, type Caller } from './access';
import { filterWhere, infoOf, pageOf } from './library-service';
import { summaries } from './view';

const REGION = eq(libraryResources.catalog, 'REGION');

/** The signed-in caller of a public route, if any. */
const callerOf = async (db: Db, userId: number | undefined): Promise<Caller | null> =>
  userId ? await whoAmI(db, userId).catch(() => null) : null;

/** 川教资源: the region's curated catalogue, open to everyone (the catalogue entries, not the files). */
export async function regionList(db: Db, userId: number | undefined, q: z.output<typeof regionListQuery>) {
  const me = await callerOf(db, userId);
  const { rows, total } = await pageOf(db, and(REGION, ...filterWhere(q)), q);
  return { list: await summaries(db, rows, me?.id ?? null), total };
}

/** A region resource: its file (to preview and download) only for a signed-in teacher. */
export async function regionInfo(db: Db, config: Config, userId: number | undefined, id: number, now: Date) {
  const me = await callerOf(db, userId);
  const row = await findResource(db, id);
  if (row.catalog !== 'REGION') throw notFound(Msg.resourceNotFound);
  return infoOf(db, config, me, row, Boolean(me && isTeacher(me)), now);
}

/** Resources the caller may see in a topic: the region's, public ones and their own. */
const visibleTo = (me: Caller) =>
  or(REGION, eq(libraryResources.visibility, 'PUBLIC'), eq(libraryResources.uploaderId, me.id));

export async function specialList(db: Db, userId: number): Promise<Special[]> {
  const me = await requireTeacher(db, userId);
  const specials = await db.select().from(librarySpecials).orderBy(asc(librarySpecials.sort), asc(librarySpecials.id));
  const items = await db
    .select({ specialId: librarySpecialResources.specialId, kind: libraryResources.kind, n: count() })
    .from(librarySpecialResources)
    .innerJoin(libraryResources, eq(libraryResources.id, librarySpecialResources.resourceId))
    .where(visibleTo(me))
    .groupBy(librarySpecialResources.specialId, libraryResources.kind);
  return specials.map((s) => {
    const mine = items.filter((i) => i.specialId === s.id);
    return {
      id: s.id,
      title: s.title,
      summary: s.summary,
      color: s.color,
      resourceCount: mine.reduce((a, i) => a + Number(i.n), 0),
      kinds: mine.map((i) => i.kind as ResourceKind),
    };
  });
}

export async function specialInfo(db: Db, userId: number, specialId: number): Promise<SpecialInfo> {
  const me = await requireTeacher(db, userId);
  const [s] = await db.select().from(librarySpecials).where(eq(librarySpecials.id, specialId)).limit(1);
  if (!s) throw notFound(Msg.specialNotFound);
  const links = await db
    .select({ id: librarySpecialResources.resourceId })
    .from(librarySpecialResources)
    .where(eq(librarySpecialResources.specialId, s.id))
    .orderBy(asc(librarySpecialResources.sort));
  const rows = links.length
    ? await db
        .select()
        .from(libraryResources)
        .where(
          and(
            inArray(
              libraryResources.id,
              links.map((l) => l.id),
            ),
            visibleTo(me),
          ),
        )
    : [];
  const order = new Map(links.map((l, i) => [l.id, i]));
  rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const resources = await summaries(db, rows, me.id);
  return {
    id: s.id,
    title: s.title,
    summary: s.summary,
    description: s.description,
    color: s.color,
    resourceCount: resources.length,
    kinds: [...new Set(resources.map((r) => r.kind))],
    resources,
    links: s.links,
  };
}
