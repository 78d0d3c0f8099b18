import type { Dayjs } from 'dayjs';
import type { UsageFigures } from '@shared/api/datacenter';

/** The data centre's date ranges (Beijing days, both included) and figure names. Pure, unit-tested. */
export type Preset = '7d' | '30d' | '90d' | 'custom';
export const PRESETS: { value: Preset; label: string }[] = [
  { value: '7d', label: '近7天' },
  { value: '30d', label: '近30天' },
  { value: '90d', label: '近90天' },
  { value: 'custom', label: '自定义' },
];
const FMT = 'YYYY-MM-DD';
const DAYS: Record<Exclude<Preset, 'custom'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export function presetRange(preset: Exclude<Preset, 'custom'>, today: Dayjs) {
  return { startDate: today.subtract(DAYS[preset] - 1, 'day').format(FMT), endDate: today.format(FMT) };
}

export type Metric = keyof UsageFigures;
export const METRICS: { key: Metric; label: string; unit: string }[] = [
  { key: 'activeUsers', label: '活跃用户', unit: '人次' },
  { key: 'lessons', label: '授课节数', unit: '节' },
  { key: 'reading', label: '教材阅读', unit: '次' },
  { key: 'aiCourse', label: 'AI课程使用', unit: '次' },
];

/** 1234567 → 1,234,567 (the cards and tables); the charts keep the raw numbers. */
export const fmt = (n: number) => n.toLocaleString('zh-CN');

/** A point's axis label: 3/14 for a day, 3/14起 for a week. */
export const pointLabel = (date: string, week: boolean) =>
  `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}${week ? '起' : ''}`;

/** The export's file name: 数据中心-<scope>-<start>至<end>.xlsx. */
export const exportName = (scope: string, startDate: string, endDate: string) =>
  `数据中心-${scope}-${startDate}至${endDate}.xlsx`;
