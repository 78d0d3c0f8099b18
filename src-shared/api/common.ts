import { z } from 'zod';

/**
 * The response envelope of spec section 7/8. HTTP status stays 200 for business errors; `code` carries them.
 */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), message: z.string(), data });

export type Envelope<T> = { code: number; message: string; data: T };

/** Business codes (spec section 8) plus the ones this server adds for transport-level answers. */
export const Code = {
  OK: 200,
  /** Malformed or invalid request input. */
  BAD_REQUEST: 400,
  /** Signed in but not allowed to touch that resource. */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** Too many attempts (login, SMS). */
  TOO_MANY: 429,
  /**
   * A passed slider or captcha must come with the request: a password sign-in from an address with many recent
   * failures (a school behind one NAT address) is asked to verify instead of being locked out.
   */
  VERIFY_REQUIRED: 428,
  SERVER_ERROR: 500,
  /**
   * Too busy right now: the request was not run (shed before it started, HTTP 503; or a sign-in refused uncounted
   * while its address's sign-ins are still being checked). Safe to send again: the web client does, after a pause.
   */
  BUSY: 503,
  /** Silent business refusal (spec: 635 is silent). */
  SILENT: 635,
  /** Toasted only outside parent, h5 and community areas. */
  SOFT_602: 602,
  SOFT_911: 911,
  /** Token missing, expired, revoked or for another area: the client logs out. */
  TOKEN_EXPIRED: 901,
  /** Course quota used up (add course to class). */
  QUOTA: 910,
} as const;

/**
 * Spec "verification result" of a passed slider (or image captcha: sig 'captcha'): one-time, spent by an SMS send
 * (verify.ts) or by a password sign-in from a busy address (user.ts).
 */
export const slideResult = z.object({ sessionId: z.string(), sig: z.string(), token: z.string(), scene: z.string() });
export type SlideResult = z.infer<typeof slideResult>;

/** Role areas: each has its own token store on the client and its own login page. */
export const ROLE_AREAS = ['teacher', 'parent', 'datacenter', 'expert', 'publisher', 'author'] as const;
export type RoleArea = (typeof ROLE_AREAS)[number];

export const USER_TYPES = ['ASSISTANT', 'TEACHER', 'STUDENT', 'PARENT'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Request header names (spec section 7). */
export const Header = {
  AUTHORIZATION: 'authorization',
  CMS_TOKEN: 'cms-token',
  TEMP_TOKEN: 'temptoken',
  CHANNEL: 'channel',
  APP: 'app',
  APP_TYPE: 'apptype',
  APP_VERSION: 'appversion',
} as const;

/** A page of results, used by list endpoints. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });
