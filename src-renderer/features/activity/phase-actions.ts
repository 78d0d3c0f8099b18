import type { ActivityDetail } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';

/** What the caller may do on an activity now: an action is offered, or shown disabled with the reason. */
export interface PhaseAction {
  enabled: boolean;
  reason: string;
}

const stepOf = (a: Pick<ActivityDetail, 'timeline'>, key: ActivityDetail['timeline'][number]['key']) =>
  a.timeline.find((s) => s.key === key);

/** Before, inside or after [start, end) of a step of the timeline. */
function windowOf(a: Pick<ActivityDetail, 'timeline'>, key: 'REGISTRATION' | 'SUBMISSION', now: number) {
  const s = stepOf(a, key);
  if (!s || now < Date.parse(s.start)) return 'before';
  return now < Date.parse(s.end) ? 'open' : 'after';
}

/** 报名 while registration is open (the server keeps the same window). */
export function registerAction(a: Pick<ActivityDetail, 'timeline'>, now: number): PhaseAction {
  const w = windowOf(a, 'REGISTRATION', now);
  if (w === 'open') return { enabled: true, reason: '' };
  return { enabled: false, reason: w === 'before' ? Msg.activityRegisterNotStarted : Msg.activityRegisterEnded };
}

/** 提交作品 (or 修改作品 once the one work allowed is in) while submission is open. */
export function submitAction(a: Pick<ActivityDetail, 'timeline'>, now: number): PhaseAction {
  const w = windowOf(a, 'SUBMISSION', now);
  if (w === 'open') return { enabled: true, reason: '' };
  return { enabled: false, reason: w === 'before' ? Msg.activitySubmitNotStarted : Msg.activitySubmitClosed };
}

/**
 * The stepper's active step: the phase the activity is in (报名, 作品提交, 专家评审, 结果公布); a finished activity has
 * every step done, one not started none.
 */
export function activeStepOf(a: Pick<ActivityDetail, 'phase' | 'timeline'>): number {
  const key = { REGISTERING: 'REGISTRATION', SUBMITTING: 'SUBMISSION', REVIEWING: 'REVIEW' } as const;
  if (a.phase === 'NOT_STARTED') return -1;
  if (a.phase === 'FINISHED') return a.timeline.length;
  return a.timeline.findIndex((s) => s.key === key[a.phase as keyof typeof key]);
}
