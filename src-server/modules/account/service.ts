import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { registerRequest, updateMobileRequest, updatePasswordRequest, UserRelation } from '@shared/api/auth';
import type { RoleArea, UserType } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import {
  checkConfirm,
  checkMobile,
  checkPassword,
  checkSmsCode,
  isEmail,
  isPhone,
  type Check,
} from '@shared/rules/validators';
import { userRelations, users } from '../../db/schema';
import { badRequest, forbidden, tokenExpired } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { consumeSmsCode } from '../../lib/sms-codes';
import { mobileTaken } from '../verify/service';
import { acceptedTypes, areaOfUserType } from '../user/service';

/** Runs the spec's field validators in form order; the first message found is the answer. */
function validate(...pairs: [Check, string][]) {
  for (const [check, value] of pairs) {
    const message = check(value);
    if (message) throw badRequest(message);
  }
}

/** Unique-index violations, as either driver reports them (Drizzle wraps the driver's error in `cause`). */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { code?: string }).code === '23505' || isUniqueViolation((err as { cause?: unknown }).cause));

/** A signed-in user's sessions end everywhere: both user areas (subject ids are user ids in both). */
export async function signOutEverywhere(app: FastifyInstance, userId: number) {
  for (const area of ['teacher', 'parent'] as const) await app.tokens.revokeAll(area, userId);
}

export async function register(app: FastifyInstance, req: z.output<typeof registerRequest>) {
  validate(
    [checkMobile, req.mobile],
    [checkSmsCode, req.code],
    [checkPassword, req.password],
    [checkConfirm(req.password), req.passwordCheck],
  );
  const types = acceptedTypes(req.userType);
  if (await mobileTaken(app, req.mobile, types)) throw badRequest(Msg.mobileRegistered);
  if (!(await consumeSmsCode(app.kv, 'RIGESTER', req.mobile, req.code))) throw badRequest(Msg.smsCodeInvalid);
  let id: number;
  try {
    const [row] = await app.db
      .insert(users)
      .values({
        mobile: req.mobile,
        passwordHash: await hashPassword(req.password),
        displayName: req.displayName ?? '',
        userType: req.userType,
        roles: [req.userType === 'PARENT' ? 'ROLE_PARENT' : 'ROLE_DEFAULT'],
      })
      .returning({ id: users.id });
    id = row!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(Msg.mobileRegistered);
    throw err;
  }
  return app.tokens.issue(areaOfUserType(req.userType), id);
}

/** The accounts a mobile-or-email names. A code goes to a mobile, so an e-mail resolves to its account's mobile. */
async function accountsOf(app: FastifyInstance, mobileOrEmail: string) {
  const byEmail = isEmail(mobileOrEmail);
  const first = await app.db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(byEmail ? eq(users.email, mobileOrEmail) : eq(users.mobile, mobileOrEmail))
    .limit(1);
  const mobile = first[0]?.mobile;
  if (!mobile) return { mobile: null, ids: [] as number[] };
  const all = await app.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return { mobile, ids: all.map((r) => r.id) };
}

/**
 * Password reset with a FORGET_PW code. The code proves the owner of the mobile, so every account on that mobile
 * (a teacher who is also a parent) gets the new password, and every session of them ends.
 */
export async function updatePassword(app: FastifyInstance, req: z.output<typeof updatePasswordRequest>) {
  const account = req.mobileOrEmail;
  if (!account) throw badRequest(Msg.mobileRequired);
  if (!isPhone(account) && !isEmail(account)) throw badRequest(Msg.mobileInvalid);
  validate(
    [checkSmsCode, req.code],
    [checkPassword, req.passwordNew],
    [checkConfirm(req.passwordNew), req.passwordCheck],
  );
  const { mobile, ids } = await accountsOf(app, account);
  // An unknown account gets the same answer as a wrong code: no code was ever sent to it.
  if (!mobile || !(await consumeSmsCode(app.kv, 'FORGET_PW', mobile, req.code))) throw badRequest(Msg.smsCodeInvalid);
  const passwordHash = await hashPassword(req.passwordNew);
  await app.db.update(users).set({ passwordHash, updatedAt: new Date() }).where(inArray(users.id, ids));
  for (const id of ids) await signOutEverywhere(app, id);
}

/** Moves the signed-in account to a new mobile, proven by a RIGESTER code sent to that new mobile. */
export async function updateMobile(app: FastifyInstance, userId: number, req: z.output<typeof updateMobileRequest>) {
  validate([checkMobile, req.mobileOrEmailNew], [checkSmsCode, req.code]);
  const [me] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!me) throw tokenExpired();
  const newMobile = req.mobileOrEmailNew;
  const types = acceptedTypes(me.userType as UserType);
  const [other] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, newMobile), inArray(users.userType, types), ne(users.id, userId)))
    .limit(1);
  if (other) throw badRequest(Msg.mobileTaken);
  if (!(await consumeSmsCode(app.kv, 'RIGESTER', newMobile, req.code))) throw badRequest(Msg.smsCodeInvalid);
  try {
    await app.db.update(users).set({ mobile: newMobile, updatedAt: new Date() }).where(eq(users.id, userId));
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(Msg.mobileTaken);
    throw err;
  }
  await signOutEverywhere(app, userId);
}

/** A new token for the same subject and area; the presented one is revoked. */
export async function refreshToken(
  app: FastifyInstance,
  auth: { area: RoleArea; subjectId: number; tokenHash: string },
) {
  const fresh = await app.tokens.issue(auth.area, auth.subjectId);
  await app.tokens.revoke(auth.tokenHash);
  return fresh;
}

export async function listRelations(
  app: FastifyInstance,
  userId: number,
  query: { parentUserId?: number; relationListType: 'WITH_MAIN' | 'ONLY_RELATION' },
): Promise<UserRelation[]> {
  if (query.parentUserId !== undefined && query.parentUserId !== userId) throw forbidden();
  const [me] = await app.db
    .select({ id: users.id, displayName: users.displayName, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!me) throw tokenExpired();
  const rows = await app.db
    .select({
      toUserId: userRelations.toUserId,
      stored: userRelations.toUserDisplayName,
      current: users.displayName,
      isRelation: userRelations.isRelation,
    })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.toUserId))
    .where(eq(userRelations.userId, userId))
    .orderBy(userRelations.id);
  const relations = rows.map((r) => ({
    toUserId: r.toUserId,
    toUserDisplayName: r.current || r.stored,
    isRelation: r.isRelation,
  }));
  if (query.relationListType === 'ONLY_RELATION') return relations;
  return [{ toUserId: me.id, toUserDisplayName: me.displayName || me.mobile, isRelation: false }, ...relations];
}
