import { Box, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { ErrorState } from '../../../components/error-state';
import { beijing } from '../../../platform/dayjs';
import { useTeacherOverview } from '../api/overview';
import { homeworkOption, teachingOption } from '../lib/chart-options';
import { buckets, presetRange, PRESETS, type Preset } from '../lib/ranges';
import { FigureCards } from './figure-cards';
import { LazyFigureChart } from './lazy-figure-chart';
import { RangePicker, type RangeValue } from '../../../components/range-picker';

/** 我的数据's content: the range, the summary cards and two charts, all from getTeacherDataOverview. */
export function MyDataView({ actions }: { actions?: ReactNode }) {
  const [range, setRange] = useState<RangeValue<Preset>>(() => ({ preset: '30d', ...presetRange('30d', beijing()) }));
  const overview = useTeacherOverview({ startDate: range.startDate, endDate: range.endDate });
  const points = overview.data ? buckets(overview.data.daily) : [];
  const weekly = (overview.data?.daily.length ?? 0) > 62;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2} useFlexGap flexWrap="wrap">
        <RangePicker
          presets={PRESETS}
          value={range}
          onPreset={(preset) =>
            setRange(preset === 'custom' ? { ...range, preset } : { preset, ...presetRange(preset, beijing()) })
          }
          onCustom={(startDate, endDate) => setRange({ preset: 'custom', startDate, endDate })}
        />
        {actions}
      </Stack>
      <Box sx={{ height: 4, mt: '4px !important' }}>{overview.isFetching && <LinearProgress />}</Box>
      {overview.isError && !overview.data ? (
        <ErrorState onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : !overview.data ? (
        <Skeleton variant="rounded" height={360} />
      ) : (
        <>
          <FigureCards totals={overview.data.totals} />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
            <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                授课趋势{weekly ? '（按周）' : ''}
              </Typography>
              <LazyFigureChart option={teachingOption(points)} height={300} testId="teaching-chart" />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                作业与阅读{weekly ? '（按周）' : ''}
              </Typography>
              <LazyFigureChart option={homeworkOption(points)} height={300} testId="homework-chart" />
            </Paper>
          </Box>
          <Typography variant="caption" color="text.secondary">
            统计口径：北京时间；AI课以班级课程当天保存进度计一节；直播课为班级已预约且已开课的课次；阅读学生为所带班级中在范围内翻阅过教材的学生；平均得分率为范围内已批改作业的得分占满分的比例。
          </Typography>
        </>
      )}
    </Stack>
  );
}
