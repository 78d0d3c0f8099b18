import type { RoleArea } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { KvStore } from './kv';
import { LIMITS } from './limits';
import { tooManyRequests } from './rate-limit';

/**
 * Each user's daily upload quota, kept in the shared store: files (each authorization and each avatar) and stored
 * bytes. A reservation is taken atomically before the work and given back when it is refused or fails, so parallel
 * uploads cannot overshoot.
 */
export interface UploadOwner {
  /** A role area, or 'h5' for an activity's H5 submitter (no account: activity_submitters.id). */
  area: RoleArea | 'h5';
  id: number;
}

const key = (kind: 'files' | 'bytes', owner: UploadOwner) => `rl:upload:${kind}:${owner.area}:${owner.id}`;

async function reserve(kv: KvStore, k: string, amount: number, limit: number, message: string) {
  const { window } = LIMITS.uploads;
  if ((await kv.incr(k, window, amount)) > limit) {
    await kv.incr(k, window, -amount);
    throw tooManyRequests(message);
  }
  return () => kv.incr(k, window, -amount).then(() => undefined);
}

/** Reserves `count` files of today's quota; the returned function gives them back. */
export const reserveFiles = (kv: KvStore, owner: UploadOwner, count: number) =>
  reserve(kv, key('files', owner), count, LIMITS.uploads.perUserFiles, Msg.uploadQuotaFiles);

/** Reserves `bytes` of today's quota; the returned function gives them back. */
export const reserveBytes = (kv: KvStore, owner: UploadOwner, bytes: number) =>
  reserve(kv, key('bytes', owner), bytes, LIMITS.uploads.perUserBytes, Msg.uploadQuotaBytes);

/** Runs `store` under a reservation of its bytes (and files), giving the reservation back if it fails. */
export async function withinQuota<T>(
  kv: KvStore,
  owner: UploadOwner,
  need: { files: number; bytes: number },
  store: () => Promise<T>,
): Promise<T> {
  const giveFiles = need.files ? await reserveFiles(kv, owner, need.files) : async () => undefined;
  let giveBytes: () => Promise<void>;
  try {
    giveBytes = await reserveBytes(kv, owner, need.bytes);
  } catch (err) {
    await giveFiles();
    throw err;
  }
  try {
    return await store();
  } catch (err) {
    await Promise.all([giveFiles(), giveBytes()]);
    throw err;
  }
}
