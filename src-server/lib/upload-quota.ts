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
  /** The client's address: an anonymous owner's uploads also count against its address's quota. */
  address?: string;
}

const key = (kind: 'files' | 'bytes', owner: UploadOwner) => `rl:upload:${kind}:${owner.area}:${owner.id}`;
const addressKey = (kind: 'files' | 'bytes', address: string) => `rl:upload:${kind}:anonymous-address:${address}`;

/** H5 sign-ups need no verification, so a new temp token must not buy a new quota: anonymous owners share one. */
const anonymous = (owner: UploadOwner): owner is UploadOwner & { address: string } =>
  owner.area === 'h5' && Boolean(owner.address);

async function reserve(kv: KvStore, k: string, amount: number, limit: number, message: string) {
  const { window } = LIMITS.uploads;
  if ((await kv.incr(k, window, amount)) > limit) {
    await kv.incr(k, window, -amount);
    throw tooManyRequests(message);
  }
  return () => kv.incr(k, window, -amount).then(() => undefined);
}

/** Reserves under the owner's quota, then (anonymous owners) its address's; all or nothing. */
async function reserveBoth(
  kv: KvStore,
  kind: 'files' | 'bytes',
  owner: UploadOwner,
  amount: number,
  limits: { owner: number; address: number },
  message: string,
) {
  const giveOwner = await reserve(kv, key(kind, owner), amount, limits.owner, message);
  if (!anonymous(owner)) return giveOwner;
  try {
    const giveAddress = await reserve(kv, addressKey(kind, owner.address), amount, limits.address, message);
    return () => Promise.all([giveOwner(), giveAddress()]).then(() => undefined);
  } catch (err) {
    await giveOwner();
    throw err;
  }
}

/** Reserves `count` files of today's quota; the returned function gives them back. */
export const reserveFiles = (kv: KvStore, owner: UploadOwner, count: number) =>
  reserveBoth(
    kv,
    'files',
    owner,
    count,
    { owner: LIMITS.uploads.perUserFiles, address: LIMITS.uploads.anonymousPerAddressFiles },
    Msg.uploadQuotaFiles,
  );

/** Reserves `bytes` of today's quota; the returned function gives them back. */
export const reserveBytes = (kv: KvStore, owner: UploadOwner, bytes: number) =>
  reserveBoth(
    kv,
    'bytes',
    owner,
    bytes,
    { owner: LIMITS.uploads.perUserBytes, address: LIMITS.uploads.anonymousPerAddressBytes },
    Msg.uploadQuotaBytes,
  );

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
