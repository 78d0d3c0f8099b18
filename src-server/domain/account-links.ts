import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { calendarFeeds } from '../db/schema';
import type { KvStore } from '../lib/kv';

/**
 * What an account hands out besides its own sessions, and must take back when its password is reset (issue 28):
 * the student tokens a parent was given for their children (switchAccount) and the teacher's calendar feed link.
 * Child tokens are remembered in the shared store per parent and child (removing a child revokes them) and per
 * parent (a password reset revokes them all); both lists live as long as the tokens.
 */
const perChild = (parentId: number, childId: number) => `childtok:${parentId}:${childId}`;
const perParent = (parentId: number) => `childtok:${parentId}:all`;

type Revoke = (tokenHash: string) => Promise<void>;

async function append(kv: KvStore, key: string, hash: string, ttlSeconds: number) {
  const held = JSON.parse((await kv.get(key)) ?? '[]') as string[];
  await kv.set(key, JSON.stringify([...held.slice(-50), hash]), ttlSeconds);
}

async function revokeListed(kv: KvStore, key: string, revoke: Revoke) {
  for (const hash of JSON.parse((await kv.get(key)) ?? '[]') as string[]) await revoke(hash);
  await kv.del(key);
}

export async function rememberChildToken(
  kv: KvStore,
  parentId: number,
  childId: number,
  tokenHash: string,
  ttlSeconds: number,
) {
  await append(kv, perChild(parentId, childId), tokenHash, ttlSeconds);
  await append(kv, perParent(parentId), tokenHash, ttlSeconds);
}

/** Every child token the parent was given for one child. */
export const revokeChildTokens = (kv: KvStore, revoke: Revoke, parentId: number, childId: number) =>
  revokeListed(kv, perChild(parentId, childId), revoke);

/** After a password reset: every child token issued under the account, and its calendar feed link (rotated away). */
export async function revokeAccountLinks(db: Db, kv: KvStore, revoke: Revoke, userId: number) {
  await revokeListed(kv, perParent(userId), revoke);
  await db.delete(calendarFeeds).where(eq(calendarFeeds.teacherId, userId));
}
