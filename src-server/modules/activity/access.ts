import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { findUserWithSchool } from '../../db/repositories/users';
import { activities, activityExperts, activityRegistrations, activitySubmitters } from '../../db/schema';
import type { SubmitterKind } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';

/**
 * Who calls an activity route. Submitters are teacher or parent accounts (their token) or H5 submitters (the
 * `temptoken` header); reviewers are expert accounts (their token) or invitations (the `experttoken` header).
 */
export interface Submitter {
  kind: SubmitterKind;
  id: number;
  name: string;
  schoolName: string;
  region: string;
  /** H5 submitters belong to one activity. */
  activityId?: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name];
  return typeof v === 'string' && v ? v : undefined;
};

export type ActivityRow = typeof activities.$inferSelect;

export async function requireActivity(db: Db, activityId: number): Promise<ActivityRow> {
  const [row] = await db.select().from(activities).where(eq(activities.id, activityId)).limit(1);
  if (!row) throw notFound(Msg.activityNotFound);
  return row;
}

/** The caller as a submitter, or undefined when anonymous (an unknown or expired temp token is anonymous too). */
export async function findSubmitter(
  db: Db,
  auth: AuthContext | undefined,
  req: FastifyRequest,
  now: Date,
): Promise<Submitter | undefined> {
  if (auth && (auth.area === 'teacher' || auth.area === 'parent')) {
    const u = await findUserWithSchool(db, auth.subjectId);
    return u && { kind: auth.area, id: auth.subjectId, ...u };
  }
  const temp = header(req, 'temptoken');
  if (!temp) return undefined;
  const [s] = await db
    .select()
    .from(activitySubmitters)
    .where(and(eq(activitySubmitters.tokenHash, hashToken(temp)), gt(activitySubmitters.expiresAt, now)))
    .limit(1);
  if (!s) return undefined;
  return { kind: 'h5', id: s.id, name: s.name, schoolName: s.schoolName, region: '', activityId: s.activityId };
}

/** The caller as a submitter; anonymous callers get code 901. */
export async function requireSubmitter(db: Db, auth: AuthContext | undefined, req: FastifyRequest, now: Date) {
  const who = await findSubmitter(db, auth, req, now);
  if (!who) throw new BizError(Code.TOKEN_EXPIRED, Msg.activityNeedSubmitter);
  return who;
}

export async function findRegistration(db: Db, activityId: number, who: Submitter) {
  const [row] = await db
    .select()
    .from(activityRegistrations)
    .where(
      and(
        eq(activityRegistrations.activityId, activityId),
        eq(activityRegistrations.submitterKind, who.kind),
        eq(activityRegistrations.submitterId, who.id),
      ),
    )
    .limit(1);
  return row;
}

export type ExpertRow = typeof activityExperts.$inferSelect;

/**
 * The reviewer of this activity: an invitation token (code 901 when unknown, expired or revoked; 403 for another
 * activity) or an expert account assigned to it (403 otherwise).
 */
export async function requireExpert(
  db: Db,
  auth: AuthContext | undefined,
  req: FastifyRequest,
  activityId: number,
  now: Date,
): Promise<ExpertRow> {
  const token = header(req, 'experttoken');
  if (token) {
    const [row] = await db
      .select()
      .from(activityExperts)
      .where(eq(activityExperts.tokenHash, hashToken(token)))
      .limit(1);
    const live = row && !row.revokedAt && row.expiresAt && row.expiresAt.getTime() > now.getTime();
    if (!row || !live) throw new BizError(Code.TOKEN_EXPIRED, Msg.expertTokenInvalid);
    if (row.activityId !== activityId) throw new BizError(Code.FORBIDDEN, Msg.expertNotAssigned);
    return row;
  }
  if (auth?.area === 'expert') {
    const [row] = await db
      .select()
      .from(activityExperts)
      .where(and(eq(activityExperts.activityId, activityId), eq(activityExperts.staffId, auth.subjectId)))
      .limit(1);
    if (!row || row.revokedAt) throw new BizError(Code.FORBIDDEN, Msg.expertNotAssigned);
    return row;
  }
  throw new BizError(Code.TOKEN_EXPIRED, Msg.expertTokenInvalid);
}
