import type { BarChart, LineChart } from '@shared/api/datacenter';
import { METRICS, pointLabel, type Metric } from './ranges';

/** ECharts options of the data centre's charts (plain objects, so they are tested without a canvas). */

const PALETTE = ['#2459dc', '#13c2c2', '#faad14', '#eb2f96'];
const metricOf = (m: Metric) => METRICS.find((x) => x.key === m)!;

export function barOption(chart: BarChart, metric: Metric) {
  const m = metricOf(metric);
  const color = PALETTE[METRICS.indexOf(m)];
  return {
    color: [color],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 56, right: 16, top: 32, bottom: chart.items.length > 6 ? 72 : 40 },
    xAxis: {
      type: 'category',
      data: chart.items.map((i) => i.name),
      axisLabel: { interval: 0, rotate: chart.items.length > 6 ? 30 : 0 },
    },
    yAxis: { type: 'value', name: m.unit },
    series: [
      {
        name: m.label,
        type: 'bar',
        barMaxWidth: 36,
        data: chart.items.map((i) => i[metric]),
        itemStyle: { borderRadius: [4, 4, 0, 0] },
        label: { show: chart.items.length <= 12, position: 'top' },
      },
    ],
  };
}

export function lineOption(chart: LineChart, metric: Metric) {
  const m = metricOf(metric);
  const week = chart.granularity === 'week';
  return {
    color: [PALETTE[METRICS.indexOf(m)]],
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 16, top: 32, bottom: 40 },
    xAxis: { type: 'category', boundaryGap: false, data: chart.points.map((p) => pointLabel(p.date, week)) },
    yAxis: { type: 'value', name: m.unit },
    series: [
      {
        name: m.label,
        type: 'line',
        smooth: true,
        showSymbol: chart.points.length <= 31,
        areaStyle: { opacity: 0.12 },
        data: chart.points.map((p) => p[metric]),
      },
    ],
  };
}

/** Lessons taught per course (courses that run somewhere), for the course view. */
export function courseOption(rows: { name: string; lessons: number; classes: number }[]) {
  const used = rows.filter((r) => r.classes > 0 || r.lessons > 0);
  return {
    color: ['#2459dc', '#13c2c2'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 210, right: 24, top: 36, bottom: 24 },
    xAxis: { type: 'value' },
    yAxis: {
      type: 'category',
      inverse: true,
      data: used.map((r) => r.name),
      axisLabel: { width: 196, overflow: 'truncate' },
    },
    series: [
      { name: '授课节数', type: 'bar', data: used.map((r) => r.lessons), barMaxWidth: 18 },
      { name: '开课班级', type: 'bar', data: used.map((r) => r.classes), barMaxWidth: 18 },
    ],
  };
}
