import { eq } from 'drizzle-orm';
import { checkMobile, checkPassword } from '@shared/rules/validators';
import type { Db } from '../db/client';
import { insertStaff } from '../db/repositories/staff-accounts';
import { withTx, type Executor } from '../db/repositories/tx';
import { opsOperators } from '../db/schema';
import { hashPassword } from '../lib/password';

/** Whether a data-centre admin (staff_accounts kind 'admin') holds the operations console's OPERATOR role. */
export async function isOperator(db: Executor, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: opsOperators.staffId })
    .from(opsOperators)
    .where(eq(opsOperators.staffId, staffId));
  return !!row;
}

export type CreateOperatorResult = { ok: true; staffId: number } | { ok: false; reason: string };

/**
 * The first operator of a production deployment (scripts/create-operator.mjs): a data-centre admin account with the
 * OPERATOR role, its password stored only as a hash. Refuses an account name that exists, a mobile that is not one,
 * and a password the sign-in rule refuses.
 */
export async function createOperator(
  db: Db,
  input: { mobile: string; displayName: string; password: string },
): Promise<CreateOperatorResult> {
  const bad = checkMobile(input.mobile) ?? checkPassword(input.password);
  if (bad) return { ok: false, reason: bad };
  const passwordHash = await hashPassword(input.password);
  return withTx(db, async (tx) => {
    const staff = await insertStaff(tx, {
      kind: 'admin',
      account: input.mobile,
      displayName: input.displayName,
      passwordHash,
    });
    if (!staff) return { ok: false, reason: `account ${input.mobile} exists` };
    await tx.insert(opsOperators).values({ staffId: staff.id });
    return { ok: true, staffId: staff.id };
  });
}
