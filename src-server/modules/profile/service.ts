import { Code } from '@shared/api/common';
import { NICKNAME_MAX_CHARS } from '@shared/api/profile';
import { charCount } from '@shared/rules/feedback';
import { Msg } from '@shared/rules/messages';
import { checkNickname } from '@shared/rules/validators';
import type { Db } from '../../db/client';
import { updateUser } from '../../db/repositories/users';
import { BizError } from '../../lib/errors';

/** Sets the signed-in user's display name; blank is refused with the spec's 请输入昵称. */
export async function updateNickname(db: Db, userId: number, displayName: string): Promise<string> {
  const name = displayName.trim();
  const problem = checkNickname(name);
  if (problem) throw new BizError(Code.BAD_REQUEST, problem);
  if (charCount(name) > NICKNAME_MAX_CHARS) throw new BizError(Code.BAD_REQUEST, Msg.nicknameTooLong);
  await updateUser(db, userId, { displayName: name });
  return name;
}

/** Points the user's avatar at a stored upload. */
export async function setAvatar(db: Db, userId: number, path: string) {
  await updateUser(db, userId, { avatar: path });
}
