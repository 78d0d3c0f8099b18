import { afterEach, describe, expect, it } from 'vitest';
import type { SchoolCourseItem } from '@shared/api/courses';
import { gradeOptions } from '@shared/rules/grades';
import { buildAddClassRequest } from '../components/add-class-form';
import { buildAddCourseRequest, planOf } from '../components/add-course-form';
import { advanceGuideProgress, readGuideProgress } from '../components/guide-progress';
import { planLabel } from '../labels';

const grades = gradeOptions(new Date('2026-03-01T00:00:00+08:00'));

describe('add class payload', () => {
  it('needs a name for an interest class, trimmed', () => {
    expect(buildAddClassRequest({ type: 'INTEREST', level: '', team: '', name: '  ' }, grades)).toBeNull();
    expect(buildAddClassRequest({ type: 'INTEREST', level: '', team: '', name: ' 创客 ' }, grades)).toEqual({
      type: 'INTEREST',
      name: '创客',
    });
  });

  it('needs grade and class number for an administrative class, and echoes the cohort year', () => {
    expect(buildAddClassRequest({ type: 'ADMIN', level: 3, team: '', name: '' }, grades)).toBeNull();
    expect(buildAddClassRequest({ type: 'ADMIN', level: '', team: 2, name: '' }, grades)).toBeNull();
    expect(buildAddClassRequest({ type: 'ADMIN', level: 3, team: 2, name: '' }, grades)).toEqual({
      type: 'ADMIN',
      level: 3,
      team: 2,
      grade: 2023,
    });
  });
});

describe('add course payload', () => {
  const course = (has: boolean) => ({ courseId: 4, courseType: 'LIVE_COURSE', has }) as SchoolCourseItem;
  const off = { planned: false, days: [] };
  it('needs a class, a course not yet added, and a weekday when planned', () => {
    expect(buildAddCourseRequest(null, course(false), off)).toBeNull();
    expect(buildAddCourseRequest(1, undefined, off)).toBeNull();
    expect(buildAddCourseRequest(1, course(true), off)).toBeNull();
    expect(buildAddCourseRequest(1, course(false), { planned: true, days: [] })).toBeNull();
  });
  it('sends sorted comma-joined weekdays, or none with the switch off', () => {
    expect(buildAddCourseRequest(1, course(false), { planned: true, days: [5, 1, 3] })?.weekdays).toBe('1,3,5');
    expect(buildAddCourseRequest(1, course(false), { planned: false, days: [2] })?.weekdays).toBe('');
  });
  it('reads a stored plan back, Sunday included', () => {
    expect(planOf('1,7')).toEqual({ planned: true, days: [1, 7] });
    expect(planOf('')).toEqual({ planned: false, days: [] });
    expect(planLabel('1,3')).toBe('每周一、周三');
    expect(planLabel('6,7')).toBe('每周六、周日');
    expect(planLabel('')).toBe('未设置上课计划');
  });
});

describe('guide progress', () => {
  afterEach(() => localStorage.clear());
  it('defaults to 2 with fewer than 2 relations, else 1; stored progress wins', () => {
    expect(readGuideProgress(1)).toBe(2);
    expect(readGuideProgress(3)).toBe(1);
    localStorage.setItem('guideProgress', '3');
    expect(readGuideProgress(1)).toBe(3);
  });
  it('moves on past a visited step, never back, and is kept locally', () => {
    expect(advanceGuideProgress(1, 2)).toBe(3);
    expect(localStorage.getItem('guideProgress')).toBe('3');
    expect(advanceGuideProgress(3, 1)).toBe(3);
  });
});
