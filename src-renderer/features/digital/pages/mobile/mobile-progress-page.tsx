import { Box, Card, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { RedeemApi } from '@shared/api/redeem';
import { TaskApi } from '@shared/api/task';
import { AppLink } from '../../../../components/app-link';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { PageLoading } from '../../../../components/page-loading';
import { readerPaths } from '../../../../config/book-paths';
import { mediaUrl } from '../../../../platform/media';
import { call } from '../../../../platform/http';

/** Figures of the student's homework: done of all, the score rate of marked ones, open error questions. */
function useHomeworkFigures() {
  return useQuery({
    queryKey: ['tasks', 'progress-figures'],
    queryFn: async () => {
      const [all, done, errors] = await Promise.all([
        call(TaskApi.studentTasks, { pageSize: 50 }),
        call(TaskApi.studentTasks, { state: 'DONE', pageSize: 50 }),
        call(TaskApi.errorBook, { mastered: 'false', pageSize: 1 }),
      ]);
      const marked = done.list.filter((t) => t.state === 'MARKED' && t.score !== null);
      const got = marked.reduce((n, t) => n + (t.score ?? 0), 0);
      const of = marked.reduce((n, t) => n + t.task.totalScore, 0);
      return {
        total: all.total,
        done: done.total,
        rate: of ? Math.round((got / of) * 100) : null,
        errors: errors.total,
      };
    },
  });
}

/**
 * `/{brand}Book/progress`: 学习进度 — how far the student has read each textbook (the page reached of how many,
 * and when), and the homework figures: tasks done, the score rate of marked ones, error questions still open.
 */
export default function MobileProgressPage() {
  const books = useQuery({
    queryKey: ['books', 'mine', 'reading'],
    queryFn: () => call(RedeemApi.myBooks, { reading: 'true' }),
  });
  const hw = useHomeworkFigures();
  if (books.isPending) return <PageLoading />;
  if (books.isError) return <ErrorState onRetry={() => void books.refetch()} retrying={books.isFetching} />;
  const figures = [
    ['完成作业', hw.data ? `${hw.data.done}/${hw.data.total}` : '–'],
    ['平均得分率', hw.data?.rate != null ? `${hw.data.rate}%` : '–'],
    ['待复习错题', hw.data ? String(hw.data.errors) : '–'],
  ] as const;
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>作业情况</Typography>
        <Stack direction="row" data-testid="homework-figures">
          {figures.map(([label, value]) => (
            <Box key={label} sx={{ flex: 1, textAlign: 'center' }}>
              <Typography variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
                {value}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {label}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Card>
      <Typography sx={{ fontWeight: 600, px: 0.5 }}>阅读进度</Typography>
      {!books.data.length ? (
        <EmptyState text="还没有教材" />
      ) : (
        books.data.map((b) => {
          const r = b.reading;
          const pct = r && r.pageCount ? Math.round((r.page / r.pageCount) * 100) : 0;
          return (
            <Card
              key={b.id}
              elevation={0}
              sx={{ p: 1.5, borderRadius: 3, display: 'flex', gap: 1.5, color: 'inherit', textDecoration: 'none' }}
              component={AppLink}
              to={readerPaths.read(b.id, r?.page)}
              data-testid="book-progress"
            >
              <Box
                component="img"
                src={mediaUrl(b.cover)}
                alt=""
                sx={{ width: 48, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap sx={{ fontWeight: 600 }}>
                  {b.title}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={pct}
                  aria-label={`${b.title} 阅读进度`}
                  sx={{ my: 1, height: 6, borderRadius: 3 }}
                />
                <Typography variant="caption" color="text.secondary">
                  {r
                    ? `读到第 ${r.page} 页 / 共 ${r.pageCount} 页（${pct}%） · ${new Date(r.updatedAt).toLocaleDateString('zh-CN')}`
                    : '还没有开始阅读'}
                </Typography>
              </Box>
            </Card>
          );
        })
      )}
    </Stack>
  );
}
