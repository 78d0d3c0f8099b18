import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import { Alert, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { mediaUrl } from '../../../platform/media';
import { child } from '../../../platform/storage';
import { useChildTask } from '../api/child-tasks';
import { answerText, beijingTime, QUESTION_TYPE } from '../../../components/task-labels';
import { TASK_STATE } from '../labels';

/**
 * /parent/task/:taskId?childId= — one of the child's homework tasks, read-only (phone first): the questions, the
 * child's answers and photos, each mark and the teacher's comments; the right answers once the teacher has marked it.
 */
export default function ParentTaskPage() {
  const taskId = Number(useParams().taskId);
  const childId = Number(useSearchParams()[0].get('childId')) || child.get()?.id || 0;
  const q = useChildTask(childId, taskId);
  if (q.isPending) return <PageLoading />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />;
  const { task, submission: sub } = q.data;
  const state = TASK_STATE[sub?.state ?? 'NOT_STARTED'];
  const answerOf = (id: number) => sub?.answers.find((a) => a.questionId === id);
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 720, mx: 'auto', bgcolor: '#f3f6fc', minHeight: 'calc(100vh - 60px)' }}>
      <Paper elevation={0} sx={{ p: 2.5, borderRadius: 3 }}>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            {task.title}
          </Typography>
          <Chip size="small" label={state.label} color={state.color} />
          {sub?.late && <Chip size="small" label="迟交" color="warning" variant="outlined" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {task.bookTitle} · {task.lessonTitle} · 截止 {beijingTime(task.deadline)}
        </Typography>
        {task.description && <Typography sx={{ mt: 1 }}>{task.description}</Typography>}
        {sub?.score != null && (
          <Typography sx={{ mt: 1.5, fontWeight: 700 }} color="primary" data-testid="child-task-score">
            得分 {sub.score} / {sub.totalScore}
          </Typography>
        )}
        {sub?.comment && (
          <Alert severity="info" sx={{ mt: 1 }}>
            老师评语：{sub.comment}
          </Alert>
        )}
        {sub?.state === 'RETURNED' && sub.returnReason && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            需要订正：{sub.returnReason}
          </Alert>
        )}
      </Paper>
      {task.questions.map((question, i) => {
        const a = answerOf(question.id);
        return (
          <Paper key={question.id} elevation={0} sx={{ p: 2, borderRadius: 3 }} data-testid="child-task-question">
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography sx={{ fontWeight: 600 }}>{i + 1}.</Typography>
              <Chip size="small" label={QUESTION_TYPE[question.type]} variant="outlined" />
              <Box sx={{ flex: 1 }} />
              {a?.correct === true && <CheckCircleRoundedIcon color="success" titleAccess="正确" />}
              {a?.correct === false && <CancelRoundedIcon color="error" titleAccess="错误" />}
              <Typography variant="body2" color="text.secondary">
                {a?.score != null ? `${a.score}/` : ''}
                {question.score}分
              </Typography>
            </Stack>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{question.stem}</Typography>
            {question.options.map((o, j) => (
              <Typography key={o} variant="body2" sx={{ pl: 1 }}>
                {String.fromCharCode(65 + j)}. {o}
              </Typography>
            ))}
            <Typography variant="body2" sx={{ mt: 1 }}>
              孩子的答案：{a?.text ? answerText(question, a.text) : a?.photos.length ? '' : '未作答'}
            </Typography>
            {a && a.photos.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {a.photos.map((p) => (
                  <Box
                    key={p}
                    component="img"
                    src={mediaUrl(p)}
                    alt=""
                    sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
                  />
                ))}
              </Stack>
            )}
            {question.answer && (
              <Typography variant="body2" color="success.main" sx={{ mt: 0.5 }}>
                参考答案：{answerText(question, question.answer)}
              </Typography>
            )}
            {a?.comment && (
              <Typography variant="body2" color="primary" sx={{ mt: 0.5 }}>
                老师批注：{a.comment}
              </Typography>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
