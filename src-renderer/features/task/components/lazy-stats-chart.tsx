import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { StatsChartProps } from './stats-chart';

// ECharts comes with the first chart, not with the screen: the statistics screens show their figures at once and
// the chart library (a few hundred KB) follows.
const StatsChart = lazy(() => import('./stats-chart'));

export function LazyStatsChart(props: StatsChartProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={props.height} />}>
      <StatsChart {...props} />
    </Suspense>
  );
}
