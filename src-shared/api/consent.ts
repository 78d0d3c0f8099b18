import { z } from 'zod';
import { CONSENT_DECISIONS, CONSENT_STATES } from '../rules/guardian-consent';
import { get, post } from './endpoint';

/** A row id (PostgreSQL integer). */
const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Guardian consent (issue 32): a pupil's account is used for nothing beyond signing in until a guardian consents in
 * the parent area. The guardian grants, refuses or withdraws; a teacher sees which pupils of a class lack consent.
 */
export const ConsentPaths = {
  /** GET ?childId → ChildConsent. Parent area, own child only. */
  child: '/api/v2/consent/vt/child',
  /** POST { childId, decision } → ChildConsent, with the decision's message. */
  decide: '/api/v2/consent/vt/decide',
  /** GET ?classId → { missing: studentIds }: the pupils of the teacher's class without consent (not why). */
  classMissing: '/api/v2/consent/vt/classMissing',
} as const;

export const childConsent = z.object({
  childId: z.number(),
  childName: z.string(),
  state: z.enum(CONSENT_STATES),
  /** ISO time of the last decision; null while pending. */
  decidedAt: z.string().nullable(),
  /** Working days after a refusal or withdrawal within which the child's data is deleted. */
  deletionDays: z.number(),
});
export type ChildConsent = z.output<typeof childConsent>;

export const ConsentApi = {
  child: get(ConsentPaths.child, {
    request: z.object({ childId: id }),
    response: childConsent,
    areas: ['parent'],
  }),
  decide: post(ConsentPaths.decide, {
    request: z.object({ childId: id, decision: z.enum(CONSENT_DECISIONS) }),
    response: childConsent,
    areas: ['parent'],
  }),
  classMissing: get(ConsentPaths.classMissing, {
    request: z.object({ classId: id }),
    response: z.object({ missing: z.array(z.number()) }),
    areas: ['teacher'],
  }),
} as const;
