import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../platform/http';
import { useBookContent } from '../../api/book-content';
import { useBookInfo } from '../../api/book-info';
import { useReadingProgress } from '../../api/reading-progress';
import { L } from '../../labels';
import { usePdfDocument } from '../../pdf/use-pdf-document';
import { ReaderView } from './reader-view';

/** `/digitalbooks/read?bookId=&page=`: the textbook reader. Without `page` it resumes where the user left off. */
export default function ReaderPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const bookId = Number(params.get('bookId')) || 0;
  const askedPage = Number(params.get('page')) || 0;
  const info = useBookInfo(bookId);
  const content = useBookContent(bookId);
  const progress = useReadingProgress(bookId);
  const { pdf, error } = usePdfDocument(bookId, content.data);

  const onPageChange = useCallback(
    (page: number) => setParams((p) => (p.set('page', String(page)), p), { replace: true }),
    [setParams],
  );

  const failure = info.error ?? content.error ?? error;
  if (failure) {
    const message = failure instanceof ApiError && failure.code !== 0 ? failure.message : L.loadFailed;
    return (
      <Stack alignItems="center" spacing={2} sx={{ mt: 10 }}>
        <Alert severity="warning">{message}</Alert>
        <Button onClick={() => navigate(`${paths.digitalbookDetail}?bookId=${bookId}`)}>{L.back}</Button>
      </Stack>
    );
  }
  const resumeKnown = askedPage > 0 || progress.isSuccess || progress.isError;
  if (!info.data || !pdf || !resumeKnown)
    return (
      <Box sx={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
        <Stack alignItems="center" spacing={1}>
          <CircularProgress />
          <Typography color="text.secondary">{L.loading}</Typography>
        </Stack>
      </Box>
    );
  return (
    <ReaderView
      key={bookId}
      info={info.data}
      pdf={pdf}
      initialPage={askedPage || progress.data?.page || 1}
      onPageChange={onPageChange}
      onBack={() => navigate(`${paths.digitalbookDetail}?bookId=${bookId}`)}
      onAttendClass={(page) => navigate(`${paths.digitalbooksRoot}/attendClass?bookId=${bookId}&page=${page}`)}
    />
  );
}
