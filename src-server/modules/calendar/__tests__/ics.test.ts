import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@shared/api/calendar';
import { escapeText, foldLine, toIcs } from '../ics';

/** The iCalendar writer: RFC 5545 folding (octets, not characters), escaping, DATE and UTC values. */
describe('ics', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'数学'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes all-day plans as DATE values of their Beijing day and deadlines without DTEND', () => {
    const events: CalendarEvent[] = [
      {
        id: 'plan-1-2026-11-23',
        kind: 'COURSE_PLAN',
        title: '人工智能启蒙, 第一课; 上',
        detail: '三年级2班',
        start: '2026-11-22T16:00:00.000Z',
        end: '2026-11-23T16:00:00.000Z',
        allDay: true,
        link: '/classpro/myCourse',
      },
      {
        id: 'task-1-1',
        kind: 'TASK_DEADLINE',
        title: '作业',
        detail: '',
        start: '2026-11-26T04:00:00.000Z',
        end: '2026-11-26T04:00:00.000Z',
        allDay: false,
        link: '/digitalbooks/task?taskId=1&classId=1',
      },
    ];
    const text = toIcs(events, {
      name: '教学日历',
      origin: 'https://classpro.example',
      now: new Date('2026-11-25T01:02:03Z'),
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20261123\r\nDTEND;VALUE=DATE:20261124\r\n');
    expect(text).toContain('SUMMARY:人工智能启蒙\\, 第一课\\; 上\r\n');
    expect(text).toContain('DTSTAMP:20261125T010203Z\r\n');
    expect(text).toContain(
      'UID:task-1-1@classpro\r\nDTSTAMP:20261125T010203Z\r\nDTSTART:20261126T040000Z\r\nSUMMARY:作业',
    );
    expect(text).toContain('URL:https://classpro.example/#/digitalbooks/task?taskId=1&classId=1');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
