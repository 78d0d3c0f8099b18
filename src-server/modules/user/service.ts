import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { RoleArea, UserType } from '@shared/api/common';
import { Code } from '@shared/api/common';
import type { LoginRequest, UserInfo } from '@shared/api/user';
import { Msg } from '@shared/rules/messages';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import { BizError, tokenExpired } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { consumeSmsCode } from '../../lib/sms-codes';

/** Parents sign in to the parent area; every other user type to the teacher area. */
export const areaOfUserType = (t: UserType): RoleArea => (t === 'PARENT' ? 'parent' : 'teacher');

/** Which stored user types a sign-in as `t` admits: the teacher side is ASSISTANT by default, TEACHER too. */
export const acceptedTypes = (t: UserType): UserType[] =>
  t === 'ASSISTANT' || t === 'TEACHER' ? ['ASSISTANT', 'TEACHER'] : [t];

export const loginFailed = () => new BizError(Code.BAD_REQUEST, Msg.loginFailed);

export async function findUserForLogin(db: Db, account: string, userType: UserType) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(or(eq(users.mobile, account), eq(users.email, account)), inArray(users.userType, acceptedTypes(userType))),
    )
    .limit(1);
  return row;
}

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

/** getUserInfo is the busiest signed-in read: its query is prepared once per database. */
const userInfoQuery = (db: Db) =>
  db
    .select({ user: users, school: { id: schools.id, name: schools.name } })
    .from(users)
    .leftJoin(schools, eq(users.schoolId, schools.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_info');
const prepared = new WeakMap<Db, ReturnType<typeof userInfoQuery>>();

export async function getUserInfo(db: Db, userId: number): Promise<UserInfo> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = userInfoQuery(db)));
  const [row] = await query.execute({ userId });
  if (!row) throw tokenExpired();
  const u = row.user;
  return {
    id: u.id,
    displayName: u.displayName,
    avatar: u.avatar,
    school: row.school?.id ? { id: row.school.id, name: row.school.name } : null,
    mobile: u.mobile,
    showCourseCenter: u.showCourseCenter,
    userType: u.userType as UserType,
    roles: u.roles,
    permissions: u.permissions,
  };
}
