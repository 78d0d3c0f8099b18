import { randomBytes } from 'node:crypto';
import { type SlideChallenge, SLIDER, type SlideResult } from '@shared/api/verify';
import type { KvStore } from './kv';
import { LIMITS } from './limits';
import { issuePass } from './verification';

/** The rules of a plausible human drag (documented beside slideVerifyRequest in src-shared/api/verify.ts). */
export const TRAIL_RULES = {
  minPoints: 10,
  minDurationMs: 150,
  maxDurationMs: 60_000,
  startTolerancePx: 10,
  endTolerancePx: 6,
  /** The widest single step, as a share of the track. */
  maxStepShare: 1 / 3,
} as const;

export type TrailVerdict = { ok: true } | { ok: false; reason: string };

/**
 * Judges a drag trail [ms since press, x]. Not proof of a human (a client can forge any trail), but it turns away
 * the cheap script: an instant jump, a handful of synthetic events, or a drag that stops short of the end.
 */
export function judgeTrail(trail: readonly (readonly [number, number])[], width: number): TrailVerdict {
  const r = TRAIL_RULES;
  if (trail.length < r.minPoints) return { ok: false, reason: 'too few points' };
  for (let i = 1; i < trail.length; i++) {
    const [t, x] = trail[i]!;
    const [pt, px] = trail[i - 1]!;
    if (t < pt) return { ok: false, reason: 'time goes back' };
    if (Math.abs(x - px) > width * r.maxStepShare) return { ok: false, reason: 'jump' };
  }
  const [t0, x0] = trail[0]!;
  const [tn, xn] = trail[trail.length - 1]!;
  if (t0 < 0) return { ok: false, reason: 'negative time' };
  const duration = tn - t0;
  if (duration < r.minDurationMs) return { ok: false, reason: 'too fast' };
  if (duration > r.maxDurationMs) return { ok: false, reason: 'too slow' };
  if (Math.abs(x0) > r.startTolerancePx) return { ok: false, reason: 'does not start at 0' };
  if (Math.abs(xn - width) > r.endTolerancePx) return { ok: false, reason: 'does not reach the end' };
  return { ok: true };
}

const challengeKey = (sessionId: string) => `slide:ch:${sessionId}`;

export async function issueChallenge(kv: KvStore): Promise<SlideChallenge> {
  const sessionId = randomBytes(16).toString('base64url');
  await kv.set(challengeKey(sessionId), JSON.stringify({ width: SLIDER.width }), LIMITS.slider.challengeTtl);
  return { sessionId, width: SLIDER.width, scene: SLIDER.scene, expiresIn: LIMITS.slider.challengeTtl };
}

/** One verify per challenge: the challenge is taken first, so a second try (or a replay) finds nothing. */
export async function verifyChallenge(
  kv: KvStore,
  sessionId: string,
  trail: readonly (readonly [number, number])[],
): Promise<SlideResult | null> {
  const raw = await kv.take(challengeKey(sessionId));
  if (!raw) return null;
  const { width } = JSON.parse(raw) as { width: number };
  if (!judgeTrail(trail, width).ok) return null;
  return issuePass(kv, { sessionId, sig: randomBytes(12).toString('hex'), scene: SLIDER.scene });
}
