import { Code } from '@shared/api/common';
import type { Endpoint } from '@shared/api/endpoint';
import { AiCourseApi } from '@shared/api/aicourse';
import { DigitalApi } from '@shared/api/digital';
import { NotebookApi } from '@shared/api/notebook';
import { TaskApi } from '@shared/api/task';
import { TrainingApi } from '@shared/api/training';
import {
  CONSENT_DELETION_DAYS,
  nextConsentState,
  type ConsentDecision,
  type ConsentState,
} from '@shared/rules/guardian-consent';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../db/client';
import { classPupilsWithoutConsent, consentRow, upsertConsent } from '../db/repositories/guardian-consents';
import { findOwnChild, findUserById } from '../db/repositories/users';
import { BizError } from '../lib/errors';
import { ownClass } from './classes';

/**
 * Guardian consent (issue 32). A pupil whose guardian has not consented can sign in, but every endpoint that collects
 * the child's data refuses with Msg.guardianConsentRequired. The list is here, and the route plugin applies it to
 * each of these endpoints before its handler runs (plugins/endpoints.ts); the AI chat stream, which is not a
 * descriptor route, calls requireGuardianConsent itself.
 */
export const CHILD_DATA_ENDPOINTS: ReadonlySet<Endpoint> = new Set<Endpoint>([
  // Homework and self-tests
  TaskApi.saveDraft,
  TaskApi.submitTask,
  TaskApi.retryError,
  TaskApi.checkSelfTest,
  // Reading progress, notes and bookmarks
  DigitalApi.saveNotes,
  DigitalApi.saveBookmark,
  DigitalApi.saveProgress,
  DigitalApi.saveAvProgress,
  DigitalApi.completeSection,
  // Works and lab results
  AiCourseApi.submitWorks,
  AiCourseApi.saveUnitUser,
  TrainingApi.saveResult,
  NotebookApi.save,
]);

/** Refuses a pupil without a guardian's consent; anyone else passes. */
export async function requireGuardianConsent(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (user?.userType !== 'STUDENT') return;
  if ((await consentRow(db, userId))?.state !== 'granted')
    throw new BizError(Code.FORBIDDEN, Msg.guardianConsentRequired);
}

/** The parent's own child, or the consent message for a forged id or a parent who is not the guardian. */
async function guardianOf(db: Db, parentId: number, childId: number) {
  const child = await findOwnChild(db, parentId, childId);
  if (!child) throw new BizError(Code.FORBIDDEN, Msg.consentNotGuardian);
  return child;
}

export async function childConsent(db: Db, parentId: number, childId: number) {
  const child = await guardianOf(db, parentId, childId);
  const row = await consentRow(db, childId);
  return {
    childId,
    childName: child.displayName,
    state: (row?.state ?? 'pending') as ConsentState,
    decidedAt: row ? row.decidedAt.toISOString() : null,
    deletionDays: CONSENT_DELETION_DAYS,
  };
}

const REFUSAL: Record<ConsentDecision, string> = {
  grant: Msg.consentAlreadyGranted,
  refuse: Msg.consentRefuseNotPending,
  withdraw: Msg.consentWithdrawNotGranted,
};
const DONE: Record<ConsentState, string> = {
  pending: Msg.ok,
  granted: Msg.consentGranted,
  refused: Msg.consentRefused,
  withdrawn: Msg.consentWithdrawn,
};

/** A guardian's decision; one the current state does not allow changes nothing and says why. */
export async function decideConsent(db: Db, parentId: number, childId: number, decision: ConsentDecision) {
  const before = await childConsent(db, parentId, childId);
  const next = nextConsentState(before.state, decision);
  if (!next) throw new BizError(Code.BAD_REQUEST, REFUSAL[decision]);
  await upsertConsent(db, childId, next, parentId);
  return { data: await childConsent(db, parentId, childId), message: DONE[next] };
}

/** The pupils of the teacher's own class without consent: which, never why. */
export async function classMissingConsent(db: Db, teacherId: number, classId: number) {
  await ownClass(db, teacherId, classId);
  return { missing: await classPupilsWithoutConsent(db, classId) };
}
