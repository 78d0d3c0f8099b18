import type { LessonSummary, LiveStatus } from '@shared/api/live';
import { Msg } from '@shared/rules/messages';
import { beijing } from '../../platform/dayjs';

export const STATUS_LABEL: Record<LiveStatus, string> = {
  NOT_STARTED: Msg.liveNotStarted,
  LIVE: Msg.liveOn,
  ENDED: Msg.liveEnded,
};
export const STATUS_COLOR = { NOT_STARTED: 'info', LIVE: 'error', ENDED: 'default' } as const;

/** "11月26日 周四 10:00-10:45" ("11月26日 10:00" when short), or "每天 全天直播", in Beijing time. */
export function lessonTime(l: Pick<LessonSummary, 'start' | 'end' | 'daily'>, short = false): string {
  const s = beijing(l.start);
  const e = beijing(l.end);
  if (l.daily) return e.diff(s, 'hour') >= 24 ? '每天 全天直播' : `每天 ${s.format('HH:mm')}-${e.format('HH:mm')}`;
  if (short) return s.format('M月D日 HH:mm');
  return `${s.format('M月D日 ddd HH:mm')}-${e.format('HH:mm')}`;
}

/** 'YYYY-MM-DD' of a Beijing day, `days` after today. */
export const beijingDate = (days = 0) => beijing().add(days, 'day').format('YYYY-MM-DD');
