import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { AUTHORING_LIMITS, type AcceptInvite } from '@shared/api/authoring';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { findStaffByAccount } from '../../db/repositories/staff-accounts';
import { authorInvites, staffAccounts } from '../../db/schema';
import { BizError } from '../../lib/errors';
import type { KvStore } from '../../lib/kv';
import { throttledLogin } from '../../lib/rate-limit';
import { hashPassword, verifyPassword } from '../../lib/password';
import { isUniqueViolation } from '../../lib/unique-violation';
import { publisherName, publisherOf } from './scope';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');
const invalid = () => new BizError(Code.BAD_REQUEST, Msg.authorInviteInvalid);

/** A one-time invitation of the caller's publisher, good for 7 days; only its hash is stored. */
export async function createInvite(db: Db, publisherStaffId: number) {
  const { publisherId } = await publisherOf(db, 'publisher', publisherStaffId);
  if (publisherId === null) throw new BizError(Code.FORBIDDEN, Msg.forbidden);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + AUTHORING_LIMITS.INVITE_DAYS * 24 * 3600_000);
  await db
    .insert(authorInvites)
    .values({ publisherId, createdBy: publisherStaffId, tokenHash: hash(token), expiresAt });
  return { token, expiresAt: expiresAt.toISOString() };
}

async function liveInvite(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(authorInvites)
    .where(
      and(
        eq(authorInvites.tokenHash, hash(token)),
        isNull(authorInvites.usedAt),
        gt(authorInvites.expiresAt, new Date()),
      ),
    );
  if (!row) throw invalid();
  return row;
}

export async function inviteInfo(db: Db, token: string) {
  const row = await liveInvite(db, token);
  return { publisherName: await publisherName(db, row.publisherId), expiresAt: row.expiresAt.toISOString() };
}

/**
 * The author an invitation binds: the invitation's publisher is checked before the password (an author of another
 * publisher is never a password to test), and the check runs under the sign-in throttle of the author area (issue
 * 28: the invitation was a password oracle with no limit, a wrong password leaving the invitation unused).
 */
async function authorToBind(
  db: Db,
  kv: KvStore,
  address: string,
  invite: { publisherId: number },
  input: { account: string; password: string },
) {
  return throttledLogin(kv, { area: 'author', account: input.account, address }, async () => {
    const found = await findStaffByAccount(db, 'author', input.account);
    if (!found) throw new BizError(Code.BAD_REQUEST, Msg.loginFailed);
    if (found.publisherId !== null && found.publisherId !== invite.publisherId)
      throw new BizError(Code.BAD_REQUEST, Msg.authorOtherPublisher);
    if (!(await verifyPassword(input.password, found.passwordHash)))
      throw new BizError(Code.BAD_REQUEST, Msg.loginFailed);
    return found;
  });
}

/** Creates an author account of the inviting publisher, or binds an existing author (password checked); once. */
export async function acceptInvite(db: Db, kv: KvStore, address: string, input: AcceptInvite) {
  const invite = await liveInvite(db, input.token);
  const passwordHash = input.mode === 'create' ? await hashPassword(input.password) : '';
  const binding = input.mode === 'bind' ? await authorToBind(db, kv, address, invite, input) : null;
  try {
    return await db.transaction(async (tx) => {
      // One use: the first acceptance claims it; a second (even concurrent) finds it used and nothing is written.
      const claimed = await tx
        .update(authorInvites)
        .set({ usedAt: new Date() })
        .where(and(eq(authorInvites.id, invite.id), isNull(authorInvites.usedAt)))
        .returning({ id: authorInvites.id });
      if (!claimed.length) throw invalid();
      let author: { id: number; account: string; displayName: string };
      if (input.mode === 'create') {
        const [row] = await tx
          .insert(staffAccounts)
          .values({
            kind: 'author',
            account: input.account,
            displayName: input.name,
            passwordHash,
            publisherId: invite.publisherId,
          })
          .returning({ id: staffAccounts.id, account: staffAccounts.account, displayName: staffAccounts.displayName });
        author = row!;
      } else {
        const found = binding!;
        await tx.update(staffAccounts).set({ publisherId: invite.publisherId }).where(eq(staffAccounts.id, found.id));
        author = found;
      }
      await tx.update(authorInvites).set({ usedBy: author.id }).where(eq(authorInvites.id, invite.id));
      return { account: author.account, displayName: author.displayName };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError(Code.BAD_REQUEST, Msg.authorAccountTaken);
    throw err;
  }
}
