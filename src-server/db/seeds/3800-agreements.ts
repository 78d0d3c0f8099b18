import { sql } from 'drizzle-orm';
import { AGREEMENT_KINDS, AGREEMENTS } from '@shared/rules/agreements';
import type { Executor } from '../repositories/tx';

/**
 * The demo accounts accepted the current agreements (issue 32) when they were made, so the acceptance dialog shows
 * only to accounts made later (by SMS sign-in, a parent adding a child) and to everyone when a version is raised.
 * Runs after every step that makes users.
 */
export async function seedAgreements(db: Executor) {
  // The demo pupils' guardians consented (issue 32): pupils made later wait for a guardian's consent.
  await db.execute(sql`INSERT INTO guardian_consents (child_id, state)
    SELECT id, 'granted' FROM users WHERE user_type = 'STUDENT' ON CONFLICT DO NOTHING`);
  for (const kind of AGREEMENT_KINDS) {
    await db.execute(sql`INSERT INTO agreement_acceptances (user_id, document, version)
      SELECT id, ${kind}, ${AGREEMENTS[kind].version} FROM users ON CONFLICT DO NOTHING`);
  }
}
