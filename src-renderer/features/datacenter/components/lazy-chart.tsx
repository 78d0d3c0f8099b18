import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart';

// The cards and tables show at once; ECharts loads with the first chart.
const Chart = lazy(() => import('./chart'));

export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
