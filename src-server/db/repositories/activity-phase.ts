import { sql, type SQL } from 'drizzle-orm';
import type { ActivityPhase } from '@shared/api/home';
import { activities } from '../schema';

/** The derived steps of domain/activity-timeline.ts, in SQL (a null step falls back to its share of the span). */
const span = sql`(${activities.endTime} - ${activities.startTime})`;
const submissionStart = sql`COALESCE(${activities.submissionStart}, ${activities.startTime})`;
const submissionEnd = sql`COALESCE(${activities.submissionEnd}, ${activities.startTime} + ${span} * 0.7)`;

/** The condition "the activity is in this phase at `now`" (same rules as domain/activity-timeline.ts phaseOf). */
export function phaseWhere(phase: ActivityPhase, now: Date): SQL {
  switch (phase) {
    case 'FINISHED':
      return sql`${activities.endTime} <= ${now}`;
    case 'REVIEWING':
      return sql`${activities.endTime} > ${now} AND ${submissionEnd} <= ${now}`;
    case 'SUBMITTING':
      return sql`${submissionEnd} > ${now} AND ${submissionStart} <= ${now}`;
    case 'REGISTERING':
      return sql`${submissionStart} > ${now} AND ${activities.startTime} <= ${now}`;
    case 'NOT_STARTED':
      return sql`${activities.startTime} > ${now}`;
  }
}
