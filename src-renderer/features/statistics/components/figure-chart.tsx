import { Box } from '@mui/material';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export interface FigureChartProps {
  option: object;
  height: number;
  testId: string;
}

/** One chart of 我的数据 (this module, with ECharts, is loaded only when a chart is shown). */
export default function FigureChart({ option, height, testId }: FigureChartProps) {
  return (
    <Box data-testid={testId} sx={{ height }}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height: '100%' }} notMerge />
    </Box>
  );
}
