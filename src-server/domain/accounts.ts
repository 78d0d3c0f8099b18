import { Code, type RoleArea, type UserType } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { BizError } from '../lib/errors';

/** Parents sign in to the parent area; every other user type to the teacher area. */
export const areaOfUserType = (t: UserType): RoleArea => (t === 'PARENT' ? 'parent' : 'teacher');

/** Which stored user types a sign-in as `t` admits: the teacher side is ASSISTANT by default, TEACHER too. */
export const acceptedTypes = (t: UserType): UserType[] =>
  t === 'ASSISTANT' || t === 'TEACHER' ? ['ASSISTANT', 'TEACHER'] : [t];

/** Every failed sign-in answers the same, whether the account exists or not. */
export const loginFailed = () => new BizError(Code.BAD_REQUEST, Msg.loginFailed);
