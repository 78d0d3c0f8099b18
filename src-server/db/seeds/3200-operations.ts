import type { Executor } from '../repositories/tx';
import type { SeedOptions } from './seed-options';
import { opsOperators, staffAccounts } from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_OPERATOR, DEMO_PASSWORD } from './demo-accounts';

/**
 * The operations console's demo operator (issue 16): a data-centre admin account with the OPERATOR role. The
 * data-centre admin 13900000000 stays a plain (district) admin and cannot use the console.
 */
export async function seedOperations(db: Executor, opts: SeedOptions) {
  if (!opts.staff) return;
  const [row] = await db
    .insert(staffAccounts)
    .values({ kind: 'admin', ...DEMO_OPERATOR, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning({ id: staffAccounts.id });
  await db.insert(opsOperators).values({ staffId: row!.id });
}
