import CampaignRoundedIcon from '@mui/icons-material/CampaignRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import FactCheckRoundedIcon from '@mui/icons-material/FactCheckRounded';
import { Box, Button, Card, Chip, List, ListItemText, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { isId } from '@shared/rules/validators';
import { BadAddressState } from '../../../components/bad-address-state';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { notify } from '../../../platform/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { downloadScores, usePublishAnswers, useRemindTask, useSubmission, useSubmissions, useTask } from '../api/tasks';
import { MarkingPanel } from '../components/marking-panel';
import { beijingTime } from '../../../components/task-labels';
import { SUBMISSION_STATE } from '../labels';
import { ListButton } from '../../../components/list-button';

/**
 * /digitalbooks/task?taskId=&classId= — one task for one of its classes: every student with their state and score;
 * a submission opens beside the list to be marked or returned; 导出成绩 downloads the class's scores (CSV); 催交
 * reminds the class's pupils who have not handed it in; 公布答案 (after a confirm) shows the answers to pupils whose
 * work is in.
 */
export default function TaskReviewPage() {
  const [params, setParams] = useSearchParams();
  const taskId = Number(params.get('taskId')) || 0;
  const task = useTask(taskId);
  const classId = Number(params.get('classId')) || task.data?.classes[0]?.classId || 0;
  const rows = useSubmissions(taskId, classId);
  const [picked, setPicked] = useState<number | null>(null);
  const sub = useSubmission(picked);
  const navigate = useNavigate();
  const remind = useRemindTask();
  const publish = usePublishAnswers();
  const [confirmPublish, setConfirmPublish] = useState(false);
  if (!isId(taskId)) return <BadAddressState home="/digitalbooks/task-t" />;
  if (task.isPending) return <PageLoading />;
  if (task.isError) return <ErrorState onRetry={() => void task.refetch()} retrying={task.isFetching} />;
  const t = task.data;
  // 下一份: the next submission after the open one (wrapping round) that still waits to be marked.
  const list = rows.data ?? [];
  const at = list.findIndex((r) => r.submissionId === picked);
  const nextRow = [...list.slice(at + 1), ...list.slice(0, Math.max(at, 0))].find(
    (r) => r.submissionId && r.submissionId !== picked && r.state === 'SUBMITTED',
  );
  const exportScores = async () => {
    try {
      notify.success(`${Msg.taskExported}：${await downloadScores(taskId, classId)}`);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const cls = t.classes.find((c) => c.classId === classId);
  const owing = cls ? cls.studentCount - cls.submittedCount : 0;
  const remindClass = () =>
    remind.mutate(
      { taskId, classId },
      { onSuccess: ({ reminded }) => notify.success(`${Msg.taskReminded}（${reminded} 人）`) },
    );
  const publishAnswers = () =>
    publish.mutate(taskId, {
      onSuccess: () => {
        setConfirmPublish(false);
        notify.success(Msg.taskAnswersPublished);
      },
    });
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', py: 3 }}>
      <Stack spacing={2.5} sx={{ maxWidth: 1280, mx: 'auto', px: 2 }}>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => navigate('/digitalbooks/task-t')}>
          ← 作业管理
        </Button>
        <Card elevation={0} sx={{ p: 2.5, borderRadius: 3 }}>
          <Stack direction="row" alignItems="center" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flex: 1 }}>
              {t.title}
            </Typography>
            <Button
              variant="outlined"
              startIcon={<CampaignRoundedIcon />}
              disabled={owing === 0 || remind.isPending}
              onClick={remindClass}
            >
              {owing > 0 ? `催交（${owing} 人未交）` : '催交'}
            </Button>
            {t.answersPublishedAt ? (
              <Chip color="success" variant="outlined" label={`答案已公布 ${beijingTime(t.answersPublishedAt)}`} />
            ) : (
              <Button variant="outlined" startIcon={<FactCheckRoundedIcon />} onClick={() => setConfirmPublish(true)}>
                公布答案
              </Button>
            )}
            <Button variant="outlined" startIcon={<DownloadRoundedIcon />} onClick={() => void exportScores()}>
              导出成绩
            </Button>
          </Stack>
          <Typography color="text.secondary">
            {t.bookTitle} · {t.lessonTitle} · 第{t.startPage}-{t.endPage}页 · {t.questions.length} 题 {t.totalScore} 分
            · 截止 {beijingTime(t.deadline)}
          </Typography>
          <Tabs
            value={classId}
            onChange={(_e, v: number) => {
              setPicked(null);
              setParams({ taskId: String(taskId), classId: String(v) }, { replace: true });
            }}
            sx={{ mt: 1 }}
          >
            {t.classes.map((c) => (
              <Tab
                key={c.classId}
                value={c.classId}
                label={`${c.className}（${c.submittedCount}/${c.studentCount}）`}
              />
            ))}
          </Tabs>
        </Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5} alignItems="flex-start">
          <Card elevation={0} sx={{ borderRadius: 3, width: { xs: '100%', md: 300 }, flexShrink: 0 }}>
            {rows.isError ? (
              <ErrorState onRetry={() => void rows.refetch()} retrying={rows.isFetching} />
            ) : (
              <List dense aria-label="学生">
                {(rows.data ?? []).map((r) => {
                  const state = SUBMISSION_STATE[r.state];
                  return (
                    <ListButton
                      key={r.studentId}
                      selected={r.submissionId === picked}
                      disabled={!r.submissionId || r.state === 'DRAFT'}
                      onClick={() => setPicked(r.submissionId)}
                      data-testid="submission-row"
                    >
                      <ListItemText
                        primary={r.studentName}
                        secondary={r.submittedAt ? beijingTime(r.submittedAt) : '未提交'}
                      />
                      <Stack alignItems="flex-end" spacing={0.25}>
                        <Chip size="small" label={state.label} color={state.color} variant="outlined" />
                        {r.score != null && <Typography variant="caption">{r.score} 分</Typography>}
                      </Stack>
                    </ListButton>
                  );
                })}
              </List>
            )}
          </Card>
          <Card elevation={0} sx={{ p: 2.5, borderRadius: 3, flex: 1, width: '100%' }}>
            {!picked ? (
              <EmptyState text="从左侧选择一位已提交的学生开始批改" />
            ) : sub.isPending ? (
              <PageLoading />
            ) : sub.isError ? (
              <ErrorState onRetry={() => void sub.refetch()} retrying={sub.isFetching} />
            ) : (
              <MarkingPanel
                key={`${sub.data.id}-${sub.data.state}`}
                questions={t.questions}
                sub={sub.data}
                next={nextRow && { name: nextRow.studentName, open: () => setPicked(nextRow.submissionId) }}
              />
            )}
          </Card>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmPublish}
        title="公布答案？"
        message="公布后，已提交作业的学生和家长可以查看每道题的答案和解析；还没提交的学生提交后才能看到。公布后不能撤回。"
        confirmText="公布答案"
        busy={publish.isPending}
        onConfirm={publishAnswers}
        onCancel={() => setConfirmPublish(false)}
      />
    </Box>
  );
}
