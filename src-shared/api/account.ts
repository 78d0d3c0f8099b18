import { z } from 'zod';
import { get, post } from './endpoint';
import { loginResponse, userTypeSchema } from './user';

/**
 * The account of a teacher-side or parent user: registration, password reset, a new mobile, and the parent's
 * relations (their children). Sign-in and the session are `user.ts`; the SMS codes these calls spend, `verify.ts`.
 * Paths the spec leaves "not shown" are chosen here once.
 */
export const AccountPaths = {
  /** Not shown: POST registration by mobile, RIGESTER SMS code and password; answers a sign-in token. */
  register: '/api/v2/user/vt/register',
  /** Spec: POST password reset/change {mobileOrEmail, passwordNew, passwordCheck, code} with a FORGET_PW code. */
  updatePassword: '/api/v2/user/vt/updatePassword',
  /** Spec: POST {mobileOrEmailNew, code}, signed in (teacher or parent); code = RIGESTER code sent to the NEW mobile. */
  updateMobile: '/api/v2/user/updateMobileOrEmail',
  /** Not shown: GET user relations (parentUserId, relationListType WITH_MAIN), signed in (teacher or parent). */
  userRelations: '/api/v2/user/getUserRelations',
} as const;

/** Missing text fields read as empty so the spec's validator messages answer (密码不能为空, 验证码不能为空 ...). */
export const registerRequest = z.object({
  mobile: z.string().trim().max(50).default(''),
  code: z.string().trim().max(10).default(''),
  password: z.string().max(100).default(''),
  passwordCheck: z.string().max(100).default(''),
  displayName: z.string().trim().max(30).optional(),
  userType: userTypeSchema.default('ASSISTANT'),
});
export type RegisterRequest = z.input<typeof registerRequest>;
/** Answer of register: a sign-in token, as loginResponse (teacher area; parent area for PARENT). */

/** On success: message 修改成功, every token of the account (every area) is revoked. */
export const updatePasswordRequest = z.object({
  mobileOrEmail: z.string().trim().max(100).default(''),
  passwordNew: z.string().max(100).default(''),
  passwordCheck: z.string().max(100).default(''),
  code: z.string().trim().max(10).default(''),
});
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequest>;

/** On success: message 修改成功, every token of the account is revoked (the client logs out). */
export const updateMobileRequest = z.object({
  mobileOrEmailNew: z.string().trim().max(50).default(''),
  code: z.string().trim().max(10).default(''),
});
export type UpdateMobileRequest = z.input<typeof updateMobileRequest>;

/** parentUserId, when given, must be the signed-in user (anything else is refused with 403). */
export const userRelationsQuery = z.object({
  parentUserId: z.coerce.number().int().optional(),
  relationListType: z.enum(['WITH_MAIN', 'ONLY_RELATION']).default('WITH_MAIN'),
});
/** WITH_MAIN: the signed-in user first (isRelation false), then their relations (a parent's children). */
export const userRelation = z.object({
  toUserId: z.number().int(),
  toUserDisplayName: z.string(),
  isRelation: z.boolean(),
});
export type UserRelation = z.infer<typeof userRelation>;
export const userRelationList = z.array(userRelation);

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const AccountApi = {
  register: post(AccountPaths.register, { request: registerRequest, response: loginResponse, areas: [] }),
  updatePassword: post(AccountPaths.updatePassword, { request: updatePasswordRequest, response: z.null(), areas: [] }),
  updateMobile: post(AccountPaths.updateMobile, {
    request: updateMobileRequest,
    response: z.null(),
    areas: ['teacher', 'parent'],
  }),
  userRelations: get(AccountPaths.userRelations, {
    request: userRelationsQuery,
    response: userRelationList,
    areas: ['teacher', 'parent'],
  }),
} as const;
