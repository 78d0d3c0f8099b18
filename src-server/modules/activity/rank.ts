import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityWorks as w } from '../../db/schema';

/**
 * The ranking of an activity: rank_score desc (the final score, -1 before any mark), praise_count desc, id asc,
 * over SUBMITTED works. A work's rank is 1 + the works ahead of it, counted as two ranges of
 * activity_works_rank_idx (strictly better score-and-praise, and the ties submitted earlier), so it stays fast
 * with 100,000 works in one activity. Withdrawn works have rank 0.
 */
export interface RankKey {
  id: number;
  activityId: number;
  rankScore: number;
  praiseCount: number;
  status: string;
}

export const rankOrder = [sql`${w.rankScore} DESC`, sql`${w.praiseCount} DESC`, sql`${w.id} ASC`];

export async function rankOf(db: Db, k: RankKey): Promise<number> {
  if (k.status !== 'SUBMITTED') return 0;
  const base = and(eq(w.activityId, k.activityId), eq(w.status, 'SUBMITTED'));
  const [better, ties] = await Promise.all([
    db
      .select({ n: count() })
      .from(w)
      .where(
        and(
          base,
          sql`(${w.rankScore}, ${w.praiseCount}) > (${k.rankScore}::double precision, ${k.praiseCount}::integer)`,
        ),
      ),
    db
      .select({ n: count() })
      .from(w)
      .where(and(base, eq(w.rankScore, k.rankScore), eq(w.praiseCount, k.praiseCount), lt(w.id, k.id))),
  ]);
  return Number(better[0]?.n ?? 0) + Number(ties[0]?.n ?? 0) + 1;
}

export async function ranksOf(db: Db, keys: RankKey[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const k of keys) out.set(k.id, await rankOf(db, k));
  return out;
}
