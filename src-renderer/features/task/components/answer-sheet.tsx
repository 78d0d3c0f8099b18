import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import CancelRounded from '@mui/icons-material/CancelRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { TaskLimits, type Question, type Submission, type TaskDetail } from '@shared/api/task';
import { Msg } from '@shared/rules/messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { answerText, QUESTION_TYPE } from '../../../components/task-labels';
import { uploadImage } from '../../../api/files/upload-image';
import { mediaUrl } from '../../../platform/media';
import { notify } from '../../../platform/notify';
import { ApiError } from '../../../platform/http';
import { useSaveDraft, useSubmitTask } from '../api/tasks';
import { onHomeworkPending, queuedSubmission, queueSubmission } from '../lib/homework-outbox';
import { blanksOf, draftKey, editable, joinMultiple, splitFill, unanswered, type Answers } from '../lib/answers';

const LETTERS = 'ABCDEFGH';

/** Autosave a draft this long after the last change. */
const AUTOSAVE_MS = 1500;

function initialAnswers(task: TaskDetail, sub: Submission | null): Answers {
  const fromServer = new Map(sub?.answers.map((a) => [a.questionId, a]) ?? []);
  let local: Answers = {};
  try {
    if (editable(sub)) local = JSON.parse(localStorage.getItem(draftKey(task.id)) ?? '{}') as Answers;
  } catch {
    // A broken local copy is ignored; the server's draft stands.
  }
  return Object.fromEntries(
    task.questions.map((q) => {
      const s = fromServer.get(q.id);
      // The local copy is newer only while nothing has reached the server since (it is cleared on every save).
      const l = local[q.id];
      return [q.id, l ?? { text: s?.text ?? '', photos: s?.photos ?? [] }];
    }),
  );
}

/**
 * A task's questions for the student to answer (web `/digitalbooks/task-s` and the phone reader's taskDetail):
 * choice, true/false, fill-in and written answers with photos. Changes are kept on this device at once and as a
 * server draft shortly after (a reload finds them); 提交 marks objective questions at once. Once submitted the sheet
 * shows the result: each answer right or wrong, scores, the teacher's comments and, once marked, the right answers.
 */
