import type { Bucket } from './ranges';

/** ECharts options of 我的数据, as plain objects (the chart module itself is loaded lazily). */
const COLORS = ['#2459dc', '#e5484d', '#12a594', '#f08c00', '#8e4ec6'];
const base = (labels: string[]) => ({
  color: COLORS,
  animationDuration: 400,
  tooltip: { trigger: 'axis' },
  legend: { top: 0 },
  grid: { left: 16, right: 24, top: 40, bottom: 8, containLabel: true },
  xAxis: { type: 'category', data: labels, boundaryGap: true },
  yAxis: { type: 'value', minInterval: 1 },
});

/** 授课趋势: AI course lessons and live lessons, a line each. */
export function teachingOption(points: Bucket[]) {
  return {
    ...base(points.map((p) => p.label)),
    series: [
      { name: 'AI课上课', type: 'line', smooth: false, symbolSize: 5, data: points.map((p) => p.aiLessons) },
      { name: '直播课', type: 'line', smooth: false, symbolSize: 5, data: points.map((p) => p.liveLessons) },
    ],
  };
}

/** 作业与阅读: submissions received and marked, students reading, as bars. */
export function homeworkOption(points: Bucket[]) {
  return {
    ...base(points.map((p) => p.label)),
    color: [COLORS[0], COLORS[2], COLORS[3]],
    series: [
      { name: '收到提交', type: 'bar', barMaxWidth: 18, data: points.map((p) => p.submitted) },
      { name: '已批改', type: 'bar', barMaxWidth: 18, data: points.map((p) => p.marked) },
      { name: '阅读学生', type: 'bar', barMaxWidth: 18, data: points.map((p) => p.readers) },
    ],
  };
}
