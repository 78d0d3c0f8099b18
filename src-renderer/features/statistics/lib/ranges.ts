import type { Dayjs } from 'dayjs';
import type { DayFigures } from '@shared/api/statistics';

/**
 * The date ranges of 我的数据 and the shaping of the daily figures for the charts. Pure, unit-tested. Terms follow
 * the Chinese school year: the autumn term from 1 September to the end of January, the spring term from 1 February
 * to the end of August (the summer holiday is part of it, so 本学期 never starts in the future).
 */
export type Preset = '7d' | '30d' | 'term' | 'custom';
export const PRESETS: { value: Preset; label: string }[] = [
  { value: '7d', label: '近7天' },
  { value: '30d', label: '近30天' },
  { value: 'term', label: '本学期' },
  { value: 'custom', label: '自定义' },
];
const FMT = 'YYYY-MM-DD';

export function termStart(today: Dayjs): Dayjs {
  const m = today.month() + 1;
  if (m >= 9) return today.month(8).date(1).startOf('day');
  if (m === 1) return today.subtract(1, 'year').month(8).date(1).startOf('day');
  return today.month(1).date(1).startOf('day');
}

export function presetRange(preset: Exclude<Preset, 'custom'>, today: Dayjs) {
  const endDate = today.format(FMT);
  if (preset === '7d') return { startDate: today.subtract(6, 'day').format(FMT), endDate };
  if (preset === '30d') return { startDate: today.subtract(29, 'day').format(FMT), endDate };
  return { startDate: termStart(today).format(FMT), endDate };
}

export type Series = Omit<DayFigures, 'date'>;
export interface Bucket extends Series {
  label: string;
}

/** Daily figures as chart points: one a day up to 62 days, otherwise one a week (labelled by its first day). */
export function buckets(daily: DayFigures[]): Bucket[] {
  const label = (d: string) => `${Number(d.slice(5, 7))}/${Number(d.slice(8, 10))}`;
  if (daily.length <= 62) return daily.map(({ date, ...f }) => ({ label: label(date), ...f }));
  const out: Bucket[] = [];
  daily.forEach(({ date, ...f }, i) => {
    if (i % 7 === 0) out.push({ label: `${label(date)}起`, ...f });
    else {
      const b = out[out.length - 1]!;
      for (const k of Object.keys(f) as (keyof Series)[]) b[k] += f[k];
    }
  });
  return out;
}
