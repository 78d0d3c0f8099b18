import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { registerRequest, updateMobileRequest, updatePasswordRequest, UserRelation } from '@shared/api/account';
import type { UserType } from '@shared/api/common';
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
import * as usersRepo from '../../db/repositories/users';
import { revokeAccountLinks } from '../../domain/account-links';
import { acceptCurrentAgreements } from '../../domain/agreements';
import { acceptedTypes, areaOfUserType } from '../../domain/accounts';
import { badRequest, forbidden, tokenExpired } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { smsCodeEntry } from '../../lib/rate-limit';
import { consumeSmsCode } from '../../lib/sms-codes';

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

/**
 * Registration. The SMS code is checked FIRST: a RIGESTER code is only ever sent to a free mobile, so a taken one
 * can never hold a valid code and gets the same code error as any wrong code; the answer tells nobody whether an
 * account exists. Wrong codes are throttled per client address. Only the owner of the mobile (a valid code) can
 * still meet 该手机号已注册, when the mobile was registered between the send and now.
 */
export async function register(app: FastifyInstance, req: z.output<typeof registerRequest>, address: string) {
  validate(
    [checkMobile, req.mobile],
    [checkSmsCode, req.code],
    [checkPassword, req.password],
    [checkConfirm(req.password), req.passwordCheck],
  );
  await smsCodeEntry(app.kv, address, async () => {
    if (!(await consumeSmsCode(app.kv, 'RIGESTER', req.mobile, req.code))) throw badRequest(Msg.smsCodeInvalid);
  });
  const types = acceptedTypes(req.userType);
  if (await usersRepo.mobileTaken(app.db, req.mobile, types)) throw badRequest(Msg.mobileRegistered);
  let id: number;
  try {
    id = await usersRepo.insertUser(app.db, {
      mobile: req.mobile,
      passwordHash: await hashPassword(req.password),
      displayName: req.displayName ?? '',
      userType: req.userType,
      roles: [req.userType === 'PARENT' ? 'ROLE_PARENT' : 'ROLE_DEFAULT'],
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(Msg.mobileRegistered);
    throw err;
  }
  // The register form names the current agreements beside its button (注册即表示您同意…): the account accepted them.
  await acceptCurrentAgreements(app.db, id);
  return app.tokens.issue(areaOfUserType(req.userType), id);
}

/** The accounts a mobile-or-email names. A code goes to a mobile, so an e-mail resolves to its account's mobile. */
const accountsOf = (app: FastifyInstance, mobileOrEmail: string) =>
  usersRepo.accountsOnMobileOf(app.db, mobileOrEmail, isEmail(mobileOrEmail));

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
  await usersRepo.updateUsers(app.db, ids, { passwordHash });
  for (const id of ids) {
    await signOutEverywhere(app, id);
    // Issue 28: the child tokens issued under the account and its calendar feed link end too.
    await revokeAccountLinks(app.db, app.kv, (hash) => app.tokens.revoke(hash), id);
  }
}

/**
 * Moves the signed-in account to a new mobile, proven by a RIGESTER code sent to that new mobile. The code is
 * checked first (like registration), so a taken mobile gets the code error and the answer reveals no account.
 */
export async function updateMobile(
  app: FastifyInstance,
  userId: number,
  req: z.output<typeof updateMobileRequest>,
  address: string,
) {
  validate([checkMobile, req.mobileOrEmailNew], [checkSmsCode, req.code]);
  const me = await usersRepo.findUserById(app.db, userId);
  if (!me) throw tokenExpired();
  const newMobile = req.mobileOrEmailNew;
  await smsCodeEntry(app.kv, address, async () => {
    if (!(await consumeSmsCode(app.kv, 'RIGESTER', newMobile, req.code))) throw badRequest(Msg.smsCodeInvalid);
  });
  const types = acceptedTypes(me.userType as UserType);
  if (await usersRepo.mobileTaken(app.db, newMobile, types, userId)) throw badRequest(Msg.mobileTaken);
  try {
    await usersRepo.updateUser(app.db, userId, { mobile: newMobile });
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(Msg.mobileTaken);
    throw err;
  }
  await signOutEverywhere(app, userId);
}

/** A new token for the same subject and area; the presented one is revoked. */
export async function listRelations(
  app: FastifyInstance,
  userId: number,
  query: { parentUserId?: number; relationListType: 'WITH_MAIN' | 'ONLY_RELATION' },
): Promise<UserRelation[]> {
  if (query.parentUserId !== undefined && query.parentUserId !== userId) throw forbidden();
  const me = await usersRepo.findUserById(app.db, userId);
  if (!me) throw tokenExpired();
  const rows = await usersRepo.relationsOf(app.db, userId);
  const relations = rows.map((r) => ({
    toUserId: r.toUserId,
    toUserDisplayName: r.current || r.stored,
    isRelation: r.isRelation,
  }));
  if (query.relationListType === 'ONLY_RELATION') return relations;
  return [{ toUserId: me.id, toUserDisplayName: me.displayName || me.mobile, isRelation: false }, ...relations];
}
