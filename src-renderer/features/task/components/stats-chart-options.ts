import type { ClassStatistics } from '@shared/api/task';
import {
  BANDS,
  percent,
  rankedQuestions,
  shortStem,
  submitRate,
  taskRate,
  type StudentStat,
  type TaskStat,
} from '../stats-figures';

/**
 * ECharts options of the statistics screens, as plain objects (no ECharts import here: the chart module is loaded
 * lazily, these are unit-tested without it). Rates are drawn as percentages 0–100.
 */
const COLORS = ['#2459dc', '#22b07d', '#ff8a00', '#ff5a5f'];
const pct = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
const percentAxis = { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } } as const;

/** Per task, side by side: the average score rate and the submission rate, in deadline order. */
export function taskAverageOption(stats: ClassStatistics) {
  return {
    color: COLORS,
    tooltip: { trigger: 'axis', valueFormatter: (v: number | null) => (v === null ? '—' : `${v}%`) },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 40, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: stats.tasks.map((t) => t.title),
      axisLabel: { interval: 0, width: 160, overflow: 'truncate' },
    },
    yAxis: percentAxis,
    series: [
      {
        name: '平均得分率',
        type: 'bar',
        barMaxWidth: 40,
        label: { show: true, position: 'top', formatter: '{c}%' },
        data: stats.tasks.map((t) => pct(taskRate(t))),
      },
      {
        name: '提交率',
        type: 'bar',
        barMaxWidth: 40,
        label: { show: true, position: 'top', formatter: '{c}%' },
        data: stats.tasks.map((t) => pct(submitRate(t, stats.studentCount))),
      },
    ],
  };
}

/** One task's marked scores in the five bands. */
export function distributionOption(task: TaskStat) {
  return {
    color: [COLORS[0]],
    tooltip: { trigger: 'axis' },
    grid: { left: 40, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: [...BANDS] },
    yAxis: { type: 'value', minInterval: 1, name: '人数' },
    series: [
      {
        name: '人数',
        type: 'bar',
        barMaxWidth: 48,
        label: { show: true, position: 'top' },
        data: task.distribution.map((n, i) => ({
          value: n,
          itemStyle: { color: i === 0 ? COLORS[3] : i === 4 ? COLORS[1] : COLORS[0] },
        })),
      },
    ],
  };
}

/** Every answered question's correct rate, lowest at the top, labelled with its stem. */
export function correctRateOption(stats: ClassStatistics) {
  const ranked = rankedQuestions(stats);
  // A horizontal bar chart lists from the bottom up: reverse so the lowest rate is on top.
  const rows = [...ranked].reverse();
  return {
    color: [COLORS[0]],
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataIndex: number }) => {
        const q = rows[p.dataIndex];
        return q ? `${escapeHtml(q.stem)}<br/>正确率 ${percent(q.correctRate)}（${q.answered} 人作答）` : '';
      },
    },
    grid: { left: 8, right: 48, top: 8, bottom: 8, containLabel: true },
    xAxis: percentAxis,
    yAxis: { type: 'category', data: rows.map((q) => shortStem(q.stem)) },
    series: [
      {
        name: '正确率',
        type: 'bar',
        barMaxWidth: 20,
        label: { show: true, position: 'right', formatter: '{c}%' },
        data: rows.map((q) => ({
          value: pct(q.correctRate),
          itemStyle: { color: q.correctRate < 0.6 ? COLORS[3] : q.correctRate < 0.8 ? COLORS[2] : COLORS[1] },
        })),
      },
    ],
  };
}

/** The height the correct-rate chart needs for its rows. */
export const correctRateHeight = (stats: ClassStatistics) => Math.max(200, rankedQuestions(stats).length * 34 + 40);

/** Each student's mean score rate (no bar for a student without marked work; the tooltip says —). */
export function studentRateOption(students: StudentStat[]) {
  return {
    color: [COLORS[0]],
    tooltip: {
      trigger: 'axis',
      formatter: (ps: { dataIndex: number }[]) => {
        const s = students[ps[0]?.dataIndex ?? -1];
        return s ? `${escapeHtml(s.studentName)}<br/>平均得分率 ${percent(s.averageRate)}` : '';
      },
    },
    grid: { left: 40, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: students.map((s) => s.studentName), axisLabel: { interval: 0 } },
    yAxis: percentAxis,
    series: [
      {
        name: '平均得分率',
        type: 'bar',
        barMaxWidth: 36,
        label: { show: true, position: 'top', formatter: '{c}%' },
        data: students.map((s) => pct(s.averageRate)),
      },
    ],
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
