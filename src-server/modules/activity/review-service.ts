import { and, asc, avg, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { markRequest, reviewListQuery } from '@shared/api/activity';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { phaseOf, timelineOf, within } from '../../domain/activity-timeline';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { activityScores, activityWorks as w } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { requireActivity, type ExpertRow } from './access';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The average of every expert's total of these works (only asked for works this expert marked). */
async function averages(db: Db, workIds: number[]) {
  if (!workIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: activityScores.workId, avg: avg(activityScores.total) })
    .from(activityScores)
    .where(inArray(activityScores.workId, workIds))
    .groupBy(activityScores.workId);
  return new Map(rows.map((r) => [r.id, round2(Number(r.avg))]));
}

/** The works of the activity for this expert, with only this expert's own marks, and blind until the results. */
export async function reviewList(db: Db, expert: ExpertRow, q: z.output<typeof reviewListQuery>, now: Date) {
  const a = await requireActivity(db, q.activityId);
  const mine = sql`EXISTS (SELECT 1 FROM activity_scores s WHERE s.work_id = ${w.id} AND s.expert_id = ${expert.id})`;
  const base = and(eq(w.activityId, a.id), eq(w.status, 'SUBMITTED'));
  const where = and(base, q.reviewed === 'true' ? mine : q.reviewed === 'false' ? sql`NOT ${mine}` : undefined);
  const rows = await db
    .select()
    .from(w)
    .where(where)
    .orderBy(asc(w.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(w).where(where);
  const [reviewed] = await db.select({ n: count() }).from(w).where(and(base, mine));
  const ids = rows.map((r) => r.id);
  const marks = ids.length
    ? await db
        .select()
        .from(activityScores)
        .where(and(eq(activityScores.expertId, expert.id), inArray(activityScores.workId, ids)))
    : [];
  const markOf = new Map(marks.map((m) => [m.workId, m]));
  const avgs = await averages(
    db,
    marks.map((m) => m.workId),
  );
  const phase = phaseOf(a, now);
  // Blind review: names and schools only once the results are out.
  const blind = phase !== 'FINISHED';
  return {
    activity: { id: a.id, name: a.name, phase, reviewEnd: timelineOf(a).reviewEnd.toISOString() },
    expertName: expert.name,
    criteria: a.criteria,
    blind,
    reviewedCount: Number(reviewed?.n ?? 0),
    total: Number(total?.n ?? 0),
    list: rows.map((r) => {
      const m = markOf.get(r.id);
      return {
        workId: r.id,
        title: r.title,
        description: r.description,
        authors: blind ? [] : r.authors,
        files: r.files,
        cover: r.cover,
        schoolName: blind ? '' : r.schoolName,
        myMark: m
          ? { scores: m.scores, comment: m.comment, total: m.total, markTime: m.updatedAt.toISOString() }
          : null,
        averageScore: m ? (avgs.get(r.id) ?? null) : null,
      };
    }),
  };
}

/**
 * An expert's mark of a work, in the review window only: one score per criterion of the activity (0..maxScore, in
 * half points). Marking again replaces the expert's own mark. The work's final score becomes the average of the
 * experts' totals, in the same transaction.
 */
export async function markWork(db: Db, expert: ExpertRow, input: z.output<typeof markRequest>, now: Date) {
  const a = await requireActivity(db, input.activityId);
  const t = timelineOf(a);
  if (!within(now, t.submissionEnd, t.reviewEnd)) throw new BizError(Code.BAD_REQUEST, Msg.activityReviewClosed);
  const [work] = await db.select().from(w).where(eq(w.id, input.workId)).limit(1);
  if (!work || work.status !== 'SUBMITTED' || work.activityId !== a.id) throw notFound(Msg.activityWorkNotFound);
  const given = new Map(input.scores.map((s) => [s.criterionId, s.score]));
  const valid =
    given.size === input.scores.length &&
    given.size === a.criteria.length &&
    a.criteria.every((c) => {
      const s = given.get(c.id);
      return s !== undefined && s >= 0 && s <= c.maxScore && Number.isInteger(s * 2);
    });
  if (!valid) throw new BizError(Code.BAD_REQUEST, Msg.expertScoreInvalid);
  const scores = a.criteria.map((c) => ({ criterionId: c.id, score: given.get(c.id) ?? 0 }));
  const total = round2(scores.reduce((sum, s) => sum + s.score, 0));
  return withTx(db, async (tx) => {
    // Marks of one work queue here, so each average sees every mark committed before it.
    await tx.select({ id: w.id }).from(w).where(eq(w.id, work.id)).for('update');
    await tx
      .insert(activityScores)
      .values({
        workId: work.id,
        expertId: expert.id,
        scores,
        total,
        comment: input.comment,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [activityScores.workId, activityScores.expertId],
        set: { scores, total, comment: input.comment, updatedAt: now },
      });
    const [agg] = await tx
      .select({ avg: avg(activityScores.total), n: count() })
      .from(activityScores)
      .where(eq(activityScores.workId, work.id));
    const average = round2(Number(agg?.avg ?? total));
    await tx.update(w).set({ finalScore: average, rankScore: average }).where(eq(w.id, work.id));
    return { workId: work.id, total, averageScore: average, expertCount: Number(agg?.n ?? 1) };
  });
}
