import { and, count, eq, inArray } from 'drizzle-orm';
import type { ResourceSummary } from '@shared/api/resources';
import type { ResourceKind } from '@shared/rules/resources';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import { libraryFavorites } from '../../db/schema';
import type { ResourceRow } from './access';

/** Rows as the API shows them: the uploader's name, favourite counts and whether the caller favourited each. */
export async function summaries(db: Db, rows: ResourceRow[], me: number | null): Promise<ResourceSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = await db
    .select({ id: libraryFavorites.resourceId, n: count() })
    .from(libraryFavorites)
    .where(inArray(libraryFavorites.resourceId, ids))
    .groupBy(libraryFavorites.resourceId);
  const mine = me
    ? await db
        .select({ id: libraryFavorites.resourceId })
        .from(libraryFavorites)
        .where(and(eq(libraryFavorites.userId, me), inArray(libraryFavorites.resourceId, ids)))
    : [];
  const names = await displayNames(
    db,
    rows.flatMap((r) => (r.uploaderId ? [r.uploaderId] : [])),
  );
  const n = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const fav = new Set(mine.map((m) => m.id));
  return rows.map((r) => ({
    id: r.id,
    catalog: r.catalog as ResourceSummary['catalog'],
    title: r.title,
    kind: r.kind as ResourceKind,
    format: r.format,
    subject: r.subject,
    grade: r.grade,
    uploaderName: r.uploaderId ? (names.get(r.uploaderId) ?? '') : r.publisher,
    size: r.size,
    createdAt: r.createdAt.toISOString(),
    visibility: r.visibility as ResourceSummary['visibility'],
    favorites: n.get(r.id) ?? 0,
    favorited: fav.has(r.id),
    mine: me !== null && r.uploaderId === me,
  }));
}

/** `%` and `_` in a search are literal characters. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
