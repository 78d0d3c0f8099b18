import { Alert, Box, Button, Card, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { selfTestResult } from '@shared/api/task';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { answerText, QUESTION_TYPE } from '../../../components/task-labels';
import { idParam } from '../../../config/book-paths';
import { notify } from '../../../platform/notify';
import { useCatalogue, useCheckSelfTest, useSelfTest } from '../api/tasks';
import { QuestionInput } from '../components/answer-sheet';
import { unanswered, type Answers } from '../lib/answers';

type Result = z.infer<typeof selfTestResult>;

/** Six in ten right or better is shown in green, less in orange. */
const good = (r: Result) => r.total > 0 && r.correct / r.total >= 0.6;

/**
 * `/{brand}Book/test?bookId=&lessonId=`: 课堂自测 — a lesson's questions without their answers; 交卷 marks them at
 * once and shows each right answer and its explanation. Written (subjective) questions are left out: nobody
 * would mark them. Nothing is recorded; try again as often as you like.
 */
export default function ReaderSelfTestPage() {
  const [params, setParams] = useSearchParams();
  const bookId = idParam(params, 'bookId');
  const lessonId = idParam(params, 'lessonId');
  const catalogue = useCatalogue(bookId);
  const test = useSelfTest(bookId, lessonId);
  const check = useCheckSelfTest();
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<Result | null>(null);
  const lessons = catalogue.data?.units.flatMap((u) => u.lessons.map((l) => ({ ...l, unit: u.title }))) ?? [];
  const questions = (test.data ?? []).filter((q) => q.type !== 'SUBJECTIVE');
  const byId = new Map(result?.items.map((i) => [i.questionId, i]) ?? []);

  const submit = async () => {
    const missing = unanswered(questions, answers);
    if (missing.length) return void notify.warning(`还有 ${missing.length} 题未作答`);
    try {
      setResult(
        await check.mutateAsync({
          bookId,
          lessonId,
          answers: questions.map((q) => ({ questionId: q.id, text: answers[q.id]?.text ?? '' })),
        }),
      );
      window.scrollTo({ top: 0 });
    } catch {
      // The HTTP layer has shown why.
    }
  };
  const again = () => {
    setAnswers({});
    setResult(null);
  };

  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }}>
      <TextField
        select
        size="small"
        label="选择课时"
        value={lessonId || ''}
        onChange={(e) => {
          again();
          setParams({ bookId: String(bookId), lessonId: String(e.target.value) }, { replace: true });
        }}
        sx={{ bgcolor: '#fff' }}
      >
        {lessons.map((l) => (
          <MenuItem key={l.id} value={l.id}>
            {l.unit} · {l.title}
          </MenuItem>
        ))}
      </TextField>
      {!lessonId ? (
        <EmptyState text="选择一个课时开始自测" />
      ) : test.isPending ? (
        <PageLoading />
      ) : test.isError ? (
        <ErrorState onRetry={() => void test.refetch()} retrying={test.isFetching} />
      ) : !questions.length ? (
        <EmptyState text="这个课时还没有自测题" />
      ) : (
        <>
          {result && (
            <Card
              elevation={0}
              sx={{ p: 2, borderRadius: 3, bgcolor: good(result) ? '#eaf7f0' : '#fff4e5' }}
              data-testid="self-test-result"
            >
              <Typography variant="h5" sx={{ fontWeight: 700, color: good(result) ? 'success.main' : 'warning.dark' }}>
                答对 {result.correct} / {result.total} 题
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {result.correct === result.total ? '全部正确，真棒！' : '看看下面的解析，再试一次吧'}
              </Typography>
            </Card>
          )}
          {questions.map((q, i) => {
            const r = byId.get(q.id);
            return (
              <Card key={q.id} elevation={0} sx={{ p: 1.75, borderRadius: 3 }} data-testid="self-test-question">
                <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
                  <Chip size="small" variant="outlined" color="primary" label={QUESTION_TYPE[q.type]} />
                  <Typography variant="body2" color="text.secondary">
                    第{i + 1}题
                  </Typography>
                  <Box sx={{ flex: 1 }} />
                  {r && (
                    <Chip size="small" color={r.correct ? 'success' : 'error'} label={r.correct ? '正确' : '错误'} />
                  )}
                </Stack>
                <Typography sx={{ fontWeight: 500, mb: 1 }}>{q.stem}</Typography>
                <QuestionInput
                  q={q}
                  index={i}
                  value={answers[q.id] ?? { text: '', photos: [] }}
                  disabled={!!result}
                  onChange={(p) => setAnswers((a) => ({ ...a, [q.id]: { text: '', photos: [], ...a[q.id], ...p } }))}
                />
                {r && (
                  <Alert severity={r.correct ? 'success' : 'info'} sx={{ mt: 1 }}>
                    正确答案：{answerText(q, r.answer)}
                    {r.explanation ? `。${r.explanation}` : ''}
                  </Alert>
                )}
              </Card>
            );
          })}
          <Button
            variant="contained"
            disableElevation
            size="large"
            disabled={check.isPending}
            onClick={() => (result ? again() : void submit())}
          >
            {result ? '再测一次' : '交卷'}
          </Button>
        </>
      )}
    </Stack>
  );
}
