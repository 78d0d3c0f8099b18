import { Code } from '@shared/api/common';
import { AGREEMENT_KINDS, AGREEMENTS, type AgreementDocument, type AgreementKind } from '@shared/rules/agreements';
import { Msg } from '@shared/rules/messages';
import { acceptedOf, insertAcceptances } from '../db/repositories/agreements';
import type { Executor } from '../db/repositories/tx';
import { BizError } from '../lib/errors';

/**
 * Agreement rules (issue 32) shared by the agreement module and registration: every user of the teacher and parent
 * areas (teachers, pupils, parents) accepts the current version of each document once.
 */
export async function pendingAgreements(db: Executor, userId: number): Promise<AgreementDocument[]> {
  const accepted = await acceptedOf(db, userId);
  const has = (d: AgreementDocument) => accepted.some((a) => a.document === d.kind && a.version === d.version);
  return AGREEMENT_KINDS.map((k) => AGREEMENTS[k]).filter((d) => !has(d));
}

/** Records the versions the user read. A version that is not the current one is refused and nothing is recorded. */
export async function acceptAgreements(db: Executor, userId: number, docs: { kind: AgreementKind; version: string }[]) {
  if (docs.some((d) => AGREEMENTS[d.kind].version !== d.version)) {
    throw new BizError(Code.BAD_REQUEST, Msg.agreementVersionStale);
  }
  await insertAcceptances(
    db,
    userId,
    docs.map((d) => ({ document: d.kind, version: d.version })),
  );
}

/** Registration shows the current documents beside its button: the new account accepted them. */
export const acceptCurrentAgreements = (db: Executor, userId: number) =>
  insertAcceptances(
    db,
    userId,
    AGREEMENT_KINDS.map((k) => ({ document: k, version: AGREEMENTS[k].version })),
  );

/** The caller's recorded acceptances, newest first (for the profile). */
export async function acceptanceHistory(db: Executor, userId: number) {
  const rows = await acceptedOf(db, userId);
  return rows.map((r) => ({
    kind: r.document as AgreementKind,
    version: r.version,
    acceptedAt: r.acceptedAt.toISOString(),
  }));
}
