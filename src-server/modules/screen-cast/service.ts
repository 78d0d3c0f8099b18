import { randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { CastItem, CastSession } from '@shared/api/screen-cast';
import { CAST_HOURS } from '@shared/api/screen-cast';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import type { Config } from '../../config';
import { keyFromUrl, ownsImages, filePath } from '../../domain/uploads';
import type { KvStore } from '../../lib/kv';
import { BizError, forbidden, notFound } from '../../lib/errors';
import { hit, tooManyRequests } from '../../lib/rate-limit';

/**
 * Casts live in the shared store (kv), so any server of a deployment can take a phone's picture and any can stream
 * it to the screen: `cast:s:{code}` the session, `cast:n:{code}` the count, `cast:i:{code}:{n}` each picture. A
 * process also wakes its own streams at once through `casts` (others notice within a poll).
 */
const TTL = CAST_HOURS * 3600;
/** Pictures a cast takes in all, and a phone may send a minute. */
export const CAST_LIMITS = { perCast: 200, perSenderMinute: 20, wrongCodesPerWindow: 10, window: 10 * 60 } as const;

interface Stored {
  teacherId: number;
  expiresAt: string;
}

export const casts = new EventEmitter().setMaxListeners(0);

const sessionKey = (code: string) => `cast:s:${code}`;
const countKey = (code: string) => `cast:n:${code}`;
const itemKey = (code: string, n: number) => `cast:i:${code}:${n}`;
const secondsLeft = (s: Stored) => Math.max(1, (Date.parse(s.expiresAt) - Date.now()) / 1000);

export async function readCast(kv: KvStore, code: string): Promise<Stored | null> {
  const raw = await kv.get(sessionKey(code));
  return raw ? (JSON.parse(raw) as Stored) : null;
}

export async function createCast(kv: KvStore, teacherId: number): Promise<CastSession> {
  if (!(await hit(kv, `rl:cast:new:${teacherId}`, 30, 3600))) throw tooManyRequests();
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (await kv.get(sessionKey(code))) continue;
    const expiresAt = new Date(Date.now() + TTL * 1000).toISOString();
    await kv.set(sessionKey(code), JSON.stringify({ teacherId, expiresAt } satisfies Stored), TTL);
    return { code, expiresAt };
  }
}

/** The teacher's own open cast, or a refusal that says nothing about other teachers' codes. */
export async function ownCast(kv: KvStore, teacherId: number, code: string): Promise<Stored> {
  const cast = await readCast(kv, code);
  if (!cast) throw notFound(Msg.castCodeInvalid);
  if (cast.teacherId !== teacherId) throw forbidden();
  return cast;
}

export async function closeCast(kv: KvStore, teacherId: number, code: string) {
  await ownCast(kv, teacherId, code);
  await kv.del(sessionKey(code));
  casts.emit(code);
}

/**
 * Who sends from a phone: a parent signed in through H5, or the teacher of the cast on their own phone (teacher-area
 * token). Any other teacher-area account (another teacher, a pupil) is told the code is not open, as a wrong code.
 */
export interface CastSender {
  area: 'parent' | 'teacher';
  id: number;
  address: string;
}
const senderKey = (s: CastSender) => `${s.area === 'parent' ? 'p' : 't'}:${s.id}`;

/** A code a phone typed: open, or counted as a wrong guess (a guesser is stopped after a few). */
export async function phoneCast(kv: KvStore, sender: CastSender, code: string): Promise<Stored> {
  const cast = await readCast(kv, code);
  if (cast && (sender.area === 'parent' || cast.teacherId === sender.id)) return cast;
  const { wrongCodesPerWindow: limit, window } = CAST_LIMITS;
  const ok = await Promise.all([
    hit(kv, `rl:cast:guess:${senderKey(sender)}`, limit, window),
    hit(kv, `rl:cast:guess:a:${sender.address}`, limit * 5, window),
  ]);
  if (ok.includes(false)) throw tooManyRequests(Msg.codeGuessTooMany);
  throw notFound(Msg.castCodeInvalid);
}

export async function checkCast(db: Db, kv: KvStore, sender: CastSender, code: string) {
  const cast = await phoneCast(kv, sender, code);
  const names = await displayNames(db, [cast.teacherId]);
  return { code, expiresAt: cast.expiresAt, teacherName: names.get(cast.teacherId) ?? '' };
}

export async function sendToCast(
  db: Db,
  kv: KvStore,
  config: Config,
  sender: CastSender,
  input: { code: string; url: string },
): Promise<CastItem> {
  const cast = await phoneCast(kv, sender, input.code);
  if (!(await hit(kv, `rl:cast:send:${senderKey(sender)}`, CAST_LIMITS.perSenderMinute, 60))) throw tooManyRequests();
  const key = keyFromUrl(config, input.url);
  if (!key || !(await ownsImages(db, { area: sender.area, id: sender.id }, [key])))
    throw new BizError(Code.BAD_REQUEST, Msg.castImageInvalid);
  const seq = await kv.incr(countKey(input.code), secondsLeft(cast));
  if (seq > CAST_LIMITS.perCast) throw new BizError(Code.BAD_REQUEST, Msg.castFull);
  const names = await displayNames(db, [sender.id]);
  const item: CastItem = {
    seq,
    url: filePath(key),
    senderName: names.get(sender.id) ?? '',
    sentAt: new Date().toISOString(),
  };
  await kv.set(itemKey(input.code, seq), JSON.stringify(item), secondsLeft(cast));
  casts.emit(input.code);
  return item;
}

/** Pictures after `after`, in order (a picture whose key already expired is skipped). */
export async function castItemsAfter(kv: KvStore, code: string, after: number): Promise<CastItem[]> {
  const count = Number((await kv.get(countKey(code))) ?? 0);
  const items: CastItem[] = [];
  for (let n = after + 1; n <= Math.min(count, CAST_LIMITS.perCast); n++) {
    const raw = await kv.get(itemKey(code, n));
    if (raw) items.push(JSON.parse(raw) as CastItem);
  }
  return items;
}
