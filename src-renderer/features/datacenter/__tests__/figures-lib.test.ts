import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { barOption, lineOption } from '../lib/chart-options';
import { exportName, pointLabel, presetRange } from '../lib/ranges';

describe('data centre ranges and charts', () => {
  it('counts a preset back from today, both ends included', () => {
    const today = dayjs('2026-03-10');
    expect(presetRange('7d', today)).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(presetRange('90d', today)).toEqual({ startDate: '2025-12-11', endDate: '2026-03-10' });
  });

  it('labels days and weeks, and names the export after its scope and range', () => {
    expect(pointLabel('2026-03-09', false)).toBe('3/9');
    expect(pointLabel('2026-03-09', true)).toBe('3/9起');
    expect(exportName('锦江区', '2026-03-01', '2026-03-31')).toBe('数据中心-锦江区-2026-03-01至2026-03-31.xlsx');
  });

  it('draws the chosen figure: bars by name, a line point per day', () => {
    const bar = barOption(
      {
        groupBy: 'district',
        items: [
          { name: '武侯区', schoolId: null, activeUsers: 5, lessons: 2, reading: 3, aiCourse: 4 },
          { name: '锦江区', schoolId: null, activeUsers: 7, lessons: 1, reading: 0, aiCourse: 0 },
        ],
      },
      'lessons',
    );
    expect(bar.xAxis.data).toEqual(['武侯区', '锦江区']);
    expect(bar.series[0]!.data).toEqual([2, 1]);
    expect(bar.series[0]!.name).toBe('授课节数');
    const line = lineOption(
      { granularity: 'day', points: [{ date: '2026-03-09', activeUsers: 3, lessons: 0, reading: 1, aiCourse: 0 }] },
      'reading',
    );
    expect(line.xAxis.data).toEqual(['3/9']);
    expect(line.series[0]!.data).toEqual([1]);
  });
});
