import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import { Alert, Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { beijingTime } from '../../../components/task-labels';
import { bookPaths, readerPaths } from '../../../config/book-paths';
import { mediaUrl } from '../../../platform/media';
import { useHomeworkSent, useMySubmission, useTask } from '../api/tasks';
import { AnswerSheet } from '../components/answer-sheet';
import { editable } from '../lib/answers';
import { onHomeworkPending } from '../lib/homework-outbox';
import { STUDENT_STATE } from './student-labels';

/**
 * One task as its student sees it: what to read (the lesson's pages, opened in the reader), the teacher's
 * instructions and resources, then the answer sheet or, once submitted, the result.
 */
export function StudentTaskView({ taskId, phone = false }: { taskId: number; phone?: boolean }) {
  const task = useTask(taskId);
  const sub = useMySubmission(taskId);
  const qc = useQueryClient();
  // Homework submitted offline went: the task is read again. Watched here, not in the sheet: after a reload offline
  // the sheet is not on screen (the task failed to load) when the network returns and the outbox sends it.
  useHomeworkSent(onHomeworkPending);
  // Opening the task reads its notice: the lists' red dots and the unread counts follow.
  const opened = task.isSuccess;
  useEffect(() => {
    if (!opened) return;
    void qc.invalidateQueries({ queryKey: ['tasks', 'student'] });
    void qc.invalidateQueries({ queryKey: ['tasks', 'notice'] });
    void qc.invalidateQueries({ queryKey: ['notice', 'digitalHomework'] });
  }, [opened, qc, taskId]);
  if (!taskId) return <Alert severity="info">请选择一项作业</Alert>;
  if (task.isPending || sub.isPending) return <PageLoading />;
  if (task.isError || sub.isError)
    return (
      <ErrorState
        onRetry={() => void Promise.all([task.refetch(), sub.refetch()])}
        retrying={task.isFetching || sub.isFetching}
      />
    );
  const t = task.data;
  const s = sub.data;
  const state = STUDENT_STATE[s?.state ?? 'NOT_STARTED'];
  const overdue = Date.parse(t.deadline) < Date.now();
  const readHref = phone ? readerPaths.read(t.bookId, t.startPage) : bookPaths.read(t.bookId, t.startPage);
  return (
    <Stack spacing={phone ? 1.5 : 2} data-testid="student-task">
      <Card elevation={0} sx={{ p: phone ? 2 : 3, borderRadius: 3 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant={phone ? 'h6' : 'h5'} component="h2" sx={{ fontWeight: 700 }}>
            {t.title}
          </Typography>
          <Chip size="small" color={state.color} label={state.label} data-testid="task-state" />
          {s?.late && <Chip size="small" color="warning" variant="outlined" label="迟交" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {t.bookTitle} · {t.lessonTitle}
        </Typography>
        <Typography variant="body2" color={overdue ? 'error.main' : 'text.secondary'}>
          截止 {beijingTime(t.deadline)}
          {overdue ? '（已截止）' : ''} · 共 {t.questionCount} 题 {t.totalScore} 分
        </Typography>
        {t.description && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>{t.description}</Typography>}
        <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} flexWrap="wrap" useFlexGap>
          <Button component={AppLink} to={readHref} variant="outlined" size="small" startIcon={<MenuBookRounded />}>
            阅读教材 第{t.startPage}
            {t.endPage > t.startPage ? `–${t.endPage}` : ''}页
          </Button>
          {t.resources.map((r) => (
            <Button
              key={r.id}
              component="a"
              href={mediaUrl(r.url)}
              target="_blank"
              rel="noopener"
              size="small"
              startIcon={<AttachFileRounded />}
            >
              {r.title}
            </Button>
          ))}
        </Stack>
      </Card>
      <Box>
        {/* Remounted when answering opens or closes (submitted, marked, returned), not on every draft save. */}
        <AnswerSheet key={editable(s) ? 'open' : s!.state} task={t} sub={s} phone={phone} />
      </Box>
    </Stack>
  );
}
