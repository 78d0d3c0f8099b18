import { z } from 'zod';

/** Data-centre admin: POST endpoints under /aicenter, authenticated with the Cms-Token header. */
export const DatacenterPaths = {
  /** Image code for the admin sign-in; data is a base64 JPEG, keyed by the client's yzmId. */
  getYzm: '/aicenter/user/getYzm',
  /** Spec: data-centre login (mobile, yzm); we also require the account's password. */
  login: '/aicenter/user/login',
  logout: '/aicenter/user/logout',
  info: '/aicenter/user/info',
} as const;

export const yzmRequest = z.object({ yzmId: z.string().min(8).max(64) });
export const adminLoginRequest = z.object({
  mobile: z.string().trim(),
  password: z.string().min(1).max(100),
  yzm: z.string().trim().min(1).max(10),
  yzmId: z.string().min(8).max(64),
});
export const adminInfo = z.object({
  id: z.number().int(),
  mobile: z.string(),
  displayName: z.string(),
  role: z.string(),
});
export type AdminInfo = z.infer<typeof adminInfo>;
