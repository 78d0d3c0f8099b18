import { Alert, Box, Stack, CircularProgress } from '@mui/material';
import { useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../platform/http';
import { useResource } from '../api/resources';
import { ResourceDetail } from '../components/resource-detail';

/** A class resource in the mobile reader area (`resourceDetail?id=`): the student previews and downloads it. */
export default function ReaderResourcePage() {
  const id = Number(useSearchParams()[0].get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useResource(valid ? id : 0);
  if (!valid) return <Alert severity="warning">{Msg.resourceNotFound}</Alert>;
  if (q.isPending)
    return (
      <Stack alignItems="center" sx={{ py: 8 }}>
        <CircularProgress size={28} />
      </Stack>
    );
  if (q.isError)
    return q.error instanceof ApiError ? (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {q.error.message}
      </Alert>
    ) : (
      <ErrorState onRetry={() => void q.refetch()} retrying={q.isFetching} />
    );
  return (
    <Box sx={{ py: 1.5, px: 1 }}>
      <ResourceDetail r={q.data} />
    </Box>
  );
}
