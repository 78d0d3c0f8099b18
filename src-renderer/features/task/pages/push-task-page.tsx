import {
  Box,
  Button,
  Card,
  Checkbox,
  Chip,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { useClassList } from '../../../api/classes/class-list';
import { EmptyState } from '../../../components/empty-state';
import { notify } from '../../../platform/notify';
import { useCatalogue, useLessonQuestions, usePushTask, useTeachingBooks } from '../api/tasks';
import { answerText, QUESTION_TYPE } from '../../../components/task-labels';

/** Tomorrow 20:00 in Beijing time, as a datetime-local value. */
function defaultDeadline() {
  const t = new Date(Date.now() + 8 * 3600_000 + 86_400_000);
  return `${t.toISOString().slice(0, 10)}T20:00`;
}

/**
 * /digitalbooks/push-task[?bookId=&lessonId=] — 布置作业: a lesson of one of the teacher's textbooks, the lesson's
 * questions to include (all by default), a title and instructions, the classes, and a deadline in Beijing time.
 */
export default function PushTaskPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const books = useTeachingBooks();
  const classes = useClassList();
  const [bookId, setBookId] = useState(Number(params.get('bookId')) || 0);
  const [lessonId, setLessonId] = useState(Number(params.get('lessonId')) || 0);
  const catalogue = useCatalogue(bookId);
  const questions = useLessonQuestions(bookId, lessonId);
  const [excluded, setExcluded] = useState<Set<number>>(new Set());
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [classIds, setClassIds] = useState<number[]>([]);
  const [deadline, setDeadline] = useState(defaultDeadline);
  const push = usePushTask();
  const lessons = useMemo(
    () => (catalogue.data?.units ?? []).flatMap((u) => u.lessons.map((l) => ({ ...l, unit: u.title }))),
    [catalogue.data],
  );
  const lesson = lessons.find((l) => l.id === lessonId);
  const chosen = (questions.data ?? []).filter((q) => !excluded.has(q.id));
  const total = chosen.reduce((n, q) => n + q.score, 0);

  const send = async () => {
    if (!bookId || !lessonId || !title.trim() || chosen.length === 0 || classIds.length === 0)
      return void notify.warning(Msg.incomplete);
    try {
      await push.mutateAsync({
        bookId,
        lessonId,
        title: title.trim(),
        description: description.trim(),
        questionIds: chosen.map((q) => q.id),
        classIds,
        deadline: `${deadline}:00+08:00`,
      });
      notify.success(Msg.taskPushed);
      navigate('/digitalbooks/task-t');
    } catch {
      // The HTTP layer has shown why (a deadline in the past, a class not the teacher's).
    }
  };

  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh', py: 3 }}>
      <Stack spacing={2.5} sx={{ maxWidth: 1080, mx: 'auto', px: 2 }}>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => navigate('/digitalbooks/task-t')}>
          ← 作业管理
        </Button>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          布置作业
        </Typography>
        <Card elevation={0} sx={{ p: 2.5, borderRadius: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="教材"
              value={bookId || ''}
              onChange={(e) => {
                setBookId(Number(e.target.value));
                setLessonId(0);
                setExcluded(new Set());
              }}
              sx={{ flex: 1 }}
            >
              {(books.data ?? []).map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {b.title}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="课时"
              value={lessonId || ''}
              disabled={!bookId}
              onChange={(e) => {
                const l = lessons.find((x) => x.id === Number(e.target.value));
                setLessonId(Number(e.target.value));
                setExcluded(new Set());
                if (l && !title.trim()) setTitle(`${l.title}课后练习`);
              }}
              sx={{ flex: 1 }}
            >
              {lessons.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.unit} · {l.title}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {lesson && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              学生作答时可阅读课本第 {lesson.startPage}-{lesson.endPage} 页
            </Typography>
          )}
        </Card>
        <Card elevation={0} sx={{ p: 2.5, borderRadius: 3 }} component="section" aria-label="题目">
          <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="h6" sx={{ flex: 1 }}>
              题目
            </Typography>
            <Typography color="text.secondary" data-testid="push-total">
              已选 {chosen.length} 题，共 {total} 分
            </Typography>
          </Stack>
          {!lessonId ? (
            <EmptyState text="先选择教材和课时" />
          ) : (questions.data ?? []).length === 0 && !questions.isPending ? (
            <EmptyState text="这一课还没有题目" />
          ) : (
            (questions.data ?? []).map((q, i) => (
              <Box key={q.id} sx={{ py: 1, borderTop: i ? '1px solid #eef1f6' : 'none' }} data-testid="push-question">
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={!excluded.has(q.id)}
                      onChange={(e) => {
                        const next = new Set(excluded);
                        if (e.target.checked) next.delete(q.id);
                        else next.add(q.id);
                        setExcluded(next);
                      }}
                    />
                  }
                  label={
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Chip size="small" variant="outlined" label={QUESTION_TYPE[q.type]} />
                      <Typography>{q.stem}</Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                        {q.score}分
                      </Typography>
                    </Stack>
                  }
                />
                {q.answer && (
                  <Typography variant="body2" color="success.main" sx={{ pl: 4 }}>
                    答案：{answerText(q, q.answer)}
                  </Typography>
                )}
              </Box>
            ))
          )}
        </Card>
        <Card elevation={0} sx={{ p: 2.5, borderRadius: 3 }}>
          <Stack spacing={2}>
            <TextField
              label="作业名称"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <TextField
              label="作业要求"
              multiline
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Box>
              <Typography variant="subtitle2">布置给</Typography>
              {(classes.data ?? []).map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={
                    <Checkbox
                      checked={classIds.includes(c.id)}
                      onChange={(e) =>
                        setClassIds(e.target.checked ? [...classIds, c.id] : classIds.filter((x) => x !== c.id))
                      }
                    />
                  }
                  label={c.name}
                />
              ))}
            </Box>
            <TextField
              label="截止时间（北京时间）"
              type="datetime-local"
              value={deadline}
              onChange={(e) => setDeadline(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ maxWidth: 280 }}
            />
            <Button
              variant="contained"
              size="large"
              disabled={push.isPending}
              onClick={() => void send()}
              sx={{ alignSelf: 'flex-start' }}
            >
              布置作业
            </Button>
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
}
