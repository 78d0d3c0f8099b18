import type { FastifyInstance } from 'fastify';
import type { StaffInfo } from '@shared/api/staff';
import { findStaffById, findStaffByAccount, type StaffKind } from '../../db/repositories/staff-accounts';
import { loginFailed } from '../../domain/accounts';
import { tokenExpired } from '../../lib/errors';
import { dummyHash, verifyPassword } from '../../lib/password';
import { throttledLogin } from '../../lib/rate-limit';

export type StaffArea = Exclude<StaffKind, 'admin'>;

/** Password sign-in of one staff kind, throttled per account and address; answers a token of that kind's area. */
export async function staffLogin(app: FastifyInstance, kind: StaffArea, account: string, password: string, ip: string) {
  const row = await throttledLogin(app.kv, { area: kind, account, address: ip }, async () => {
    const found = await findStaffByAccount(app.db, kind, account);
    const good = await verifyPassword(password, found?.passwordHash ?? (await dummyHash()));
    if (!found || !good) throw loginFailed();
    return found;
  });
  return app.tokens.issue(kind, row.id);
}

export async function staffInfo(app: FastifyInstance, kind: StaffArea, id: number): Promise<StaffInfo> {
  const row = await findStaffById(app.db, kind, id);
  if (!row) throw tokenExpired();
  return { id: row.id, account: row.account, displayName: row.displayName, kind, publisherId: row.publisherId };
}
