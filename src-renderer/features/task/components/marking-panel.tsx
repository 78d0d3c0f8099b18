import CancelRoundedIcon from '@mui/icons-material/CancelRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { Question, Submission } from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { useMark, useReturn } from '../api/tasks';
import { answerText, QUESTION_TYPE } from '../../../components/task-labels';
import { SUBMISSION_STATE } from '../labels';

type Marks = Record<number, { score: string; comment: string }>;

/**
 * One student's submission: objective answers as the server marked them, which the teacher may turn (判对 / 判错: an
 * answer the key did not foresee, a slip of the key), a score (0 to the question's score) and a comment for each
 * subjective one, a comment on the whole; 完成批改, or 退回重做 with a reason.
 */
export function MarkingPanel({
  questions,
  sub,
  next,
}: {
  questions: Question[];
  sub: Submission;
  /** The next submission waiting to be marked, opened by 下一份. */
  next?: { name: string; open: () => void };
}) {
  const mark = useMark();
  const back = useReturn();
  const [marks, setMarks] = useState<Marks>(() =>
    Object.fromEntries(
      sub.answers.map((a) => [a.questionId, { score: a.score == null ? '' : String(a.score), comment: a.comment }]),
    ),
  );
  const [comment, setComment] = useState(sub.comment);
  const [reason, setReason] = useState('');
  const subjective = questions.filter((q) => q.type === 'SUBJECTIVE');
  const setScore = (q: Question, score: string) =>
    setMarks({ ...marks, [q.id]: { score, comment: marks[q.id]?.comment ?? '' } });
  const serverScore = (q: Question) => sub.answers.find((a) => a.questionId === q.id)?.score ?? 0;
  /** An objective answer's score as it stands: the teacher's verdict if turned, the server's otherwise. */
  const objectiveScore = (q: Question) => {
    const typed = marks[q.id]?.score;
    return typed === undefined || typed === '' ? serverScore(q) : Number(typed);
  };
  // The total as it will be once saved: objective answers as they stand and the scores typed so far.
  const total = questions.reduce((n, q) => {
    if (q.type !== 'SUBJECTIVE') return n + objectiveScore(q);
    const typed = Number(marks[q.id]?.score);
    return n + (marks[q.id]?.score && typed >= 0 && typed <= q.score ? typed : 0);
  }, 0);
  const save = async () => {
    const out = [];
    for (const q of subjective) {
      const m = marks[q.id];
      const score = Number(m?.score);
      if (!m || m.score === '' || Number.isNaN(score) || score < 0 || score > q.score)
        return void notify.warning(`请为第${questions.indexOf(q) + 1}题给出 0～${q.score} 分`);
      out.push({ questionId: q.id, score, comment: m.comment.trim() });
    }
    // Turned objective verdicts travel as marks too (full score is right, 0 wrong).
    for (const q of questions)
      if (q.type !== 'SUBJECTIVE' && objectiveScore(q) !== serverScore(q))
        out.push({ questionId: q.id, score: objectiveScore(q), comment: marks[q.id]?.comment.trim() ?? '' });
    try {
      await mark.mutateAsync({ submissionId: sub.id, comment: comment.trim(), marks: out });
      notify.success(Msg.taskMarked);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const sendBack = async () => {
    if (!reason.trim()) return void notify.warning('请填写退回原因');
    try {
      await back.mutateAsync({ submissionId: sub.id, reason: reason.trim() });
      notify.success(Msg.taskReturned);
      setReason('');
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const state = SUBMISSION_STATE[sub.state];
  return (
    <Stack spacing={2} data-testid="marking-panel">
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="h6" sx={{ fontWeight: 700 }}>
          {sub.studentName}
        </Typography>
        <Chip size="small" label={state.label} color={state.color} />
        {sub.late && <Chip size="small" label="迟交" color="warning" variant="outlined" />}
        <Box sx={{ flex: 1 }} />
        <Typography color="primary" sx={{ fontWeight: 700 }} data-testid="submission-score" aria-live="polite">
          {sub.state === 'SUBMITTED' || sub.state === 'MARKED' ? total : (sub.score ?? 0)} / {sub.totalScore} 分
        </Typography>
        {next && (
          <Button variant="outlined" size="small" onClick={next.open}>
            下一份：{next.name}
          </Button>
        )}
      </Stack>
      {questions.map((q, i) => {
        const a = sub.answers.find((x) => x.questionId === q.id);
        return (
          <Card key={q.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="marking-question">
            <Stack direction="row" spacing={1} alignItems="center">
              <Typography sx={{ fontWeight: 600 }}>{i + 1}.</Typography>
              <Chip size="small" variant="outlined" label={QUESTION_TYPE[q.type]} />
              <Box sx={{ flex: 1 }} />
              {q.type === 'SUBJECTIVE' && a?.correct === true && (
                <CheckCircleRoundedIcon color="success" titleAccess="正确" />
              )}
              {q.type === 'SUBJECTIVE' && a?.correct === false && (
                <CancelRoundedIcon color="error" titleAccess="错误" />
              )}
              {q.type !== 'SUBJECTIVE' && a && (
                <>
                  {objectiveScore(q) !== serverScore(q) && (
                    <Chip size="small" color="warning" variant="outlined" label="已改判，待保存" />
                  )}
                  {objectiveScore(q) >= q.score ? (
                    <CheckCircleRoundedIcon color="success" titleAccess="正确" />
                  ) : (
                    <CancelRoundedIcon color="error" titleAccess="错误" />
                  )}
                  {(sub.state === 'SUBMITTED' || sub.state === 'MARKED') && (
                    <ToggleButtonGroup
                      size="small"
                      exclusive
                      value={objectiveScore(q) >= q.score ? 'right' : 'wrong'}
                      onChange={(_e, v: 'right' | 'wrong' | null) =>
                        v && setScore(q, String(v === 'right' ? q.score : 0))
                      }
                      aria-label={`第${i + 1}题改判`}
                    >
                      <ToggleButton value="right" sx={{ py: 0.25 }}>
                        判对
                      </ToggleButton>
                      <ToggleButton value="wrong" sx={{ py: 0.25 }}>
                        判错
                      </ToggleButton>
                    </ToggleButtonGroup>
                  )}
                </>
              )}
              {q.type !== 'SUBJECTIVE' && (
                <Typography variant="body2" color="text.secondary">
                  {objectiveScore(q)}/{q.score} 分
                </Typography>
              )}
            </Stack>
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{q.stem}</Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              学生答案：{a?.text ? answerText(q, a.text) : a?.photos.length ? '' : '未作答'}
            </Typography>
            {a && a.photos.length > 0 && (
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                {a.photos.map((p) => (
                  <Box
                    key={p}
                    component="a"
                    href={mediaUrl(p)}
                    target="_blank"
                    rel="noreferrer"
                    sx={{ display: 'block' }}
                  >
                    <Box
                      component="img"
                      src={mediaUrl(p)}
                      alt="答题照片"
                      sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1 }}
                    />
                  </Box>
                ))}
              </Stack>
            )}
            {q.answer && (
              <Typography variant="body2" color="success.main" sx={{ mt: 0.5 }}>
                参考答案：{answerText(q, q.answer)}
              </Typography>
            )}
            {q.type === 'SUBJECTIVE' && (
              <Stack direction="row" spacing={1.5} sx={{ mt: 1.5 }}>
                <TextField
                  size="small"
                  label={`得分（满分${q.score}）`}
                  value={marks[q.id]?.score ?? ''}
                  onChange={(e) => setScore(q, e.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `第${i + 1}题得分` } }}
                  sx={{ width: 180, flexShrink: 0 }}
                />
                <Stack
                  direction="row"
                  spacing={0.5}
                  sx={{ flexShrink: 0 }}
                  role="group"
                  aria-label={`第${i + 1}题快捷给分`}
                >
                  {[q.score, Math.round(q.score / 2), 0]
                    .filter((v, k, all) => all.indexOf(v) === k)
                    .map((v) => (
                      <Button
                        key={v}
                        size="small"
                        variant="outlined"
                        onClick={() => setScore(q, String(v))}
                        sx={{ minWidth: 48 }}
                      >
                        {v === q.score ? '满分' : `${v}分`}
                      </Button>
                    ))}
                </Stack>
                <TextField
                  size="small"
                  fullWidth
                  label="批注"
                  value={marks[q.id]?.comment ?? ''}
                  onChange={(e) =>
                    setMarks({ ...marks, [q.id]: { score: marks[q.id]?.score ?? '', comment: e.target.value } })
                  }
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              </Stack>
            )}
          </Card>
        );
      })}
      {sub.state === 'RETURNED' && <Alert severity="warning">已退回重做：{sub.returnReason}</Alert>}
      {(sub.state === 'SUBMITTED' || sub.state === 'MARKED') && (
        <Card variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label="评语"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Stack direction="row" spacing={1.5} sx={{ mt: 1.5 }} alignItems="center">
            <Button variant="contained" disabled={mark.isPending} onClick={() => void save()}>
              {sub.state === 'MARKED' ? '修改批改' : '完成批改'}
            </Button>
            <Box sx={{ flex: 1 }} />
            <TextField
              size="small"
              placeholder="退回原因"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'aria-label': '退回原因' } }}
            />
            <Button color="warning" disabled={back.isPending} onClick={() => void sendBack()}>
              退回重做
            </Button>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
