import { Msg } from '@shared/rules/messages';
import type { KvStore } from '../../lib/kv';
import { tooManyRequests } from '../../lib/rate-limit';

/**
 * Open screen-cast streams, counted in the shared store so the caps hold across every server (issue 28): a stream
 * holds one of its account's slots and one of its cast's. A slot is a key claimed by the first `incr` (the value 1)
 * and kept alive by its holder; a server that dies leaves its slots to expire within a lease.
 */
export const STREAM_CAPS = { perAccount: 4, perCast: 8, leaseSeconds: 45, renewMs: 15_000 } as const;

export interface StreamSlots {
  release(): Promise<void>;
}

async function claim(kv: KvStore, prefix: string, count: number): Promise<string | null> {
  for (let i = 0; i < count; i++) {
    const key = `${prefix}:${i}`;
    if ((await kv.incr(key, STREAM_CAPS.leaseSeconds)) === 1) return key;
  }
  return null;
}

/** Takes a slot of the account and of the cast, or answers 429 when either is full (taking nothing). */
export async function claimStreamSlots(kv: KvStore, accountId: number, code: string): Promise<StreamSlots> {
  const account = await claim(kv, `cast:sa:${accountId}`, STREAM_CAPS.perAccount);
  if (!account) throw tooManyRequests(Msg.castStreamsTooMany);
  const cast = await claim(kv, `cast:sc:${code}`, STREAM_CAPS.perCast);
  if (!cast) {
    await kv.del(account);
    throw tooManyRequests(Msg.castStreamsTooMany);
  }
  const keys = [account, cast];
  const timer = setInterval(() => {
    for (const key of keys) void kv.set(key, '1', STREAM_CAPS.leaseSeconds).catch(() => undefined);
  }, STREAM_CAPS.renewMs);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      clearInterval(timer);
      await Promise.all(keys.map((k) => kv.del(k)));
    },
  };
}
