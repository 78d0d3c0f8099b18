import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SmsCodeType } from '@shared/api/verify';
import type { KvStore } from './kv';
import { LIMITS } from './limits';
import type { SmsProvider } from './sms';

/**
 * SMS verification codes: 6 digits, stored only as a salted hash, 5 minutes, single use, dead after 5 wrong
 * entries. A new code for the same mobile and type replaces the old one.
 */
const codeKey = (type: SmsCodeType, mobile: string) => `sms:code:${type}:${mobile}`;
const triesKey = (type: SmsCodeType, mobile: string) => `sms:tries:${type}:${mobile}`;
const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

export async function issueSmsCode(kv: KvStore, sms: SmsProvider, type: SmsCodeType, mobile: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  await kv.del(triesKey(type, mobile));
  await kv.set(codeKey(type, mobile), `${salt}.${digest(salt, code).toString('hex')}`, LIMITS.sms.codeTtl);
  try {
    await sms.send({ mobile, code, type });
  } catch (err) {
    await kv.del(codeKey(type, mobile));
    throw err;
  }
}

/** True when `code` is the live code of that mobile and type; the code is then spent. */
export async function consumeSmsCode(kv: KvStore, type: SmsCodeType, mobile: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  // Counted before comparing, atomically: however many requests race, at most maxTries comparisons happen.
  const tries = await kv.incr(triesKey(type, mobile), LIMITS.sms.codeTtl);
  if (tries > LIMITS.sms.maxTries) {
    await kv.del(codeKey(type, mobile));
    return false;
  }
  const stored = await kv.get(codeKey(type, mobile));
  if (!stored) return false;
  const [salt = '', hex = ''] = stored.split('.');
  const expected = Buffer.from(hex, 'hex');
  const given = digest(salt, code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    if (tries >= LIMITS.sms.maxTries) await kv.del(codeKey(type, mobile));
    return false;
  }
  // Two right answers at once: only the one that takes the code wins.
  if ((await kv.take(codeKey(type, mobile))) !== stored) return false;
  await kv.del(triesKey(type, mobile));
  return true;
}
