import { z } from 'zod';
import { AGREEMENT_KINDS } from '../rules/agreements';
import { get, post } from './endpoint';

/** Agreements (issue 32): which current versions the caller has not accepted yet, and recording an acceptance. */
export const AgreementPaths = {
  /** GET → AgreementStatus: the current documents the signed-in user has not accepted. */
  status: '/api/v2/agreement/vt/status',
  /** POST AcceptRequest → AgreementStatus (what is still pending afterwards; normally nothing). */
  accept: '/api/v2/agreement/vt/accept',
  /** GET → the caller's recorded acceptances, newest first. */
  accepted: '/api/v2/agreement/vt/accepted',
} as const;

export const agreementKind = z.enum(AGREEMENT_KINDS);

export const agreementDocument = z.object({
  kind: agreementKind,
  title: z.string(),
  version: z.string(),
  effectiveDate: z.string(),
});

export const agreementStatus = z.object({ pending: z.array(agreementDocument) });
export type AgreementStatus = z.output<typeof agreementStatus>;

/** The versions the user read: a stale version (the text changed meanwhile) is refused, nothing is recorded. */
export const acceptRequest = z.object({
  documents: z
    .array(z.object({ kind: agreementKind, version: z.string().trim().min(1).max(20) }))
    .min(1)
    .max(AGREEMENT_KINDS.length),
});
export type AcceptRequest = z.input<typeof acceptRequest>;

export const acceptance = z.object({ kind: agreementKind, version: z.string(), acceptedAt: z.string() });

/** One descriptor per endpoint (docs/architecture.md, rule 8). Both user areas: teachers, pupils and parents. */
export const AgreementApi = {
  status: get(AgreementPaths.status, { response: agreementStatus, areas: ['teacher', 'parent'] }),
  accept: post(AgreementPaths.accept, {
    request: acceptRequest,
    response: agreementStatus,
    areas: ['teacher', 'parent'],
  }),
  accepted: get(AgreementPaths.accepted, {
    response: z.object({ list: z.array(acceptance) }),
    areas: ['teacher', 'parent'],
  }),
} as const;
