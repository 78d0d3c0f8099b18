import { and, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  INFORMATION_TYPES,
  informationType,
  type Information,
  type informationListQuery,
  type InformationPage,
  type InformationSummary,
  type InformationType,
} from '@shared/api/community';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { informations } from '../../db/schema';
import { notFound } from '../../lib/errors';

type Row = typeof informations.$inferSelect;

/** Notices and news, pinned first then newest, with how many each tab holds. */
export async function informationList(db: Db, q: z.output<typeof informationListQuery>): Promise<InformationPage> {
  const rows = await db
    .select()
    .from(informations)
    .where(q.type ? eq(informations.type, q.type) : undefined)
    .orderBy(desc(informations.pinned), desc(informations.publishedAt), desc(informations.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const byType = await db.select({ type: informations.type, n: count() }).from(informations).groupBy(informations.type);
  const counts = Object.fromEntries(INFORMATION_TYPES.map((t) => [t, 0])) as Record<InformationType, number>;
  for (const r of byType) if (r.type in counts) counts[r.type as InformationType] = Number(r.n);
  const total = q.type ? counts[q.type] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { list: rows.map(summary), total, counts };
}

export async function informationInfo(db: Db, id: number): Promise<Information> {
  const [row] = await db
    .select()
    .from(informations)
    .where(and(eq(informations.id, id)))
    .limit(1);
  if (!row) throw notFound(Msg.informationNotFound);
  return { ...summary(row), content: row.content };
}

function summary(r: Row): InformationSummary {
  return {
    id: r.id,
    type: informationType.catch('NOTICE').parse(r.type),
    title: r.title,
    summary: r.summary,
    publisher: r.publisher,
    publishedAt: r.publishedAt.toISOString(),
    pinned: r.pinned,
  };
}
