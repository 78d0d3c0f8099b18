import { z } from 'zod';
import { USER_TYPES } from './common';
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
  /** Not shown in the spec: expert, publisher and author sign-in. */
  expertLogin: '/api/v2/expert/vt/login',
  publisherLogin: '/api/v2/publisher/vt/login',
  authorLogin: '/api/v2/author/vt/login',
  expertLogout: '/api/v2/expert/logout',
  publisherLogout: '/api/v2/publisher/logout',
  authorLogout: '/api/v2/author/logout',
  expertInfo: '/api/v2/expert/getInfo',
  publisherInfo: '/api/v2/publisher/getInfo',
  authorInfo: '/api/v2/author/getInfo',
} as const;

export const userTypeSchema = z.enum(USER_TYPES);

export const loginRequest = z.object({
  mobileOrEamil: z.string().trim().min(1).max(100),
  password: z.string().max(100).optional(),
  authCode: z.string().max(10).optional(),
  userType: userTypeSchema.default('ASSISTANT'),
  loginType: z.enum(['PASSWORD', 'code']).default('PASSWORD'),
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

/** Expert, publisher and author sign in with an account name and password. */
export const staffLoginRequest = z.object({
  account: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(100),
});

export const staffInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  displayName: z.string(),
  kind: z.enum(['expert', 'publisher', 'author', 'admin']),
  publisherId: z.number().int().nullable(),
});
export type StaffInfo = z.infer<typeof staffInfo>;

const staff = <K extends 'expert' | 'publisher' | 'author'>(
  kind: K,
  login: `/${string}`,
  logout: `/${string}`,
  info: `/${string}`,
) => ({
  login: post(login, { request: staffLoginRequest, response: loginResponse, areas: [] }),
  logout: post(logout, { response: z.null(), areas: [kind] }),
  info: get(info, { response: staffInfo, areas: [kind] }),
});
const expert = staff('expert', UserPaths.expertLogin, UserPaths.expertLogout, UserPaths.expertInfo);
const publisher = staff('publisher', UserPaths.publisherLogin, UserPaths.publisherLogout, UserPaths.publisherInfo);
const author = staff('author', UserPaths.authorLogin, UserPaths.authorLogout, UserPaths.authorInfo);

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
  expertLogin: expert.login,
  expertLogout: expert.logout,
  expertInfo: expert.info,
  publisherLogin: publisher.login,
  publisherLogout: publisher.logout,
  publisherInfo: publisher.info,
  authorLogin: author.login,
  authorLogout: author.logout,
  authorInfo: author.info,
} as const;
