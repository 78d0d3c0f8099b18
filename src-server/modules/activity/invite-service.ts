import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createInviteRequest } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { activityExperts, activityScores, activityWorks } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { hashToken, requireActivity, type ExpertRow } from './access';

const DAY = 86_400_000;

async function markedCount(db: Db, expertId: number) {
  const [row] = await db.select({ n: count() }).from(activityScores).where(eq(activityScores.expertId, expertId));
  return Number(row?.n ?? 0);
}

const inviteView = (e: ExpertRow, marked: number) => ({
  id: e.id,
  activityId: e.activityId,
  expertName: e.name,
  createTime: e.createdAt.toISOString(),
  expiresAt: (e.expiresAt ?? e.createdAt).toISOString(),
  revoked: !!e.revokedAt,
  markedCount: marked,
});

/** A token link for one activity; only its hash is stored, so the token is in this answer and nowhere else. */
export async function createInvite(db: Db, input: z.output<typeof createInviteRequest>, now: Date) {
  const a = await requireActivity(db, input.activityId);
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(activityExperts)
    .values({
      activityId: a.id,
      name: input.expertName,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + input.validDays * DAY),
      createdAt: now,
    })
    .returning();
  if (!row) throw notFound(Msg.expertInviteNotFound);
  return { ...inviteView(row, 0), expertToken: token, link: `/activity/expert/review/${a.id}/${token}` };
}

export async function listInvites(db: Db, activityId: number) {
  await requireActivity(db, activityId);
  const rows = await db
    .select()
    .from(activityExperts)
    .where(and(eq(activityExperts.activityId, activityId), isNotNull(activityExperts.tokenHash)))
    .orderBy(asc(activityExperts.id));
  return Promise.all(rows.map(async (r) => inviteView(r, await markedCount(db, r.id))));
}

/** Revoking is final (revoking again keeps the first time); marks already given stay counted. */
export async function revokeInvite(db: Db, inviteId: number, now: Date) {
  const [row] = await db
    .update(activityExperts)
    .set({ revokedAt: sql`COALESCE(${activityExperts.revokedAt}, ${now})` })
    .where(and(eq(activityExperts.id, inviteId), isNotNull(activityExperts.tokenHash)))
    .returning();
  if (!row) throw notFound(Msg.expertInviteNotFound);
  return null;
}

/**
 * The public jury of an activity: experts whose access is live (an account, or an invitation neither revoked nor
 * expired), each with how many works they have scored, and how many works there are to score.
 */
export async function jury(db: Db, activityId: number, now: Date) {
  await requireActivity(db, activityId);
  const experts = await db
    .select({ id: activityExperts.id, name: activityExperts.name })
    .from(activityExperts)
    .where(
      and(
        eq(activityExperts.activityId, activityId),
        isNull(activityExperts.revokedAt),
        or(isNotNull(activityExperts.staffId), gt(activityExperts.expiresAt, now)),
      ),
    )
    .orderBy(asc(activityExperts.id));
  const [works] = await db
    .select({ n: count() })
    .from(activityWorks)
    .where(and(eq(activityWorks.activityId, activityId), eq(activityWorks.status, 'SUBMITTED')));
  return {
    workCount: Number(works?.n ?? 0),
    experts: await Promise.all(
      experts.map(async (e) => ({ name: e.name, reviewedCount: await markedCount(db, e.id) })),
    ),
  };
}
