import { z } from 'zod';
import { slideResult, USER_TYPES } from './common';
import { get, post } from './endpoint';

/**
 * Accounts and sessions. Paths the spec leaves "not shown" are chosen here once, in the same namespace and style.
 */
export const UserPaths = {
  /** Spec: GET with a query; our own client POSTs a body so that passwords stay out of URLs. */
  login: '/api/v2/user/vt/login',
  userInfo: '/api/v2/user/getUserInfo',
  /** Not shown in the spec. */
  logout: '/api/v2/user/logout',
  /** Not shown in the spec. */
  refreshToken: '/api/v2/user/refreshToken',
} as const;

export const userTypeSchema = z.enum(USER_TYPES);

export const loginRequest = z.object({
  mobileOrEamil: z.string().trim().min(1).max(100),
  password: z.string().max(100).optional(),
  authCode: z.string().max(10).optional(),
  userType: userTypeSchema.default('ASSISTANT'),
  loginType: z.enum(['PASSWORD', 'code']).default('PASSWORD'),
  /**
   * A passed slider or captcha (verify.ts; a captcha pass checked for this account's mobile), spent by this attempt.
   * Needed only when the answer was Code.VERIFY_REQUIRED: a password sign-in from an address past
   * `LIMITS.login.verifyAfter` failures. Not available on the spec's GET form.
   */
  verification: slideResult.optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const loginResponse = z.object({ access_token: z.string(), expires_in: z.number().int() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const schoolRef = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const userInfoQuery = z.object({ userType: userTypeSchema.default('ASSISTANT') });

export const userInfo = z.object({
  id: z.number().int(),
  displayName: z.string(),
  avatar: z.string(),
  school: schoolRef,
  mobile: z.string(),
  showCourseCenter: z.boolean(),
  userType: userTypeSchema,
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfo>;

/**
 * One descriptor per endpoint (docs/architecture.md, rule 8). Sign-in is served on POST (our client: the password stays out of URLs)
 * and on GET with a query (the spec's clients).
 */
export const UserApi = {
  login: post(UserPaths.login, { request: loginRequest, response: loginResponse, areas: [] }),
  loginGet: get(UserPaths.login, { request: loginRequest, response: loginResponse, areas: [] }),
  userInfo: get(UserPaths.userInfo, { request: userInfoQuery, response: userInfo, areas: ['teacher', 'parent'] }),
  logout: post(UserPaths.logout, { response: z.null(), areas: ['teacher', 'parent'] }),
  refreshToken: post(UserPaths.refreshToken, { response: loginResponse, areas: ['teacher', 'parent'] }),
} as const;
