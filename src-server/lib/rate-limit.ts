import type { RoleArea } from '@shared/api/common';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { BizError } from './errors';
import type { KvStore } from './kv';
import { LIMITS } from './limits';

export const tooManyLogins = () => new BizError(Code.TOO_MANY, Msg.loginTooMany);
export const tooManyRequests = (message: string = Msg.tooManyRequests) => new BizError(Code.TOO_MANY, message);

/** Counts one hit in a fixed window; true while the count is within `limit`. */
export async function hit(kv: KvStore, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return (await kv.incr(key, windowSeconds)) <= limit;
}

export interface LoginAttempt {
  /** The sign-in worked: the account's failures are forgiven and this attempt leaves the address's count. */
  succeeded(): Promise<void>;
}

/**
 * Sign-in throttling shared by every login (users, staff, data-centre admin). An attempt is counted BEFORE the
 * password is checked, so a burst of parallel guesses cannot slip past the limit; a success then takes its count
 * back. Anything else (wrong password, wrong code, refused) stays counted as a failure.
 */
export async function beginLogin(kv: KvStore, area: RoleArea, account: string, address: string): Promise<LoginAttempt> {
  const { window, perAccount, perAddress } = LIMITS.login;
  const accountKey = `rl:login:acct:${area}:${account.trim().toLowerCase()}`;
  const addressKey = `rl:login:addr:${address}`;
  const [byAccount, byAddress] = await Promise.all([kv.incr(accountKey, window), kv.incr(addressKey, window)]);
  if (byAccount > perAccount || byAddress > perAddress) throw tooManyLogins();
  return {
    succeeded: async () => {
      await Promise.all([kv.del(accountKey), kv.incr(addressKey, window, -1)]);
    },
  };
}

/** Runs a sign-in under the throttle: `fn` throwing counts as a failure. */
export async function throttledLogin<T>(
  kv: KvStore,
  who: { area: RoleArea; account: string; address: string },
  fn: () => Promise<T>,
): Promise<T> {
  const attempt = await beginLogin(kv, who.area, who.account, who.address);
  const result = await fn();
  await attempt.succeeded();
  return result;
}
