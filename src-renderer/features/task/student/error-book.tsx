import { Alert, Box, Button, Card, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import type { z } from 'zod';
import type { errorItem, errorRetry } from '@shared/api/task';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { PageLoading } from '../../../components/page-loading';
import { answerText, QUESTION_TYPE } from '../../../components/task-labels';
import { notify } from '../../../platform/notify';
import { useErrorBook, useRemoveError, useRetryError } from '../api/tasks';
import { QuestionInput } from '../components/answer-sheet';

type Item = z.infer<typeof errorItem>;
type Filter = 'OPEN' | 'MASTERED' | 'ALL';

/**
 * 错题本: the questions the student got wrong in homework. Each can be tried again right here; a right answer marks
 * it mastered (the right answer and its explanation are shown either way after a try). 移出 removes one.
 */
export function ErrorBook({ phone = false }: { phone?: boolean }) {
  const [filter, setFilter] = useState<Filter>('OPEN');
  const [pageNum, setPageNum] = useState(1);
  const book = useErrorBook(filter === 'ALL' ? undefined : filter === 'MASTERED', pageNum);
  return (
    <Stack spacing={1.5} data-testid="error-book">
      <Tabs
        value={filter}
        onChange={(_e, v: Filter) => {
          setFilter(v);
          setPageNum(1);
        }}
        variant={phone ? 'fullWidth' : 'standard'}
        sx={{ bgcolor: '#fff', borderRadius: 2, px: 1 }}
      >
        <Tab value="OPEN" label="未掌握" />
        <Tab value="MASTERED" label="已掌握" />
        <Tab value="ALL" label="全部" />
      </Tabs>
      {book.isPending ? (
        <PageLoading />
      ) : book.isError ? (
        <ErrorState onRetry={() => void book.refetch()} retrying={book.isFetching} />
      ) : !book.data.list.length ? (
        <EmptyState text={filter === 'OPEN' ? '没有待复习的错题，继续保持！' : '暂无错题'} />
      ) : (
        <>
          {book.data.list.map((item) => (
            <ErrorCard key={item.id} item={item} phone={phone} />
          ))}
          <PagePager page={pageNum} total={book.data.total} pageSize={10} onChange={setPageNum} />
        </>
      )}
    </Stack>
  );
}

function ErrorCard({ item, phone }: { item: Item; phone: boolean }) {
  const q = item.question;
  const retry = useRetryError();
  const remove = useRemoveError();
  const [trying, setTrying] = useState(false);
  const [value, setValue] = useState({ text: '', photos: [] as string[] });
  const [result, setResult] = useState<z.infer<typeof errorRetry> | null>(null);
  const objective = q.type !== 'SUBJECTIVE';
  const check = async () => {
    if (!value.text.replace(/\|/g, '').trim()) return void notify.warning('请先作答');
    try {
      const r = await retry.mutateAsync({ errorId: item.id, answer: value.text });
      setResult(r);
    } catch {
      // The HTTP layer has shown why.
    }
  };
  return (
    <Card elevation={0} sx={{ p: phone ? 1.75 : 2.5, borderRadius: 3 }} data-testid="error-item">
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
        <Chip size="small" variant="outlined" color="primary" label={QUESTION_TYPE[q.type]} />
        {(item.mastered || result?.mastered) && <Chip size="small" color="success" label="已掌握" />}
        <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1 }}>
          来自「{item.taskTitle}」{item.retries ? ` · 已重做 ${item.retries} 次` : ''}
        </Typography>
      </Stack>
      <Typography sx={{ fontWeight: 500, whiteSpace: 'pre-wrap' }}>{q.stem}</Typography>
      {q.options.length > 0 && !trying && (
        <Box sx={{ mt: 0.5 }}>
          {q.options.map((o, k) => (
            <Typography key={k} variant="body2" color="text.secondary">
              {'ABCDEFGH'[k]}. {o}
            </Typography>
          ))}
        </Box>
      )}
      <Typography variant="body2" color="error.main" sx={{ mt: 1 }}>
        我的答案：{item.myAnswer ? answerText(q, item.myAnswer) : '（未作答）'}
      </Typography>
      {trying && (
        <Box sx={{ mt: 1.5 }}>
          <QuestionInput
            q={q}
            index={0}
            value={value}
            disabled={!!result?.correct}
            onChange={(p) => setValue((v) => ({ ...v, ...p }))}
          />
        </Box>
      )}
      {result && (
        <Alert severity={result.correct ? 'success' : 'error'} sx={{ mt: 1.5 }} data-testid="retry-result">
          {!objective
            ? '已对照参考答案，标记为已掌握。参考答案：'
            : result.correct
              ? '回答正确，已掌握！正确答案：'
              : '还不对，再想想。正确答案：'}
          {answerText(q, result.answer)}
          {result.explanation ? `。${result.explanation}` : ''}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }} justifyContent="flex-end">
        <Button size="small" color="inherit" disabled={remove.isPending} onClick={() => remove.mutate(item.id)}>
          移出错题本
        </Button>
        {!trying && !item.mastered && (
          <Button size="small" variant="contained" disableElevation onClick={() => setTrying(true)}>
            重做
          </Button>
        )}
        {trying && !result?.correct && (
          <Button
            size="small"
            variant="contained"
            disableElevation
            disabled={retry.isPending}
            onClick={() => void check()}
          >
            提交答案
          </Button>
        )}
      </Stack>
    </Card>
  );
}
