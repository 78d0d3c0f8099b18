import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createInviteRequest } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { activityExperts, activityScores } from '../../db/schema';
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
