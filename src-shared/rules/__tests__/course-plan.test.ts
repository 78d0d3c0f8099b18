import { describe, expect, it } from 'vitest';
import { joinWeekdays, OFFERED_WEEKDAYS, parseWeekdays, WEEKDAY_LABELS, weekdaysLabel } from '../course-plan';
import { teachAgeRange } from '../teach-level';

describe('course plan weekdays', () => {
  it('parses comma-joined weekdays 1-7 into a sorted list', () => {
    expect(parseWeekdays('5,1,3')).toEqual([1, 3, 5]);
    expect(parseWeekdays(' 7 ')).toEqual([7]);
    expect(parseWeekdays('')).toEqual([]);
  });

  it.each(['0', '8', '1,1', '1,,2', 'a', '1.5', '1;2', '-1', '10'])('refuses %j', (value) => {
    expect(parseWeekdays(value)).toBeNull();
  });

  it('joins and labels weekdays; the dialog offers Monday to Friday', () => {
    expect(joinWeekdays([5, 2])).toBe('2,5');
    expect(weekdaysLabel('1,3')).toBe('周一、周三');
    expect(weekdaysLabel('')).toBe('');
    expect(OFFERED_WEEKDAYS.map((d) => WEEKDAY_LABELS[d])).toEqual(['周一', '周二', '周三', '周四', '周五']);
    expect(WEEKDAY_LABELS[7]).toBe('周日');
  });
});

describe('teacher age range', () => {
  it.each([
    ['1,4', 'ALL'],
    ['4,1', 'ALL'],
    ['1', 'LOW'],
    ['4', 'HIGH'],
    ['', null],
    ['2', null],
    [null, null],
  ] as const)('teachLv %j is %j', (lv, expected) => expect(teachAgeRange(lv)).toBe(expected));
});
