import { z } from 'zod';
import { get, post } from './endpoint';
import { loginResponse } from './user';

/** Sign-in and session of the staff areas: experts, publishers and authors (not shown in the spec: chosen here once). */
export const StaffPaths = {
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
const expert = staff('expert', StaffPaths.expertLogin, StaffPaths.expertLogout, StaffPaths.expertInfo);
const publisher = staff('publisher', StaffPaths.publisherLogin, StaffPaths.publisherLogout, StaffPaths.publisherInfo);
const author = staff('author', StaffPaths.authorLogin, StaffPaths.authorLogout, StaffPaths.authorInfo);

/** One descriptor per endpoint (docs/architecture.md, rule 8). */
export const StaffApi = {
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
