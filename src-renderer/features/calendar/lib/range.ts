import type { Dayjs } from 'dayjs';
import type { CalendarEvent } from '@shared/api/calendar';
import { beijing } from '../../../platform/dayjs';

/**
 * The calendar's visible range, in Beijing days (Monday first, as Chinese school timetables are). Pure helpers:
 * the page keeps an anchor day and a view; everything else is derived here and unit-tested.
 */
export type CalendarView = 'week' | 'month';
const FMT = 'YYYY-MM-DD';

export const mondayOf = (d: Dayjs) => d.startOf('day').subtract((d.day() + 6) % 7, 'day');

/** The days the view shows: 7 for a week; whole weeks (Monday to Sunday) covering the month. */
export function visibleDays(anchor: Dayjs, view: CalendarView): Dayjs[] {
  if (view === 'week') {
    const monday = mondayOf(anchor);
    return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  }
  const first = mondayOf(anchor.startOf('month'));
  const last = anchor.endOf('month').startOf('day');
  const days: Dayjs[] = [];
  for (let d = first; days.length % 7 !== 0 || !d.isAfter(last); d = d.add(1, 'day')) days.push(d);
  return days;
}

export const rangeOf = (days: Dayjs[]) => ({
  startDate: days[0]!.format(FMT),
  endDate: days[days.length - 1]!.format(FMT),
});

/** 今天 / previous / next move by a week or a month. */
export const step = (anchor: Dayjs, view: CalendarView, by: number) => anchor.add(by, view);

export function rangeLabel(anchor: Dayjs, view: CalendarView): string {
  if (view === 'month') return anchor.format('YYYY年M月');
  const days = visibleDays(anchor, 'week');
  const [a, b] = [days[0]!, days[6]!];
  return a.year() === b.year() && a.month() === b.month()
    ? `${a.format('YYYY年M月D日')} - ${b.format('D日')}`
    : `${a.format('YYYY年M月D日')} - ${b.format(a.year() === b.year() ? 'M月D日' : 'YYYY年M月D日')}`;
}

/** The events that touch a Beijing day (an all-day event ends at the next midnight, which it does not touch). */
export function eventsOn(events: CalendarEvent[], day: Dayjs): CalendarEvent[] {
  const start = day.valueOf();
  const end = day.add(1, 'day').valueOf();
  return events.filter((e) => {
    const s = beijing(e.start).valueOf();
    const f = beijing(e.end).valueOf();
    return s === f ? s >= start && s < end : s < end && f > start;
  });
}

export const timeOf = (e: CalendarEvent) =>
  e.allDay
    ? '全天'
    : e.start === e.end
      ? `${beijing(e.start).format('HH:mm')} 截止`
      : `${beijing(e.start).format('HH:mm')}-${beijing(e.end).format('HH:mm')}`;
