import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { readerPaths } from '../../../../config/book-paths';
import { isId } from '@shared/rules/validators';
import { BadAddressState } from '../../../../components/bad-address-state';
import { L } from '../../labels';
import { useReaderBook } from '../reader/use-reader-book';
import { MobileReaderView } from './mobile-reader-view';

/** `/{brand}Book/bookRead?bookId=&page=`: the phone reader. Without `page` it resumes where the student left off. */
export default function MobileReadPage() {
  const navigate = useNavigate();
  const { bookId, failure, ready, onPageChange } = useReaderBook();
  // Opened without a usable ?bookId= (e.g. ?id=): nothing would ever load.
  if (!isId(bookId)) return <BadAddressState home={readerPaths.home} />;
  if (failure)
    return (
      <Stack alignItems="center" spacing={2} sx={{ mt: 8, px: 2 }}>
        <Alert severity="warning">{failure}</Alert>
        <Button onClick={() => navigate(readerPaths.bookInfo(bookId))}>{L.back}</Button>
      </Stack>
    );
  if (!ready)
    return (
      <Box sx={{ height: '60vh', display: 'grid', placeItems: 'center' }}>
        <Stack alignItems="center" spacing={1}>
          <CircularProgress />
          <Typography color="text.secondary">{L.loading}</Typography>
        </Stack>
      </Box>
    );
  return <MobileReaderView key={bookId} {...ready} onPageChange={onPageChange} />;
}
