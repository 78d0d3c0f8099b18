import type { ActivityPhase } from '@shared/api/home';

/**
 * An activity's timeline. `start` is registrationStart and `end` is reviewEnd (the results); the steps in between
 * are stored, or derived from the span when an older row has none (registration and submission open together,
 * registration closes at 40% of the span, submission at 70%).
 */
export interface TimelineRow {
  startTime: Date;
  endTime: Date;
  registrationEnd?: Date | null;
  submissionStart?: Date | null;
  submissionEnd?: Date | null;
}

export interface Timeline {
  registrationStart: Date;
  registrationEnd: Date;
  submissionStart: Date;
  submissionEnd: Date;
  reviewEnd: Date;
}

export function timelineOf(a: TimelineRow): Timeline {
  const s = a.startTime.getTime();
  const span = Math.max(0, a.endTime.getTime() - s);
  const at = (f: number) => new Date(s + Math.round(span * f));
  return {
    registrationStart: a.startTime,
    registrationEnd: a.registrationEnd ?? at(0.4),
    submissionStart: a.submissionStart ?? a.startTime,
    submissionEnd: a.submissionEnd ?? at(0.7),
    reviewEnd: a.endTime,
  };
}

export function phaseOf(a: TimelineRow, now: Date): ActivityPhase {
  const t = timelineOf(a);
  const n = now.getTime();
  if (n >= t.reviewEnd.getTime()) return 'FINISHED';
  if (n >= t.submissionEnd.getTime()) return 'REVIEWING';
  if (n >= t.submissionStart.getTime()) return 'SUBMITTING';
  if (n >= t.registrationStart.getTime()) return 'REGISTERING';
  return 'NOT_STARTED';
}

/** True while `now` is in [from, to). */
export const within = (now: Date, from: Date, to: Date) =>
  now.getTime() >= from.getTime() && now.getTime() < to.getTime();
