import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useCourseStatistics } from '../api/lesson-plan';

// ECharts loads with the chart, not with 我的课程 (the signed-in teacher's first screen has a size budget).
const CourseStatsChart = lazy(() => import('./course-stats-chart'));

/** 教学数据: the teacher's totals and, per class, lessons taught, units finished and works submitted. */
export function CourseStats() {
  const stats = useCourseStatistics();
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
      <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
        <CourseStatsChart stats={s} />
      </Suspense>
    </Paper>
  );
}