export function AnswerSheet({
  task,
  sub,
  phone = false,
}: {
  task: TaskDetail;
  sub: Submission | null;
  phone?: boolean;
}) {
  const open = editable(sub);
  const [answers, setAnswers] = useState<Answers>(() => initialAnswers(task, sub));
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const draft = useSaveDraft();
  const submit = useSubmitTask();
  // Submitted offline, waiting for the network (the outbox sends it; the task view then reads the task again).
  const [queued, setQueued] = useState(false);
  useEffect(
    () => onHomeworkPending(() => void queuedSubmission(task.id).then((q) => setQueued(Boolean(q)))),
    [task.id],
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const late = Date.parse(task.deadline) < Date.now();

  const payload = () => ({
    taskId: task.id,
    answers: task.questions.map((q) => ({
      questionId: q.id,
      text: answers[q.id]?.text ?? '',
      photos: answers[q.id]?.photos ?? [],
    })),
  });
  const saveDraft = async (quiet: boolean) => {
    try {
      await draft.mutateAsync(payload(), {});
      localStorage.removeItem(draftKey(task.id));
      setDirty(false);
      setSavedAt(new Date().toLocaleTimeString('zh-CN', { hour: '2-digit', minute: '2-digit' }));
      if (!quiet) notify.success(Msg.taskDraftSaved);
    } catch {
      // The HTTP layer has shown why; the answers stay on this device.
    }
  };
  useEffect(() => {
    if (!dirty || !open) return;
    localStorage.setItem(draftKey(task.id), JSON.stringify(answers));
    timer.current = setTimeout(() => void saveDraft(true), AUTOSAVE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
    // saveDraft reads the latest answers through the closure of this render.
  }, [answers, dirty, open]);

  const change = (q: Question, patch: Partial<Answers[number]>) => {
    setAnswers((a) => ({ ...a, [q.id]: { text: a[q.id]?.text ?? '', photos: a[q.id]?.photos ?? [], ...patch } }));
    setDirty(true);
  };
  const doSubmit = async () => {
    setConfirming(false);
    if (timer.current) clearTimeout(timer.current);
    const req = { ...payload(), finishedAt: new Date().toISOString() };
    const offline = async () => {
      // Kept on this device and submitted once the network is back, with the time it was finished.
      setQueued(true);
      setDirty(false);
      localStorage.removeItem(draftKey(task.id));
      notify.success(Msg.taskQueuedOffline);
      await queueSubmission(req);
    };
    if (!navigator.onLine) return offline();
    try {
      await submit.mutateAsync(req);
      localStorage.removeItem(draftKey(task.id));
      setDirty(false);
      notify.success(Msg.taskSubmitted);
    } catch (err) {
      // No network: queued. Otherwise the HTTP layer has shown why; nothing typed is lost.
      if (err instanceof ApiError && err.code === 0) await offline();
    }
  };
  const missing = unanswered(task.questions, answers);
  const marks = new Map(sub?.answers.map((a) => [a.questionId, a]) ?? []);

  return (
    <Stack spacing={phone ? 1.5 : 2} data-testid="answer-sheet">
      {sub?.state === 'RETURNED' && (
        <Alert severity="warning">老师退回了这份作业：{sub.returnReason || '请修改后重新提交'}</Alert>
      )}
      {sub && (sub.state === 'SUBMITTED' || sub.state === 'MARKED') && <ResultBanner sub={sub} />}
      {open && late && <Alert severity="warning">已过截止时间，现在提交将标记为迟交</Alert>}
      {task.questions.map((q, i) => (
        <Card key={q.id} elevation={0} sx={{ p: phone ? 1.75 : 2.5, borderRadius: 3 }} data-testid="answer-question">
          <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
            <Chip size="small" color="primary" variant="outlined" label={QUESTION_TYPE[q.type]} />
            <Typography variant="body2" color="text.secondary">
              第{i + 1}题 · {q.score}分
            </Typography>
            <Box sx={{ flex: 1 }} />
            {marks.get(q.id) && !open && <Verdict mark={marks.get(q.id)!} max={q.score} />}
          </Stack>
          <Typography sx={{ fontWeight: 500, mb: 1.25, whiteSpace: 'pre-wrap' }}>{q.stem}</Typography>
          <QuestionInput
            q={q}
            index={i}
            value={answers[q.id] ?? { text: '', photos: [] }}
            disabled={!open}
            onChange={(patch) => change(q, patch)}
          />
          {!open && <Feedback q={q} mark={marks.get(q.id)} />}
        </Card>
      ))}
      {sub?.comment && !open && (
        <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
          <Typography variant="subtitle2">老师评语</Typography>
          <Typography data-testid="teacher-comment">{sub.comment}</Typography>
        </Card>
      )}
      {open && (
        <Card
          elevation={phone ? 6 : 0}
          sx={{
            p: 1.5,
            borderRadius: phone ? 0 : 3,
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mx: phone ? -1.5 : 0,
          }}
        >
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }} data-testid="draft-state">
              {queued
                ? Msg.taskQueuedOffline
                : draft.isPending
                  ? '正在保存草稿…'
                  : dirty
                    ? '有未保存的修改'
                    : savedAt
                      ? `草稿已保存 ${savedAt}`
                      : missing.length
                        ? `还有 ${missing.length} 题未作答`
                        : '已全部作答'}
            </Typography>
            <Button onClick={() => void saveDraft(false)} disabled={draft.isPending || submit.isPending}>
              保存草稿
            </Button>
            <Button
              variant="contained"
              disableElevation
              onClick={() => setConfirming(true)}
              disabled={submit.isPending}
            >
              {submit.isPending ? '提交中…' : '提交作业'}
            </Button>
          </Stack>
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        title="提交作业"
        message={
          missing.length
            ? `还有 ${missing.length} 题未作答（第${missing.map((i) => i + 1).join('、')}题），确定提交吗？`
            : '提交后客观题会立即判分，老师批改后就不能再修改了。确定提交吗？'
        }
        confirmText="提交"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void doSubmit()}
      />
    </Stack>
  );
}

function ResultBanner({ sub }: { sub: Submission }) {
  const marked = sub.state === 'MARKED';
  return (
    <Card
      elevation={0}
      sx={{ p: 2, borderRadius: 3, bgcolor: marked ? '#eaf7f0' : '#fff6e5' }}
      data-testid="task-result"
    >
      <Stack direction="row" alignItems="baseline" spacing={1}>
        <Typography variant="h4" sx={{ fontWeight: 700, color: marked ? 'success.main' : 'warning.main' }}>
          {sub.score ?? 0}
        </Typography>
        <Typography color="text.secondary">/ {sub.totalScore} 分</Typography>
        {sub.late && <Chip size="small" color="warning" label="迟交" />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {marked ? '老师已批改' : '已提交，客观题已自动判分，解答题等待老师批改'}
      </Typography>
    </Card>
  );
}

type MarkedAnswer = Submission['answers'][number];

function Verdict({ mark, max }: { mark: MarkedAnswer; max: number }) {
  if (mark.score === null) return <Chip size="small" label="待批改" color="warning" variant="outlined" />;
  const right = mark.correct ?? mark.score >= max;
  return (
    <Stack direction="row" spacing={0.5} alignItems="center" data-testid="verdict">
      {right ? (
        <CheckCircleRounded color="success" fontSize="small" titleAccess="正确" />
      ) : (
        <CancelRounded color="error" fontSize="small" titleAccess="错误" />
      )}
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {mark.score}分
      </Typography>
    </Stack>
  );
}

function Feedback({ q, mark }: { q: Question; mark: MarkedAnswer | undefined }) {
  if (!mark?.comment && !q.answer) return null;
  return (
    <Box sx={{ mt: 1.5, p: 1.5, bgcolor: '#f6f8fb', borderRadius: 2 }}>
      {q.answer && (
        <Typography variant="body2">
          正确答案：<b>{answerText(q, q.answer)}</b>
        </Typography>
      )}
      {q.explanation && (
        <Typography variant="body2" color="text.secondary">
          解析：{q.explanation}
        </Typography>
      )}
      {mark?.comment && (
        <Typography variant="body2" color="primary.main">
          老师批注：{mark.comment}
        </Typography>
      )}
    </Box>
  );
}

type InputProps = {
  q: Question;
  index: number;
  value: Answers[number];
  disabled: boolean;
  onChange: (patch: Partial<Answers[number]>) => void;
};

/** The input a question's kind asks for. */
export function QuestionInput({ q, index, value, disabled, onChange }: InputProps) {
  const label = `第${index + 1}题`;
  switch (q.type) {
    case 'SINGLE':
      return (
        <RadioGroup aria-label={label} value={value.text} onChange={(_e, v) => onChange({ text: v })}>
          {q.options.map((o, k) => (
            <FormControlLabel
              key={k}
              value={LETTERS[k]}
              disabled={disabled}
              control={<Radio size="small" />}
              label={`${LETTERS[k]}. ${o}`}
            />
          ))}
        </RadioGroup>
      );
    case 'MULTIPLE': {
      const chosen = new Set(value.text ? value.text.split(',') : []);
      return (
        <Stack role="group" aria-label={label}>
          {q.options.map((o, k) => {
            const letter = LETTERS[k]!;
            return (
              <FormControlLabel
                key={k}
                disabled={disabled}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.has(letter)}
                    onChange={(_e, on) => {
                      const next = new Set(chosen);
                      if (on) next.add(letter);
                      else next.delete(letter);
                      onChange({ text: joinMultiple(next) });
                    }}
                  />
                }
                label={`${letter}. ${o}`}
              />
            );
          })}
        </Stack>
      );
    }
    case 'JUDGE':
      return (
        <RadioGroup row aria-label={label} value={value.text} onChange={(_e, v) => onChange({ text: v })}>
          <FormControlLabel value="T" disabled={disabled} control={<Radio size="small" />} label="对" />
          <FormControlLabel value="F" disabled={disabled} control={<Radio size="small" />} label="错" />
        </RadioGroup>
      );
    case 'FILL': {
      const n = blanksOf(q.stem);
      const parts = splitFill(value.text, n);
      return (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {parts.map((p, k) => (
            <TextField
              key={k}
              size="small"
              label={n > 1 ? `${label}第${k + 1}空` : `${label}答案`}
              value={p}
              disabled={disabled}
              onChange={(e) => {
                const next = [...parts];
                next[k] = e.target.value.replace(/\|/g, '');
                onChange({ text: next.join('|') });
              }}
              sx={{ width: 160 }}
            />
          ))}
        </Stack>
      );
    }
    default:
      return <WrittenAnswer label={label} value={value} disabled={disabled} onChange={onChange} />;
  }
}

