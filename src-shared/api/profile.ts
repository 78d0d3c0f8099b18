import { z } from 'zod';
import { userTypeSchema } from './user';
import { post } from './endpoint';
import { uploadResult } from './files';

/**
 * The profile popover's nickname and avatar (spec sections 2, 3 and 5); mobile and password changes belong to the
 * verification area.
 */
export const ProfilePaths = {
  /** Spec path. POST {userType: 'STUDENT', displayName} (teacher or parent token) → {displayName}, 修改成功. */
  updateUserInfo: '/api/v2/user/updateUserInfo',
  /** Spec path. POST multipart, one image in field `file` (under 10MB) → UploadResult, message 修改成功. */
  avatar: '/api/v1/students/avatar',
} as const;

export const NICKNAME_MAX_CHARS = 20;

/**
 * The spec's shape: clients send userType 'STUDENT' whatever the account is; the server changes the signed-in
 * user only. An empty (or blank) displayName is refused with 请输入昵称, a longer one than 20 with Msg.nicknameTooLong.
 */
export const updateUserInfoRequest = z.object({
  userType: userTypeSchema.optional(),
  displayName: z.string().max(1_000).default(''),
});
export type UpdateUserInfoRequest = z.input<typeof updateUserInfoRequest>;
export const updateUserInfoResponse = z.object({ displayName: z.string() });

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const ProfileApi = {
  updateUserInfo: post(ProfilePaths.updateUserInfo, {
    request: updateUserInfoRequest,
    response: updateUserInfoResponse,
    areas: ['teacher', 'parent'],
  }),
  avatar: post(ProfilePaths.avatar, { response: uploadResult, areas: ['teacher', 'parent'], body: 'multipart' }),
} as const;
