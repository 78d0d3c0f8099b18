import { describe, expect, it } from 'vitest';
import { personName, relativeTime } from '../labels';

describe('research labels', () => {
  const now = new Date('2026-11-25T14:00:00+08:00').getTime();
  it('says how long ago in Beijing time', () => {
    expect(relativeTime('2026-11-25T13:59:30+08:00', now)).toBe('刚刚');
    expect(relativeTime('2026-11-25T13:35:00+08:00', now)).toBe('25 分钟前');
    expect(relativeTime('2026-11-25T09:00:00+08:00', now)).toBe('5 小时前');
    expect(relativeTime('2026-11-24T20:30:00+08:00', now)).toBe('昨天 20:30');
    expect(relativeTime('2026-11-02T08:05:00+08:00', now)).toBe('11月2日 08:05');
    expect(relativeTime('2025-12-31T10:00:00+08:00', now)).toBe('2025年12月31日');
  });
  it('marks the caller', () => {
    expect(personName('王老师', true)).toBe('王老师（我）');
    expect(personName('陈晓燕', false)).toBe('陈晓燕');
  });
});
