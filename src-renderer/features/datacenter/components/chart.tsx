import { Box } from '@mui/material';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, DataZoomComponent, CanvasRenderer]);

export interface ChartProps {
  option: object;
  height: number;
  testId: string;
  onBarClick?: (name: string) => void;
}

/** A chart of the data centre, with ECharts' built-in Chinese locale (loaded only with the data centre's screens). */
export default function Chart({ option, height, testId, onBarClick }: ChartProps) {
  return (
    <Box data-testid={testId} sx={{ height }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        opts={{ locale: 'ZH' }}
        style={{ height: '100%' }}
        notMerge
        onEvents={onBarClick ? { click: (e: { name: string }) => onBarClick(e.name) } : undefined}
      />
    </Box>
  );
}
