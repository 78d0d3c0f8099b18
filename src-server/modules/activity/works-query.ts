import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { WorkCard, workListQuery } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import { phaseOf } from '../../domain/activity-timeline';
import type { Db } from '../../db/client';
import { activityPraises, activityWorks as w } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireActivity, type Submitter } from './access';
import { rankOf, rankOrder, ranksOf } from './rank';
import { publicScore, rankKey, workView } from './view';

type ListInput = z.output<typeof workListQuery>;

/** The works the caller praised among `ids`. */
async function praisedAmong(db: Db, who: Submitter | undefined, ids: number[]) {
  if (!who || !ids.length) return new Set<number>();
  const rows = await db
    .select({ id: activityPraises.workId })
    .from(activityPraises)
    .where(
      and(
        inArray(activityPraises.workId, ids),
        eq(activityPraises.userKind, who.kind),
        eq(activityPraises.userId, who.id),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The public list of an activity's works: by rank (default), newest or most praised. */
export async function workList(db: Db, who: Submitter | undefined, q: ListInput, now: Date) {
  const a = await requireActivity(db, q.activityId);
  const kw = q.keyword ? `%${escapeLike(q.keyword)}%` : undefined;
  const where = and(
    eq(w.activityId, a.id),
    eq(w.status, 'SUBMITTED'),
    q.schoolName ? eq(w.schoolName, q.schoolName) : undefined,
    kw ? or(ilike(w.title, kw), sql`${w.authors}::text ILIKE ${kw}`) : undefined,
  );
  const order =
    q.sort === 'NEWEST'
      ? [desc(w.id)]
      : q.sort === 'PRAISE'
        ? [sql`${w.praiseCount} DESC`, sql`${w.id} ASC`]
        : rankOrder;
  const offset = (q.pageNum - 1) * q.pageSize;
  const rows = await db
    .select()
    .from(w)
    .where(where)
    .orderBy(...order)
    .limit(q.pageSize)
    .offset(offset);
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)` })
    .from(w)
    .where(where);
  // Unfiltered rank order: the position is the rank; otherwise each work's rank is counted.
  const direct = q.sort === 'RANK' && !q.schoolName && !kw;
  const ranks = direct ? null : await ranksOf(db, rows.map(rankKey));
  const praised = await praisedAmong(
    db,
    who,
    rows.map((r) => r.id),
  );
  const list: WorkCard[] = rows.map((r, i) => ({
    id: r.id,
    title: r.title,
    cover: r.cover,
    authors: r.authors,
    schoolName: r.schoolName,
    praiseCount: r.praiseCount,
    praised: praised.has(r.id),
    finalScore: publicScore(a, r.finalScore, now),
    rank: ranks ? (ranks.get(r.id) ?? 0) : offset + i + 1,
  }));
  return { list, total: Number(n) };
}

export async function workInfo(db: Db, who: Submitter | undefined, workId: number, now: Date) {
  const [row] = await db.select().from(w).where(eq(w.id, workId)).limit(1);
  if (!row || row.status !== 'SUBMITTED') throw notFound(Msg.activityWorkNotFound);
  const a = await requireActivity(db, row.activityId);
  const mine = !!who && who.kind === row.submitterKind && who.id === row.submitterId;
  const praised = await praisedAmong(db, who, [row.id]);
  return {
    ...workView(a, row, await rankOf(db, rankKey(row)), now, mine),
    praised: praised.has(row.id),
    mine,
    phase: phaseOf(a, now),
  };
}
