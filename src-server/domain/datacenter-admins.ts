import { eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../db/client';
import { datacenterAdminScopes } from '../db/schema';
import { BizError } from '../lib/errors';

/** The admin's district, or null for the bureau's admins (every district). */
export async function adminDistrict(db: Db, staffId: number): Promise<string | null> {
  const [row] = await db
    .select({ district: datacenterAdminScopes.district })
    .from(datacenterAdminScopes)
    .where(eq(datacenterAdminScopes.staffId, staffId));
  return row?.district ?? null;
}

/**
 * Activities are the bureau's (they belong to no district): inviting, listing and revoking their reviewers is for
 * the bureau's admins only. A district admin acting on them acted outside the district (issue 28).
 */
export async function requireBureauAdmin(db: Db, staffId: number): Promise<void> {
  if ((await adminDistrict(db, staffId)) !== null) throw new BizError(Code.FORBIDDEN, Msg.datacenterOutOfScope);
}
