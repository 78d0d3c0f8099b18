import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * Screen casting (issue 15; spec 2 `/h5/ScreenCasting`; paths not shown, chosen under /api/v2/comm): a phone shows
 * its photos on the classroom screen. The classroom screen (a teacher) opens a cast and shows its short code; a
 * phone signed in through H5 (parent token) enters the code and sends pictures, uploaded first through the signed
 * upload path (files.ts, images only). The screen receives them in real time as server-sent events from `stream`
 * (text/event-stream, one `cast` event per picture, `closed` when the cast ends) — every server of a deployment
 * sees the same casts, since they live in the shared store (Redis or the database). A cast is scoped to its code
 * and expires after two hours (or when the teacher closes it). The teacher may also cast from their own phone, signed
 * in to the teacher area there: `check` and `send` take the cast's own teacher too (any other teacher-area account is
 * answered as for a wrong code).
 */
export const ScreenCastPaths = {
  /** POST → CastSession: a new cast with a fresh 6-digit code. Teacher. */
  create: '/api/v2/comm/screenCast/create',
  /** POST {code} → null: ends the cast (the phones' sends are refused from then on). Teacher, own cast. */
  close: '/api/v2/comm/screenCast/close',
  /** GET ?code → CastCheck: whether the code is open (the phone checks it before choosing photos). Parent, or the cast's teacher. */
  check: '/api/v2/comm/screenCast/check',
  /** POST {code, url} → CastItem: shows one uploaded picture on the screen. Parent, or the cast's teacher; throttled. */
  send: '/api/v2/comm/screenCast/send',
  /**
   * GET ?code&after → text/event-stream (not the envelope). Teacher, own cast. Sends every picture after `after`
   * (`event: cast`, data CastItem), then each new one as it arrives, a comment every 15 s, and `event: closed`.
   */
  stream: '/api/v2/comm/screenCast/stream',
} as const;

export const CAST_CODE = /^\d{6}$/;
/** Hours a cast stays open. */
export const CAST_HOURS = 2;

const code = z.string().trim().regex(CAST_CODE);
export const castCodeRequest = z.object({ code });
export const castStreamQuery = z.object({ code, after: z.coerce.number().int().min(0).max(10_000).default(0) });

export const castSession = z.object({ code: z.string(), expiresAt: z.string() });
export type CastSession = z.infer<typeof castSession>;
export const castCheck = z.object({ code: z.string(), expiresAt: z.string(), teacherName: z.string() });
export const castSendRequest = z.object({ code, url: z.string().min(1).max(500) });
export const castItem = z.object({
  /** 1, 2, 3 … in the order the screen received them. */
  seq: z.number().int(),
  url: z.string(),
  senderName: z.string(),
  sentAt: z.string(),
});
export type CastItem = z.infer<typeof castItem>;

export const ScreenCastApi = {
  create: post(ScreenCastPaths.create, { response: castSession, areas: ['teacher'] }),
  close: post(ScreenCastPaths.close, { request: castCodeRequest, response: z.null(), areas: ['teacher'] }),
  check: get(ScreenCastPaths.check, { request: castCodeRequest, response: castCheck, areas: ['parent', 'teacher'] }),
  send: post(ScreenCastPaths.send, { request: castSendRequest, response: castItem, areas: ['parent', 'teacher'] }),
} as const;
