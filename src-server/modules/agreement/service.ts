import type { AgreementKind } from '@shared/rules/agreements';
import type { Db } from '../../db/client';
import { acceptAgreements, acceptanceHistory, pendingAgreements } from '../../domain/agreements';

export const status = async (db: Db, userId: number) => ({ pending: await pendingAgreements(db, userId) });

/** Records the acceptance, then answers what is still pending (nothing once all three are accepted). */
export async function accept(db: Db, userId: number, documents: { kind: AgreementKind; version: string }[]) {
  await acceptAgreements(db, userId, documents);
  return status(db, userId);
}

export const history = acceptanceHistory;
