import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@shared/api/calendar';
import { beijing } from '../../../platform/dayjs';
import { placeDay } from '../lib/lanes';
import { eventsOn, rangeLabel, rangeOf, step, timeOf, visibleDays } from '../lib/range';

const at = (s: string) => beijing(`${s}+08:00`);
const ev = (id: string, start: string, end: string, allDay = false): CalendarEvent => ({
  id,
  kind: 'LIVE_LESSON',
  title: id,
  detail: '',
  start: new Date(`${start}+08:00`).toISOString(),
  end: new Date(`${end}+08:00`).toISOString(),
  allDay,
  link: '/',
});

describe('calendar range', () => {
  it('shows a Monday-first week and whole weeks covering a month', () => {
    const wed = at('2026-11-25T09:00:00');
    expect(rangeOf(visibleDays(wed, 'week'))).toEqual({ startDate: '2026-11-23', endDate: '2026-11-29' });
    const month = visibleDays(wed, 'month');
    expect(month).toHaveLength(42); // 30 November is a Monday: six weeks, 26 Oct … 6 Dec
    expect(rangeOf(month)).toEqual({ startDate: '2026-10-26', endDate: '2026-12-06' });
    expect(visibleDays(at('2027-02-10T09:00:00'), 'month')).toHaveLength(28); // 1 Feb 2027 is a Monday
    const sunday = at('2026-11-29T23:00:00');
    expect(rangeOf(visibleDays(sunday, 'week')).startDate).toBe('2026-11-23');
  });

  it('moves by a week or a month and labels the range in Chinese', () => {
    const wed = at('2026-11-25T09:00:00');
    expect(step(wed, 'week', 1).format('YYYY-MM-DD')).toBe('2026-12-02');
    expect(step(wed, 'month', -1).format('YYYY-MM-DD')).toBe('2026-10-25');
    expect(rangeLabel(wed, 'month')).toBe('2026年11月');
    expect(rangeLabel(wed, 'week')).toBe('2026年11月23日 - 29日');
    expect(rangeLabel(at('2026-12-30T09:00:00'), 'week')).toBe('2026年12月28日 - 2027年1月3日');
  });

  it('finds the events of a day: all-day ones do not spill into the next day, deadlines sit on their instant', () => {
    const plan = ev('plan', '2026-11-25T00:00:00', '2026-11-26T00:00:00', true);
    const due = ev('due', '2026-11-26T00:00:00', '2026-11-26T00:00:00');
    const late = ev('late', '2026-11-25T23:00:00', '2026-11-26T01:00:00');
    const days = [at('2026-11-25T00:00:00').startOf('day'), at('2026-11-26T00:00:00').startOf('day')];
    expect(eventsOn([plan, due, late], days[0]!).map((e) => e.id)).toEqual(['plan', 'late']);
    expect(eventsOn([plan, due, late], days[1]!).map((e) => e.id)).toEqual(['due', 'late']);
    expect(timeOf(due)).toBe('00:00 截止');
    expect(timeOf(plan)).toBe('全天');
    expect(timeOf(late)).toBe('23:00-01:00');
  });

  it('places overlapping events side by side and clamps them to the grid', () => {
    const day = at('2026-11-25T00:00:00').startOf('day').valueOf();
    const placed = placeDay(
      [
        ev('a', '2026-11-25T09:00:00', '2026-11-25T10:00:00'),
        ev('b', '2026-11-25T09:30:00', '2026-11-25T10:30:00'),
        ev('c', '2026-11-25T14:00:00', '2026-11-25T15:00:00'),
        ev('night', '2026-11-25T23:50:00', '2026-11-25T23:50:00'),
        ev('dawn', '2026-11-25T06:00:00', '2026-11-25T06:30:00'),
      ],
      day,
    );
    const by = Object.fromEntries(placed.map((p) => [p.event.id, p]));
    expect(by.a).toMatchObject({ top: 120, height: 60, lane: 0, lanes: 2 });
    expect(by.b).toMatchObject({ top: 150, lane: 1, lanes: 2 });
    expect(by.c).toMatchObject({ lane: 0, lanes: 1 });
    // A deadline at 23:50 keeps its room above midnight; 06:00 is before the grid's 07:00 and sits at the top.
    expect(by.night!.top + by.night!.height).toBe(17 * 60);
    expect(by.night!.height).toBe(45);
    expect(by.dawn).toMatchObject({ top: 0, height: 45 });
  });
});
