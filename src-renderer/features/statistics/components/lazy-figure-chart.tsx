import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { FigureChartProps } from './figure-chart';

// ECharts follows the figures: the cards show at once and the chart library loads with the first chart.
const FigureChart = lazy(() => import('./figure-chart'));

export function LazyFigureChart(props: FigureChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} />}>
      <FigureChart {...props} />
    </Suspense>
  );
}
