import { eq } from 'drizzle-orm';
import type { Executor } from '../db/repositories/tx';
import { opsOperators } from '../db/schema';

/** Whether a data-centre admin (staff_accounts kind 'admin') holds the operations console's OPERATOR role. */
export async function isOperator(db: Executor, staffId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: opsOperators.staffId })
    .from(opsOperators)
    .where(eq(opsOperators.staffId, staffId));
  return !!row;
}
