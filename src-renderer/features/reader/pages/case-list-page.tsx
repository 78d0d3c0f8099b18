import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { Box, Chip, CircularProgress, List, ListItemText, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import type { CaseCatalogue, LessonCases } from '@shared/api/reader';
import { AppLink } from '../../../components/app-link';
import { EmptyState } from '../../../components/empty-state';
import { READER_PREFIX } from '../../../config/paths';
import { useCaseCatalogue, useLessonCases } from '../api/reader-extras';
import { QueryError } from '../components/query-error';
import { SectionCard } from '../components/section-card';
import { WorkedExampleCard } from '../components/worked-example-card';
import { FORMAT_LABEL } from '../lib/office-source';
import { idParam } from '../lib/query-ids';
import { ListButton } from '../../../components/list-button';

const Loading = () => (
  <Stack alignItems="center" sx={{ py: 8 }}>
    <CircularProgress size={28} />
  </Stack>
);

/**
 * 典型例题 (`?bookId=&lessonId=`): a lesson's worked examples, each solved step by step, and the lesson's documents
 * (opened in 文档预览). Without a lesson, the book's catalogue to pick one from.
 */
export default function CaseListPage() {
  const [params] = useSearchParams();
  const bookId = idParam(params, 'bookId');
  const lessonId = idParam(params, 'lessonId');
  const catalogue = useCaseCatalogue(bookId, !lessonId);
  const cases = useLessonCases(bookId, lessonId);
  if (!bookId) return <EmptyState text="请先从书架选择一本教材" />;
  const q = lessonId ? cases : catalogue;
  if (q.isPending) return <Loading />;
  if (q.isError) return <QueryError error={q.error} onRetry={() => void q.refetch()} />;
  return lessonId ? <Lesson data={cases.data!} /> : <Picker data={catalogue.data!} />;
}

function Picker({ data }: { data: CaseCatalogue }) {
  return (
    <Box sx={{ pt: 1.5 }}>
      <Typography component="h2" sx={{ px: 2, pb: 1.5, fontSize: 17, fontWeight: 700 }}>
        {data.bookTitle}
      </Typography>
      {data.units.map((u) => (
        <SectionCard key={u.title} label={u.title} sx={{ p: 0, overflow: 'hidden' }}>
          <Typography component="h3" sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 700, fontSize: 15 }}>
            {u.title}
          </Typography>
          <List dense disablePadding>
            {u.lessons.map((l) => (
              <ListButton
                key={l.lessonId}
                component={AppLink}
                to={`${READER_PREFIX}/caseList?bookId=${data.bookId}&lessonId=${l.lessonId}`}
                disabled={!l.caseCount}
                sx={{ px: 2, py: 1 }}
              >
                <ListItemText primary={l.title} slotProps={{ primary: { noWrap: true } }} />
                <Typography variant="caption" color={l.caseCount ? 'primary' : 'text.secondary'} sx={{ ml: 1 }}>
                  {l.caseCount ? `${l.caseCount} 道例题` : '暂无例题'}
                </Typography>
                <ChevronRightRounded fontSize="small" color="action" />
              </ListButton>
            ))}
          </List>
        </SectionCard>
      ))}
    </Box>
  );
}

function Lesson({ data }: { data: LessonCases }) {
  return (
    <Box sx={{ pt: 1.5 }}>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {data.lessonTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {data.bookTitle} · {data.unitTitle}
        </Typography>
      </Box>
      {data.cases.length ? (
        data.cases.map((e, i) => <WorkedExampleCard key={e.id} no={i + 1} example={e} bookId={data.bookId} />)
      ) : (
        <EmptyState text="本课暂无典型例题" />
      )}
      {data.documents.length > 0 && (
        <SectionCard label="本课文档" sx={{ p: 0, overflow: 'hidden' }}>
          <Typography component="h3" sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 700, fontSize: 15 }}>
            本课文档
          </Typography>
          <List dense disablePadding>
            {data.documents.map((d) => (
              <ListButton
                key={d.resourceId}
                component={AppLink}
                to={`${READER_PREFIX}/officeView?resourceId=${d.resourceId}`}
                sx={{ px: 2, py: 1 }}
              >
                <DescriptionOutlined fontSize="small" color="primary" sx={{ mr: 1.5 }} />
                <ListItemText primary={d.title} slotProps={{ primary: { noWrap: true } }} />
                <Chip size="small" label={FORMAT_LABEL[d.format] ?? d.format} sx={{ ml: 1 }} />
              </ListButton>
            ))}
          </List>
        </SectionCard>
      )}
    </Box>
  );
}