function WrittenAnswer(props: Omit<InputProps, 'q' | 'index'> & { label: string }) {
  const { value, disabled, onChange, label } = props;
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const add = async (files: FileList | null) => {
    const list = Array.from(files ?? []);
    if (!list.length) return;
    if (list.some((f) => !f.type.startsWith('image/'))) return void notify.warning(Msg.taskPhotoOnly);
    if (value.photos.length + list.length > TaskLimits.PHOTOS_MAX)
      return void notify.warning(`每题最多上传 ${TaskLimits.PHOTOS_MAX} 张图片`);
    setUploading(true);
    try {
      const urls: string[] = [];
      for (const f of list) urls.push((await uploadImage(f)).url);
      onChange({ photos: [...value.photos, ...urls] });
    } catch {
      notify.error(Msg.uploadFileFailed);
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };
  const tooLong = value.text.length > TaskLimits.ANSWER_MAX;
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        minRows={3}
        label={`${label}作答`}
        value={value.text}
        disabled={disabled}
        onChange={(e) => onChange({ text: e.target.value })}
        error={tooLong}
        helperText={tooLong ? Msg.taskAnswerTooLong : `${value.text.length}/${TaskLimits.ANSWER_MAX}`}
      />
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {value.photos.map((p) => (
          <Box key={p} sx={{ position: 'relative' }}>
            <Box
              component="img"
              src={mediaUrl(p)}
              alt="作答照片"
              sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 2, display: 'block' }}
            />
            {!disabled && (
              <IconButton
                size="small"
                aria-label="删除照片"
                onClick={() => onChange({ photos: value.photos.filter((x) => x !== p) })}
                sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(0,0,0,.45)', color: '#fff', p: 0.25 }}
              >
                <CloseRounded fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
        {!disabled && value.photos.length < TaskLimits.PHOTOS_MAX && (
          <Button
            component="label"
            variant="outlined"
            disabled={uploading}
            startIcon={uploading ? <CircularProgress size={16} /> : <AddAPhotoOutlined />}
            sx={{
              width: 88,
              height: 88,
              flexDirection: 'column',
              borderStyle: 'dashed',
              '& .MuiButton-startIcon': { m: 0 },
            }}
          >
            {uploading ? '上传中' : '拍照上传'}
            <input
              ref={input}
              hidden
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              aria-label={`${label}上传照片`}
              onChange={(e) => void add(e.target.files)}
            />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
