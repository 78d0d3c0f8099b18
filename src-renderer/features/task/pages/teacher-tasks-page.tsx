import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import { Box, Button, Card, Chip, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { useClassList } from '../../../api/classes/class-list';
import { PagePager } from '../../../components/page-pager';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { notify } from '../../../platform/notify';
import { useDeleteTask, useTeacherTasks } from '../api/tasks';
import { beijingTime } from '../../../components/task-labels';
import { AppLink } from '../../../components/app-link';
import { to } from '../../../config/paths';

/**
 * /digitalbooks/task-t — the teacher's homework: every task they pushed, by class, with how many students of each
 * class submitted and how many are marked; 批改 opens a class's submissions, 成绩统计 the class's statistics, 删除
 * removes a task with its submissions.
 */
export default function TeacherTasksPage() {
  const classes = useClassList();
  const [classId, setClassId] = useState(0);
  const [pageNum, setPageNum] = useState(1);
  const tasks = useTeacherTasks(classId || undefined, pageNum);
  const remove = useDeleteTask();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<{ id: number; title: string } | null>(null);
  const doDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(Msg.taskDeleted);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setDeleting(null);
    }
  };
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', py: 3 }}>
      <Stack spacing={2.5} sx={{ maxWidth: 1080, mx: 'auto', px: 2 }}>
        <Stack direction="row" alignItems="center">
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
            作业管理
          </Typography>
          <Button variant="contained" onClick={() => navigate('/digitalbooks/push-task')}>
            布置作业
          </Button>
        </Stack>
        <Tabs
          value={classId}
          onChange={(_e, v: number) => {
            setClassId(v);
            setPageNum(1);
          }}
          variant="scrollable"
          sx={{ bgcolor: '#fff', borderRadius: 2, px: 1 }}
        >
          <Tab value={0} label="全部班级" />
          {(classes.data ?? []).map((c) => (
            <Tab key={c.id} value={c.id} label={c.name} />
          ))}
        </Tabs>
        {tasks.isPending ? (
          <PageLoading />
        ) : tasks.isError ? (
          <ErrorState onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />
        ) : tasks.data.list.length === 0 ? (
          <EmptyState text="还没有布置作业" />
        ) : (
          tasks.data.list.map((t) => {
            const overdue = Date.parse(t.deadline) < Date.now();
            return (
              <Card key={t.id} elevation={0} sx={{ p: 2.5, borderRadius: 3 }} data-testid="teacher-task">
                <Stack direction="row" spacing={1.5} alignItems="flex-start">
                  <AssignmentOutlinedIcon color="primary" sx={{ mt: 0.5 }} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                      <Typography variant="h6" sx={{ fontWeight: 600 }}>
                        {t.title}
                      </Typography>
                      <Chip
                        size="small"
                        label={overdue ? '已截止' : '进行中'}
                        color={overdue ? 'default' : 'success'}
                      />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {t.bookTitle} · {t.lessonTitle} · {t.questionCount} 题 {t.totalScore} 分 · 截止{' '}
                      {beijingTime(t.deadline)}
                    </Typography>
                    <Stack spacing={1} sx={{ mt: 1.5 }}>
                      {t.classes.map((c) => (
                        <Stack key={c.classId} direction="row" spacing={2} alignItems="center" data-testid="task-class">
                          <Typography sx={{ width: 120 }} noWrap>
                            {c.className}
                          </Typography>
                          <Box sx={{ flex: 1 }}>
                            <LinearProgress
                              variant="determinate"
                              value={c.studentCount ? (c.submittedCount / c.studentCount) * 100 : 0}
                              aria-label={`${c.className} 提交进度`}
                              sx={{ height: 8, borderRadius: 4 }}
                            />
                          </Box>
                          <Typography variant="body2" color="text.secondary" sx={{ width: 150 }}>
                            提交 {c.submittedCount}/{c.studentCount} · 已批 {c.markedCount}
                          </Typography>
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => navigate(`/digitalbooks/task?taskId=${t.id}&classId=${c.classId}`)}
                          >
                            批改
                          </Button>
                          <Button size="small" component={AppLink} to={to.gradeStatistics(c.classId)}>
                            成绩统计
                          </Button>
                        </Stack>
                      ))}
                    </Stack>
                  </Box>
                  <Button size="small" color="error" onClick={() => setDeleting({ id: t.id, title: t.title })}>
                    删除
                  </Button>
                </Stack>
              </Card>
            );
          })
        )}
        <PagePager total={tasks.data?.total ?? 0} pageSize={10} page={pageNum} onChange={setPageNum} />
      </Stack>
      <ConfirmDialog
        open={deleting != null}
        title="删除作业"
        message={`删除「${deleting?.title ?? ''}」后，学生的提交和成绩也会一并删除，确定删除吗？`}
        confirmText="删除"
        danger
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void doDelete()}
      />
    </Box>
  );
}
