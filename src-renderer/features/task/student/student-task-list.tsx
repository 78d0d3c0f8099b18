import { Badge, Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import type { StudentTask } from '@shared/api/task';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { PageLoading } from '../../../components/page-loading';
import { beijingTime } from '../../../components/task-labels';
import { useStudentTasks } from '../api/tasks';
import { STUDENT_STATE } from './student-labels';

/** The student's tasks, to do or done, newest first; an unopened one carries a red dot. */
export function StudentTaskList(props: {
  state: 'TODO' | 'DONE';
  pageNum: number;
  onPage: (n: number) => void;
  hrefOf: (t: StudentTask) => string;
  selected?: number;
}) {
  const tasks = useStudentTasks(props.state, props.pageNum, 10);
  if (tasks.isPending) return <PageLoading />;
  if (tasks.isError) return <ErrorState onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />;
  if (!tasks.data.list.length)
    return <EmptyState text={props.state === 'TODO' ? '太棒了，作业都完成了' : '还没有完成的作业'} />;
  return (
    <Stack spacing={1.25} role="list" aria-label={props.state === 'TODO' ? '待完成的作业' : '已完成的作业'}>
      {tasks.data.list.map((t) => {
        const state = STUDENT_STATE[t.state];
        const overdue = Date.parse(t.task.deadline) < Date.now();
        return (
          <Card
            key={`${t.task.id}-${t.classId}`}
            role="listitem"
            elevation={0}
            data-testid="student-task-item"
            sx={{
              borderRadius: 3,
              outline: props.selected === t.task.id ? '2px solid' : 'none',
              outlineColor: 'primary.main',
            }}
          >
            <CardActionArea component={AppLink} to={props.hrefOf(t)} sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} alignItems="center">
                <Badge color="error" variant="dot" invisible={t.read} data-testid={t.read ? undefined : 'unread-dot'}>
                  <Typography sx={{ fontWeight: 600, pr: 0.5 }}>{t.task.title}</Typography>
                </Badge>
                <Box sx={{ flex: 1 }} />
                <Chip size="small" color={state.color} label={state.label} />
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} noWrap>
                {t.task.bookTitle} · {t.task.lessonTitle}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }} alignItems="center">
                <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} noWrap>
                  {t.className} · {t.teacherName}
                </Typography>
                {t.score !== null && (t.state === 'MARKED' || t.state === 'SUBMITTED') ? (
                  <Typography variant="caption" sx={{ fontWeight: 600 }}>
                    {t.score}/{t.task.totalScore}分
                  </Typography>
                ) : (
                  <Typography variant="caption" color={overdue ? 'error.main' : 'text.secondary'}>
                    截止 {beijingTime(t.task.deadline)}
                  </Typography>
                )}
              </Stack>
            </CardActionArea>
          </Card>
        );
      })}
      <PagePager page={props.pageNum} total={tasks.data.total} pageSize={10} onChange={props.onPage} />
    </Stack>
  );
}
