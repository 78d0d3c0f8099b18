/** How far a worked example's solution is revealed: none, some steps, or all of them with the answer. */
export interface Reveal {
  /** How many steps show. */
  shown: number;
  /** Whether the answer shows (only once every step does). */
  answer: boolean;
}

export const HIDDEN: Reveal = { shown: 0, answer: false };

/** 看下一步: one more step; after the last step, the answer. */
export function nextStep(r: Reveal, total: number): Reveal {
  if (r.shown < total) return { shown: r.shown + 1, answer: false };
  return { shown: total, answer: true };
}

/** 显示全部: every step and the answer. */
export const showAll = (total: number): Reveal => ({ shown: total, answer: true });

/** What the step button says next, or null once everything shows. */
export function nextLabel(r: Reveal, total: number): string | null {
  if (r.answer) return null;
  return r.shown < total ? '看下一步' : '看答案';
}
