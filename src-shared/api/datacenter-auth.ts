import { z } from 'zod';
import { captchaImage } from './verify';
import { post } from './endpoint';
import { loginResponse } from './user';

/** Data-centre admin: POST endpoints under /aicenter, authenticated with the Cms-Token header. */
export const DatacenterPaths = {
  /** Image code for the admin sign-in; data is a base64 JPEG (as captchaImage), keyed by the client's yzmId. */
  getYzm: '/aicenter/user/getYzm',
  /**
   * Spec: data-centre login (mobile, yzm); we also require the account's password. Answers loginResponse for the
   * datacenter area. Every failure (wrong image code, wrong password) is code 500 with a message, which the spec's
   * client passes through silently; too many failures are code 429 (Msg.loginTooMany). The image code is single use.
   */
  login: '/aicenter/user/login',
  /** Cms-Token header; data null. */
  logout: '/aicenter/user/logout',
  /** Cms-Token header; data adminInfo. */
  info: '/aicenter/user/info',
} as const;

export const yzmRequest = z.object({ yzmId: z.string().min(8).max(64) });
export const adminLoginRequest = z.object({
  mobile: z.string().trim().min(1).max(50),
  password: z.string().min(1).max(100),
  yzm: z.string().trim().min(1).max(10),
  yzmId: z.string().min(8).max(64),
});
/** The role of an admin who runs the operations console (issue 16); every other data-centre admin is `admin`. */
export const OPERATOR_ROLE = 'OPERATOR';
export const adminInfo = z.object({
  id: z.number().int(),
  mobile: z.string(),
  displayName: z.string(),
  role: z.string(),
});
export type AdminInfo = z.infer<typeof adminInfo>;

/** One descriptor per endpoint (docs/architecture.md, rule 8). The admin token travels in the Cms-Token header. */
export const DatacenterApi = {
  getYzm: post(DatacenterPaths.getYzm, { request: yzmRequest, response: captchaImage, areas: [] }),
  login: post(DatacenterPaths.login, { request: adminLoginRequest, response: loginResponse, areas: [] }),
  logout: post(DatacenterPaths.logout, { response: z.null(), areas: ['datacenter'] }),
  info: post(DatacenterPaths.info, { response: adminInfo, areas: ['datacenter'] }),
} as const;
