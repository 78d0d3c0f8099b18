import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { EmptyState } from '../../../../components/empty-state';
import { useQrResource } from '../../api/get-qr-resource';
import { idParam } from '../../../../config/book-paths';
import { RESOURCE_LABEL, ResourcePreview } from '../../components/resource-preview';

/**
 * /digitalbooks/qr?resourceId=: what a printed QR code in a paper-digital book opens on a phone, without signing
 * in (spec section 6 leaves digital-book paths open).
 */
export default function QrResourcePage() {
  const [params] = useSearchParams();
  const id = idParam(params, 'resourceId', 'id');
  const q = useQrResource(id);
  if (!id || q.isError) return <EmptyState text={q.error?.message ?? Msg.digitalResourceNotFound} />;
  if (!q.data) return <Skeleton variant="rounded" sx={{ m: 2 }} height={320} />;
  const { resource: r, bookTitle, lessonTitle } = q.data;
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f5f7fb', p: 2 }}>
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <Chip size="small" color="warning" label={Msg.paperDigital} />
          <Chip size="small" label={RESOURCE_LABEL[r.type]} />
        </Stack>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {r.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {bookTitle} · {lessonTitle}
        </Typography>
        <Box sx={{ bgcolor: '#fff', borderRadius: 2, p: 1.5, boxShadow: 1 }}>
          <ResourcePreview resource={r} />
        </Box>
      </Box>
    </Box>
  );
}
