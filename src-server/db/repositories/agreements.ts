import { and, desc, eq, inArray } from 'drizzle-orm';
import { agreementAcceptances } from '../schema';
import type { Executor } from './tx';

/** Agreement acceptances (issue 32): this file owns agreement_acceptances. */
export interface Accepted {
  document: string;
  version: string;
  acceptedAt: Date;
}

/** The (document, version) pairs a user accepted among the given documents. */
export const acceptedOf = (db: Executor, userId: number, documents?: string[]): Promise<Accepted[]> =>
  db
    .select({
      document: agreementAcceptances.document,
      version: agreementAcceptances.version,
      acceptedAt: agreementAcceptances.acceptedAt,
    })
    .from(agreementAcceptances)
    .where(
      and(
        eq(agreementAcceptances.userId, userId),
        documents ? inArray(agreementAcceptances.document, documents) : undefined,
      ),
    )
    .orderBy(desc(agreementAcceptances.acceptedAt), desc(agreementAcceptances.id));

/** Records acceptances; accepting the same version twice keeps the first time. */
export async function insertAcceptances(db: Executor, userId: number, docs: { document: string; version: string }[]) {
  if (!docs.length) return;
  await db
    .insert(agreementAcceptances)
    .values(docs.map((d) => ({ userId, ...d })))
    .onConflictDoNothing();
}
