import { createHash, randomBytes } from 'node:crypto';
import type { SlideResult } from '@shared/api/verify';
import type { KvStore } from './kv';
import { LIMITS } from './limits';

/**
 * A passed slider or captcha is a one-time verification result {sessionId, sig, token, scene}: it lives 2 minutes
 * and is spent by one SMS send. Only the token's hash is stored. A captcha pass is bound to the mobile it was
 * checked with; a slider pass is not (the spec's slider runs before the mobile is final).
 */
interface PassRecord {
  sessionId: string;
  sig: string;
  scene: string;
  mobile: string | null;
}

const passKey = (token: string) => `verify:pass:${createHash('sha256').update(token).digest('hex')}`;

export async function issuePass(
  kv: KvStore,
  pass: { sessionId: string; sig: string; scene: string; mobile?: string },
): Promise<SlideResult> {
  const token = randomBytes(24).toString('base64url');
  const record: PassRecord = {
    sessionId: pass.sessionId,
    sig: pass.sig,
    scene: pass.scene,
    mobile: pass.mobile ?? null,
  };
  await kv.set(passKey(token), JSON.stringify(record), LIMITS.verifyTokenTtl);
  return { sessionId: pass.sessionId, sig: pass.sig, token, scene: pass.scene };
}

/** Spends a pass (whatever the outcome): true only when every field matches what was issued. */
export async function consumePass(kv: KvStore, given: SlideResult, mobile: string): Promise<boolean> {
  if (!given.token) return false;
  const raw = await kv.take(passKey(given.token));
  if (!raw) return false;
  const rec = JSON.parse(raw) as PassRecord;
  return (
    rec.sessionId === given.sessionId &&
    rec.sig === given.sig &&
    rec.scene === given.scene &&
    (rec.mobile === null || rec.mobile === mobile)
  );
}
