import type { CalendarKind } from '@shared/api/calendar';

/** Each kind of event has one colour and one name, used by the events and the legend alike. */
export const KINDS: Record<CalendarKind, { label: string; color: string; tint: string }> = {
  COURSE_PLAN: { label: '课程计划', color: '#2459dc', tint: '#eaf0ff' },
  LIVE_LESSON: { label: '直播课', color: '#e5484d', tint: '#fdecec' },
  BOOKING: { label: '名师预约', color: '#8e4ec6', tint: '#f4ecfb' },
  ACTIVITY_DEADLINE: { label: '活动截止', color: '#f08c00', tint: '#fff4e0' },
  TASK_DEADLINE: { label: '作业截止', color: '#12a594', tint: '#e4f7f4' },
};
export const KIND_ORDER = Object.keys(KINDS) as CalendarKind[];
