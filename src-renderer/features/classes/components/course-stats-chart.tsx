import { Box } from '@mui/material';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { CourseStatistics } from '@shared/api/aicourse';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Lessons taught, units finished and works submitted per class, as grouped bars (loaded only with this chart). */
export default function CourseStatsChart({ stats }: { stats: CourseStatistics }) {
  const names = stats.classes.map((c) => c.className);
  const series = [
    { name: '已上课时', key: 'lessonsTaught' },
    { name: '完成单元', key: 'unitsFinished' },
    { name: '提交作品', key: 'worksSubmitted' },
  ] as const;
  const option = {
    color: ['#2459dc', '#22b07d', '#ff8a00'],
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value', minInterval: 1 },
    series: series.map((s) => ({
      name: s.name,
      type: 'bar',
      barMaxWidth: 36,
      label: { show: true, position: 'top' },
      data: stats.classes.map((c) => c[s.key]),
    })),
  };
  return (
    <Box data-testid="course-stats-chart" sx={{ height: 300 }}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height: '100%' }} notMerge />
    </Box>
  );
}
