import { describe, expect, it } from 'vitest';
import { beijing } from '../../../platform/dayjs';
import { homeworkOption, teachingOption } from '../lib/chart-options';
import { buckets, presetRange, termStart } from '../lib/ranges';

const day = (d: string) => beijing(`${d}T10:00:00+08:00`);
const figures = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    date: new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10),
    aiLessons: 1,
    liveLessons: i % 2,
    submitted: 2,
    marked: 1,
    readers: 3,
  }));

describe('my data ranges', () => {
  it('knows the presets and the Chinese school terms', () => {
    expect(presetRange('7d', day('2026-11-25'))).toEqual({ startDate: '2026-11-19', endDate: '2026-11-25' });
    expect(presetRange('30d', day('2026-11-25'))).toEqual({ startDate: '2026-10-27', endDate: '2026-11-25' });
    expect(termStart(day('2026-11-25')).format('YYYY-MM-DD')).toBe('2026-09-01');
    expect(termStart(day('2027-01-20')).format('YYYY-MM-DD')).toBe('2026-09-01');
    expect(termStart(day('2027-04-02')).format('YYYY-MM-DD')).toBe('2027-02-01');
    expect(presetRange('term', day('2026-09-01')).startDate).toBe('2026-09-01');
  });

  it('draws a point a day up to 62 days and a point a week beyond, keeping the totals', () => {
    expect(buckets(figures(30))).toHaveLength(30);
    expect(buckets(figures(30))[0]!.label).toBe('9/1');
    const weekly = buckets(figures(100));
    expect(weekly).toHaveLength(15);
    expect(weekly[0]).toMatchObject({ label: '9/1起', aiLessons: 7, submitted: 14, readers: 21 });
    expect(weekly.reduce((n, b) => n + b.aiLessons, 0)).toBe(100);
  });

  it('gives each chart its series', () => {
    const points = buckets(figures(3));
    expect(teachingOption(points).series.map((s) => s.name)).toEqual(['AI课上课', '直播课']);
    expect(homeworkOption(points).series[2]!.data).toEqual([3, 3, 3]);
  });
});
