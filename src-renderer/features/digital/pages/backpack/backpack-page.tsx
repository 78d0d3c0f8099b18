import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BagItem } from '@shared/api/digital';
import { bookPaths } from '../../../../config/book-paths';
import { useBackPack } from '../../api/back-pack';
import { useBookInfo } from '../../api/book-info';
import { useRemoveBagItem } from '../../api/remove-bag-item';
import { BagList } from '../../components/bag-list';
import { BagUploadButton, BookResourcePicker } from '../../components/bag-sources';
import { BagViewer } from '../../components/bag-viewer';
import { L } from '../../labels';

/** `/digitalbooks/backPack?bookId=`: the lesson bag — resources gathered from the book or uploaded. */
export default function BackpackPage() {
  const [params] = useSearchParams();
  const bookId = Number(params.get('bookId')) || 0;
  const navigate = useNavigate();
  const info = useBookInfo(bookId);
  const bag = useBackPack(bookId);
  const remove = useRemoveBagItem(bookId);
  const [viewing, setViewing] = useState<BagItem | null>(null);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 4 }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2 }}>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
            {L.bagTitle} · {info.data?.title}
          </Typography>
          <Button onClick={() => navigate(bookPaths.read(bookId))}>{L.back}</Button>
          <Button variant="contained" onClick={() => navigate(bookPaths.attendClass(bookId))}>
            {L.attendClass}
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
          <Card>
            <CardHeader title={L.bagTitle} action={<BagUploadButton bookId={bookId} />} />
            <BagList items={bag.data ?? []} onOpen={setViewing} onRemove={(i) => remove.mutate(i.id)} />
          </Card>
          <Card>
            <CardHeader title={L.bagFromBook} />
            <CardContent sx={{ maxHeight: '75vh', overflow: 'auto', pt: 0, px: 0 }}>
              <BookResourcePicker bookId={bookId} bag={bag.data ?? []} />
            </CardContent>
          </Card>
        </Box>
      </Box>
      <BagViewer item={viewing} onClose={() => setViewing(null)} />
    </Box>
  );
}
