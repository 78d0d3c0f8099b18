import type { ActivityPhase } from '@shared/api/home';
import { Msg } from '@shared/rules/messages';

/** An activity phase as users read it, and the colour of its chip. */
export const PHASE: Record<
  ActivityPhase,
  { label: string; color: 'default' | 'primary' | 'success' | 'warning' | 'info' }
> = {
  NOT_STARTED: { label: Msg.activityPhaseNotStarted, color: 'default' },
  REGISTERING: { label: Msg.activityPhaseRegistering, color: 'primary' },
  SUBMITTING: { label: Msg.activityPhaseSubmitting, color: 'success' },
  REVIEWING: { label: Msg.activityPhaseReviewing, color: 'warning' },
  FINISHED: { label: Msg.activityPhaseFinished, color: 'info' },
};

export const fmtDate = (iso: string) => {
  const d = new Date(iso);
  return `${d.getMonth() + 1}月${d.getDate()}日`;
};
