import { describe, expect, it } from 'vitest';
import {
  academicBaseYear,
  adminClassName,
  classNumberName,
  classNumberOptions,
  gradeName,
  gradeOptions,
  gradeYear,
  isClassNumber,
  isLevel,
  levelOfCohort,
} from '../grades';

/** A moment given in Beijing time, whatever the test machine's zone. */
const beijing = (iso: string) => new Date(`${iso}+08:00`);

describe('academic year', () => {
  it('keeps the previous base year up to the last second of 31 August (Beijing time)', () => {
    expect(academicBaseYear(beijing('2025-08-31T23:59:59'))).toBe(2024);
    expect(academicBaseYear(beijing('2026-01-01T00:00:00'))).toBe(2025);
    expect(academicBaseYear(beijing('2026-06-30T12:00:00'))).toBe(2025);
  });

  it('starts a new base year at 1 September 00:00 Beijing time', () => {
    expect(academicBaseYear(beijing('2025-09-01T00:00:00'))).toBe(2025);
    expect(academicBaseYear(beijing('2025-12-31T23:59:59'))).toBe(2025);
  });

  it('uses Beijing time, not UTC: 31 Aug 16:00 UTC is already 1 September in China', () => {
    expect(academicBaseYear(new Date('2025-08-31T15:59:59Z'))).toBe(2024);
    expect(academicBaseYear(new Date('2025-08-31T16:00:00Z'))).toBe(2025);
  });
});

describe('grade options', () => {
  it('lists 一年级 to 九年级 with year = base year - grade index', () => {
    const options = gradeOptions(beijing('2025-09-01T08:00:00'));
    expect(options).toHaveLength(9);
    expect(options[0]).toEqual({ gradName: '一年级', year: 2025, grad: 0, level: 1 });
    expect(options[2]).toEqual({ gradName: '三年级', year: 2023, grad: 2, level: 3 });
    expect(options[8]).toEqual({ gradName: '九年级', year: 2017, grad: 8, level: 9 });
  });

  it('shifts every cohort by one between 31 August and 1 September', () => {
    const before = gradeOptions(beijing('2025-08-31T23:00:00'));
    const after = gradeOptions(beijing('2025-09-01T01:00:00'));
    expect(before.map((o) => o.year)).toEqual(after.map((o) => o.year - 1));
    expect(gradeYear(3, beijing('2025-08-31T23:00:00'))).toBe(2022);
    expect(gradeYear(3, beijing('2025-09-01T01:00:00'))).toBe(2023);
  });

  it('names grades 1-9 only', () => {
    expect(gradeName(1)).toBe('一年级');
    expect(gradeName(6)).toBe('六年级');
    expect(gradeName(7)).toBe('七年级');
    expect(gradeName(9)).toBe('九年级');
    expect(gradeName(0)).toBeNull();
    expect(gradeName(10)).toBeNull();
    expect(gradeName(2.5)).toBeNull();
    expect([0, 1, 9, 10, 1.5].map(isLevel)).toEqual([false, true, true, false, false]);
  });
});

describe('class numbers and administrative class names', () => {
  it('offers 1班 to 50班', () => {
    const options = classNumberOptions();
    expect(options).toHaveLength(50);
    expect(options[0]).toEqual({ value: 1, label: '1班' });
    expect(options[49]).toEqual({ value: 50, label: '50班' });
    expect(classNumberName(12)).toBe('12班');
    expect([0, 1, 50, 51, 2.5].map(isClassNumber)).toEqual([false, true, true, false, false]);
  });

  it('moves an administrative class up a grade each September', () => {
    expect(adminClassName(2023, 2, beijing('2026-08-31T23:59:59'))).toBe('三年级2班');
    expect(adminClassName(2023, 2, beijing('2026-09-01T00:00:00'))).toBe('四年级2班');
    expect(levelOfCohort(2023, beijing('2026-09-01T00:00:00'))).toBe(4);
  });

  it('names a cohort outside 一年级-九年级 by its year', () => {
    expect(adminClassName(2016, 5, beijing('2025-09-01T00:00:00'))).toBe('2016级5班');
    expect(adminClassName(2026, 1, beijing('2025-09-01T00:00:00'))).toBe('2026级1班');
  });
});
