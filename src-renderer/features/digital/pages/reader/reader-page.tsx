import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { isId } from '@shared/rules/validators';
import { BadAddressState } from '../../../../components/bad-address-state';
import { L } from '../../labels';
import { ReaderView } from './reader-view';
import { useReaderBook } from './use-reader-book';

/** `/digitalbooks/read?bookId=&page=`: the textbook reader. Without `page` it resumes where the user left off. */
export default function ReaderPage() {
  const navigate = useNavigate();
  const { bookId, failure, ready, onPageChange } = useReaderBook();
  // Opened without a usable ?bookId= (e.g. ?id=): nothing would ever load.
  if (!isId(bookId)) return <BadAddressState home={paths.digitalbooks} />;
  if (failure)
    return (
      <Stack alignItems="center" spacing={2} sx={{ mt: 10 }}>
        <Alert severity="warning">{failure}</Alert>
        <Button onClick={() => navigate(`${paths.digitalbookDetail}?bookId=${bookId}`)}>{L.back}</Button>
      </Stack>
    );
  if (!ready)
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
      {...ready}
      onPageChange={onPageChange}
      onBack={() => navigate(`${paths.digitalbookDetail}?bookId=${bookId}`)}
      onAttendClass={(page) => navigate(`${paths.digitalbooksRoot}/attendClass?bookId=${bookId}&page=${page}`)}
    />
  );
}
