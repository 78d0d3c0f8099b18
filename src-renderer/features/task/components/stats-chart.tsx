import { Box } from '@mui/material';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface StatsChartProps {
  option: object;
  height: number;
  testId: string;
}

/** One chart of the statistics screens (this module, with ECharts, is loaded only when a chart is shown). */
export default function StatsChart({ option, height, testId }: StatsChartProps) {
  return (
    <Box data-testid={testId} sx={{ height }}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height: '100%' }} notMerge />
    </Box>
  );
}
