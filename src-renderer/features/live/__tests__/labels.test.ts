import { describe, expect, it } from 'vitest';
import { lessonTime, STATUS_LABEL } from '../labels';

describe('live lesson labels', () => {
  it('says a lesson’s time in Beijing time, and the always-on lesson as all day', () => {
    const once = { start: '2026-11-26T02:00:00.000Z', end: '2026-11-26T02:45:00.000Z', daily: false };
    expect(lessonTime(once)).toBe('11月26日 周四 10:00-10:45');
    expect(lessonTime(once, true)).toBe('11月26日 10:00');
    const daily = { start: '2026-11-22T16:00:00.000Z', end: '2026-11-23T16:00:00.000Z', daily: true };
    expect(lessonTime(daily)).toBe('每天 全天直播');
  });

  it('uses the spec’s status words', () => {
    expect(Object.values(STATUS_LABEL)).toEqual(['未开始', '直播中', '已结束']);
  });
});
