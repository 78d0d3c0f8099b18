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

/** What the teacher has done, as far as the guide's steps go. */
export interface GuideFacts {
  hasSchool: boolean;
  classes: readonly { courses: readonly unknown[] }[];
}

/**
 * Each step's completion read from what the teacher has done (issue 34.14: a teacher with four classes stayed on
 * 创建班级, the stored default): a bound school, at least one class, a class with a course.
 */
export function guideStepsDone({ hasSchool, classes }: GuideFacts): boolean[] {
  return [hasSchool, hasSchool && classes.length > 0, hasSchool && classes.some((c) => c.courses.length > 0)];
}

/** The current step, 1-3: the first one not done (the last when all are). */
export function guideStepFromFacts(facts: GuideFacts): number {
  const next = guideStepsDone(facts).indexOf(false);
  return next < 0 ? GUIDE_STEPS : next + 1;
}
