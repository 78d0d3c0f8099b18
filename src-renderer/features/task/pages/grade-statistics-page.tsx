import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ClassStatistics } from '@shared/api/task';
import { useClassList } from '../../../api/classes/class-list';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { paths, to } from '../../../config/paths';
import { useClassStatistics, useTeachingBooks } from '../api/tasks';
import { LazyStatsChart } from '../components/lazy-stats-chart';
import {
  correctRateHeight,
  correctRateOption,
  distributionOption,
  taskAverageOption,
} from '../components/stats-chart-options';
import { Figures, Picker, StatsError, StatsPanel } from '../components/stats-parts';
import { defaultTaskId, headline, percent } from '../stats-figures';

/**
 * /classpro/gradeStatistics?classId=[&bookId=] — 成绩统计: one of the teacher's classes over the tasks pushed to it
 * (one book's when chosen): headline figures, each task's average and submission rate, one task's score
 * distribution, every question's correct rate and the questions most often wrong. Links to 班级信息.
 */
export default function GradeStatisticsPage() {
  const [params, setParams] = useSearchParams();
  const classes = useClassList();
  const books = useTeachingBooks();
  const firstClass = classes.data?.[0]?.id ?? 0;
  const classId = Number(params.get('classId')) || firstClass;
  const bookId = Number(params.get('bookId')) || 0;
  const stats = useClassStatistics(classId, bookId || undefined);
  const choose = (next: { classId?: number; bookId?: number }) => {
    const c = next.classId ?? classId;
    const b = next.bookId ?? bookId;
    setParams(b ? { classId: String(c), bookId: String(b) } : { classId: String(c) }, { replace: true });
  };

  let body;
  if (classes.isPending || (classId > 0 && stats.isPending)) body = <PageLoading />;
  else if (classes.isError) body = <ErrorState onRetry={() => void classes.refetch()} retrying={classes.isFetching} />;
  else if (!classId) body = <EmptyState text="还没有班级，创建班级并布置作业后可查看成绩统计" />;
  else if (stats.isError)
    body = <StatsError error={stats.error} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  else if (stats.data) body = <Statistics stats={stats.data} filtered={bookId > 0} />;

  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100%', py: 3 }}>
      <Stack spacing={2.5} sx={{ maxWidth: 1200, mx: 'auto', px: 3 }}>
        <Stack direction="row" alignItems="center" spacing={2} flexWrap="wrap" useFlexGap>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
            成绩统计
          </Typography>
          <Picker
            label="班级"
            value={classId}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id) => choose({ classId: id })}
          />
          <Picker
            label="教材"
            value={bookId}
            width={240}
            options={[
              { value: 0, label: '全部教材' },
              ...(books.data ?? []).map((b) => ({ value: b.id, label: b.title })),
            ]}
            onChange={(id) => choose({ bookId: id })}
          />
          {classId > 0 && (
            <Button variant="outlined" component={AppLink} to={to.educationalClassinfo(classId)}>
              班级信息
            </Button>
          )}
        </Stack>
        {body}
      </Stack>
    </Box>
  );
}

function Statistics({ stats, filtered }: { stats: ClassStatistics; filtered: boolean }) {
  const [taskId, setTaskId] = useState(() => defaultTaskId(stats));
  useEffect(() => {
    if (!stats.tasks.some((t) => t.taskId === taskId)) setTaskId(defaultTaskId(stats));
  }, [stats, taskId]);
  const h = headline(stats);
  const figures = [
    { label: '学生人数', value: String(h.students) },
    { label: '作业数', value: String(h.tasks) },
    { label: '平均得分率', value: percent(h.averageRate) },
    { label: '提交率', value: percent(h.submitRate) },
  ];
  if (stats.tasks.length === 0) {
    return (
      <>
        <Figures items={figures} />
        <Box sx={{ bgcolor: '#fff', borderRadius: 3 }}>
          <EmptyState
            text={`${stats.className}${filtered ? '在这本教材下' : ''}还没有作业，布置作业并有学生提交后，这里会显示成绩统计`}
            action={
              <Button variant="contained" component={AppLink} to={`${paths.digitalbooksRoot}/push-task`}>
                布置作业
              </Button>
            }
          />
        </Box>
      </>
    );
  }
  const task = stats.tasks.find((t) => t.taskId === taskId) ?? stats.tasks.at(-1)!;
  const marked = task.distribution.reduce((a, b) => a + b, 0);
  return (
    <>
      <Figures items={figures} />
      <StatsPanel title="各次作业平均得分率与提交率">
        <LazyStatsChart testId="task-average-chart" height={300} option={taskAverageOption(stats)} />
      </StatsPanel>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
        <StatsPanel
          title="成绩分布"
          action={
            <Picker
              label="作业"
              value={task.taskId}
              width={220}
              options={stats.tasks.map((t) => ({ value: t.taskId, label: t.title }))}
              onChange={setTaskId}
            />
          }
        >
          {marked === 0 ? (
            <EmptyState text="这次作业还没有批改完成的提交" />
          ) : (
            <LazyStatsChart testId="distribution-chart" height={280} option={distributionOption(task)} />
          )}
        </StatsPanel>
        <StatsPanel title="错题排行" testId="most-wrong">
          {stats.mostWrong.length === 0 ? (
            <EmptyState text="暂无错题" />
          ) : (
            <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {stats.mostWrong.map((q, i) => (
                <Stack
                  component="li"
                  key={q.questionId}
                  direction="row"
                  spacing={1.5}
                  alignItems="center"
                  data-testid="most-wrong-item"
                  sx={{ py: 0.75, borderBottom: '1px solid', borderColor: 'divider' }}
                >
                  <Typography sx={{ width: 24, fontWeight: 700, color: i < 3 ? 'error.main' : 'text.secondary' }}>
                    {i + 1}
                  </Typography>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} title={q.stem}>
                    {q.stem}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={q.correctRate < 0.6 ? 'error' : 'warning'}
                    label={`正确率 ${percent(q.correctRate)}`}
                  />
                </Stack>
              ))}
            </Stack>
          )}
        </StatsPanel>
      </Box>
      <StatsPanel title="各题正确率（由低到高）">
        {stats.questions.some((q) => q.correctRate !== null) ? (
          <LazyStatsChart
            testId="correct-rate-chart"
            height={correctRateHeight(stats)}
            option={correctRateOption(stats)}
          />
        ) : (
          <EmptyState text="还没有已批改的题目" />
        )}
      </StatsPanel>
    </>
  );
}
