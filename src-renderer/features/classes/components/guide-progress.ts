import { local } from '../../../platform/storage';

export const GUIDE_STEPS = 3;

/**
 * The guide's current step, 1-3, kept locally (key guideProgress). Without a stored value it is 2 when the user
 * has fewer than 2 relations (spec section 4), else 1.
 */
export function readGuideProgress(relationCount: number): number {
  const stored = Number(local.get('guideProgress'));
  if (Number.isInteger(stored) && stored >= 1 && stored <= GUIDE_STEPS) return stored;
  return relationCount < 2 ? 2 : 1;
}

/** Going to step `step` moves the guide on to the step after it (never back). */
export function advanceGuideProgress(current: number, step: number): number {
  const next = Math.min(GUIDE_STEPS, Math.max(current, step + 1));
  local.set('guideProgress', String(next));
  return next;
}
