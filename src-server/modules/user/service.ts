import type { UserType } from '@shared/api/common';
import { Code } from '@shared/api/common';
import type { LoginRequest, UserInfo } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../../db/client';
import * as usersRepo from '../../db/repositories/users';
import { BizError, tokenExpired } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { consumeSmsCode } from '../../lib/sms-codes';
import { acceptedTypes, areaOfUserType, loginFailed } from '../../domain/accounts';

export { acceptedTypes, areaOfUserType, loginFailed };

export const findUserForLogin = (db: Db, account: string, userType: UserType) =>
  usersRepo.findUserForLogin(db, account, acceptedTypes(userType));

/** Password sign-in. One message for a wrong password and an unknown account, and the same work for both. */
export async function checkPasswordLogin(
  db: Db,
  req: Required<Pick<LoginRequest, 'mobileOrEamil' | 'userType'>> & { password: string },
) {
  const user = await findUserForLogin(db, req.mobileOrEamil, req.userType);
  const good = await verifyPassword(req.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !user.passwordHash || !good) throw loginFailed();
  return user;
}

/** SMS-code sign-in: the FORGET_PW code sent to the account's mobile (an e-mail account signs in by its mobile). */
export async function checkCodeLogin(
  app: FastifyInstance,
  req: Required<Pick<LoginRequest, 'mobileOrEamil' | 'userType'>> & { authCode: string },
) {
  const user = await findUserForLogin(app.db, req.mobileOrEamil, req.userType);
  if (!user || !(await consumeSmsCode(app.kv, 'FORGET_PW', user.mobile, req.authCode.trim()))) {
    throw new BizError(Code.BAD_REQUEST, Msg.smsCodeInvalid);
  }
  return user;
}

export async function getUserInfo(database: Database, userId: number): Promise<UserInfo> {
  const user = await usersRepo.findUserInfoRow(database, userId);
  if (!user) throw tokenExpired();
  return user;
}
