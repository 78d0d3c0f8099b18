import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useCourseStatistics } from '../api/lesson-plan';

// ECharts loads with the chart, and the chart only once it scrolls into view: 我的课程 is the signed-in teacher's
// first screen, and its size budget (250 KB) has no room for a chart library below the fold.
const CourseStatsChart = lazy(() => import('./course-stats-chart'));

/** Whether the element has been on screen (a callback ref: the element mounts only once the figures loaded). */
function useSeen() {
  const [el, setEl] = useState<Element | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (!el || seen) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true));
    io.observe(el);
    return () => io.disconnect();
  }, [el, seen]);
  return [setEl, seen] as const;
}

/** 教学数据: the teacher's totals and, per class, lessons taught, units finished and works submitted. */
export function CourseStats() {
  const stats = useCourseStatistics();
  const [chartRef, chartSeen] = useSeen();
  if (stats.isPending) return <Skeleton variant="rounded" height={160} />;
  if (stats.isError || stats.data.classes.length === 0) return null;
  const s = stats.data;
  const totals = [
    ['已上课时', s.lessonsTaught],
    ['完成单元', s.unitsFinished],
    ['提交作品', s.worksSubmitted],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-label="教学数据" sx={{ p: 2, borderRadius: 3, mt: 4 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        教学数据
      </Typography>
      <Stack direction="row" spacing={4} sx={{ mb: 2 }}>
        {totals.map(([label, n]) => (
          <Box key={label}>
            <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid="stat-total">
              {n}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Box ref={chartRef} sx={{ minHeight: 300 }}>
        {chartSeen && (
          <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
            <CourseStatsChart stats={s} />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
