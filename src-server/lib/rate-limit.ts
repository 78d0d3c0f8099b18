import type { RoleArea } from '@shared/api/common';
import { Code } from '@shared/api/common';
import type { SlideResult } from '@shared/api/verify';
import { Msg } from '@shared/rules/messages';
import { BizError } from './errors';
import type { KvStore } from './kv';
import { LIMITS } from './limits';
import { consumePass } from './verification';

export const tooManyLogins = () => new BizError(Code.TOO_MANY, Msg.loginTooMany);
export const verifyRequired = (message: string = Msg.verifyRequired) => new BizError(Code.VERIFY_REQUIRED, message);
export const tooManyRequests = (message: string = Msg.tooManyRequests) => new BizError(Code.TOO_MANY, message);

/** Counts one hit in a fixed window; true while the count is within `limit`. */
export async function hit(kv: KvStore, key: string, limit: number, windowSeconds: number): Promise<boolean> {
  return (await kv.incr(key, windowSeconds)) <= limit;
}

export interface LoginAttempt {
  /** The sign-in worked: the account's failures are forgiven and this attempt leaves the address's count. */
  succeeded(): Promise<void>;
  /** The sign-in failed (wrong password, refused): one more failure of the address towards the check. */
  failed(): Promise<void>;
}

/**
 * A sign-in that may escalate to a check (password sign-ins of teachers, pupils and parents): past
 * `LIMITS.login.verifyAfter` failures from its address it must bring `pass`, a passed slider or captcha (for a
 * captcha, checked for `account`), which it spends; with a pass the address's hard limit does not apply to it.
 */
export interface LoginEscalation {
  pass?: SlideResult;
}

/**
 * Sign-in throttling shared by every login (users, staff, data-centre admin). An attempt is counted BEFORE the
 * password is checked, so a burst of parallel guesses cannot slip past the limit; a success then takes its count
 * back. Anything else (wrong password, wrong code, refused) stays counted as a failure. An attempt asked to verify
 * first (Code.VERIFY_REQUIRED) is not counted: nothing was tried.
 *
 * The escalation to a check reads the address's failures only (`failed()`), never the attempts in flight: at a lesson
 * start a school's sign-ins from one NAT address wait on password hashing together, and with 30 of them in flight
 * every further right password was asked to verify (issue 27, found by the lesson-start storm of `npm run bench`).
 */
export async function beginLogin(
  kv: KvStore,
  area: RoleArea,
  account: string,
  address: string,
  escalation?: LoginEscalation,
): Promise<LoginAttempt> {
  const { window, perAccount, perAddress, verifyAfter } = LIMITS.login;
  const accountKey = `rl:login:acct:${area}:${account.trim().toLowerCase()}`;
  const addressKey = `rl:login:addr:${address}`;
  const failuresKey = `rl:login:fail:${address}`;
  let verified = false;
  if (escalation && (await kv.incr(failuresKey, window, 0)) >= verifyAfter) {
    if (!escalation.pass) throw verifyRequired();
    if (!(await consumePass(kv, escalation.pass, account.trim()))) throw verifyRequired(Msg.slideFailed);
    verified = true;
  }
  const [byAccount, byAddress] = await Promise.all([kv.incr(accountKey, window), kv.incr(addressKey, window)]);
  if (byAccount > perAccount) throw tooManyLogins();
  if (!verified && byAddress > perAddress) {
    // Past the address's limit because of its sign-ins in flight, not its failures: a school's lesson start on a
    // server that cannot hash passwords as fast as they come. Busy, try again (uncounted), never a lock-out.
    if ((await kv.incr(failuresKey, window, 0)) < perAddress) {
      await Promise.all([kv.incr(accountKey, window, -1), kv.incr(addressKey, window, -1)]);
      throw new BizError(Code.BUSY, Msg.busy);
    }
    throw tooManyLogins();
  }
  return {
    succeeded: async () => {
      await Promise.all([kv.del(accountKey), kv.incr(addressKey, window, -1)]);
    },
    failed: async () => {
      await kv.incr(failuresKey, window);
    },
  };
}

/** Runs a sign-in under the throttle: `fn` throwing counts as a failure. */
export async function throttledLogin<T>(
  kv: KvStore,
  who: { area: RoleArea; account: string; address: string },
  fn: () => Promise<T>,
  escalation?: LoginEscalation,
): Promise<T> {
  const attempt = await beginLogin(kv, who.area, who.account, who.address, escalation);
  let result: T;
  try {
    result = await fn();
  } catch (error) {
    await attempt.failed();
    throw error;
  }
  await attempt.succeeded();
  return result;
}

/** Who is guessing: the signed-in account (area and id) and the client address. */
export interface Guesser {
  area: RoleArea;
  subjectId: number;
  address: string;
}

/**
 * Runs a look-up or redeem of a school activation or redeem code under the guessing limit. The attempt is counted
 * BEFORE the code is checked (a parallel burst cannot slip past), and taken back unless `missed` says the code was
 * wrong: honest work with a right code never uses the budget up. Past the limit every code call answers 429, even
 * with a right code, so a guesser learns nothing more.
 */
export async function throttledGuess<T>(
  kv: KvStore,
  who: Guesser,
  fn: () => Promise<T>,
  missed: (outcome: { value?: T; error?: unknown }) => boolean,
): Promise<T> {
  const { window, perAccount, perAddress } = LIMITS.codeGuess;
  const accountKey = `rl:guess:acct:${who.area}:${who.subjectId}`;
  const addressKey = `rl:guess:addr:${who.address}`;
  const [byAccount, byAddress] = await Promise.all([kv.incr(accountKey, window), kv.incr(addressKey, window)]);
  const forgive = () => Promise.all([kv.incr(accountKey, window, -1), kv.incr(addressKey, window, -1)]);
  if (byAccount > perAccount || byAddress > perAddress) {
    await forgive();
    throw tooManyRequests(Msg.codeGuessTooMany);
  }
  let value: T;
  try {
    value = await fn();
  } catch (error) {
    if (!missed({ error })) await forgive();
    throw error;
  }
  if (!missed({ value })) await forgive();
  return value;
}

/**
 * Counts one entry of an SMS code that turned out wrong, per client address; refuses once the address is past the
 * limit (checked before the code, so a refused caller spends no code tries).
 */
export async function smsCodeEntry<T>(kv: KvStore, address: string, fn: () => Promise<T>): Promise<T> {
  const { window, perAddress } = LIMITS.smsCodeEntry;
  const key = `rl:smscode:addr:${address}`;
  if ((await kv.incr(key, window)) > perAddress) {
    await kv.incr(key, window, -1);
    throw tooManyRequests(Msg.smsCodeTooMany);
  }
  try {
    const value = await fn();
    await kv.incr(key, window, -1);
    return value;
  } catch (error) {
    if (!(error instanceof BizError && error.message === Msg.smsCodeInvalid)) await kv.incr(key, window, -1);
    throw error;
  }
}
