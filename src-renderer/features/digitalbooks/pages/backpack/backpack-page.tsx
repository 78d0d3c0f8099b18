import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../../../config/paths';
import { ApiError } from '../../../../platform/http';
import { notify } from '../../../../platform/notify';
import { useAddBagItem } from '../../api/add-bag-item';
import { useBackPack } from '../../api/back-pack';
import { useBookInfo } from '../../api/book-info';
import { useBookResources } from '../../api/book-resources';
import { useRemoveBagItem } from '../../api/remove-bag-item';
import { uploadImage } from '../../../../api/upload/upload-image';
import { BagList } from '../../components/bag-list';
import { L } from '../../labels';

/** `/digitalbooks/backPack?bookId=`: the lesson bag — resources gathered from the book or uploaded. */
export default function BackpackPage() {
  const [params] = useSearchParams();
  const bookId = Number(params.get('bookId')) || 0;
  const navigate = useNavigate();
  const info = useBookInfo(bookId);
  const resources = useBookResources(bookId);
  const bag = useBackPack(bookId);
  const add = useAddBagItem(bookId);
  const remove = useRemoveBagItem(bookId);
  const file = useRef<HTMLInputElement>(null);
  const inBag = new Set((bag.data ?? []).map((i) => i.resourceId));

  const upload = async (f: File) => {
    if (!f.type.startsWith('image/')) return notify.error(Msg.imageOnly);
    try {
      const { url } = await uploadImage(f);
      add.mutate({ bookId, title: f.name.slice(0, 100), url: new URL(url, location.origin).pathname });
    } catch (err) {
      notify.error(err instanceof ApiError ? err.message : String(err));
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 4 }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2 }}>
        <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 2 }}>
          <Typography variant="h5" sx={{ flex: 1 }}>
            {L.bagTitle} · {info.data?.title}
          </Typography>
          <Button onClick={() => navigate(`${paths.digitalbooksRoot}/read?bookId=${bookId}`)}>{L.back}</Button>
          <Button
            variant="contained"
            onClick={() => navigate(`${paths.digitalbooksRoot}/attendClass?bookId=${bookId}`)}
          >
            {L.attendClass}
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, alignItems: 'start' }}>
          <Card>
            <CardHeader
              title={L.bagTitle}
              action={
                <Button onClick={() => file.current?.click()}>
                  {L.bagUpload}
                  <input
                    ref={file}
                    hidden
                    type="file"
                    accept="image/*"
                    aria-label={L.bagUpload}
                    onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
                  />
                </Button>
              }
            />
            <BagList items={bag.data ?? []} onRemove={(i) => remove.mutate(i.id)} />
          </Card>
          <Card>
            <CardHeader title={L.bagFromBook} />
            <CardContent sx={{ maxHeight: '75vh', overflow: 'auto', pt: 0 }}>
              {resources.data?.lessons.map((l) => (
                <Box key={l.lessonId} sx={{ mb: 1 }}>
                  <Typography variant="subtitle2" color="primary">
                    {l.unitTitle} · {l.lessonTitle}
                  </Typography>
                  <List dense disablePadding>
                    {l.resources.map((r) => (
                      <ListItem
                        key={r.id}
                        secondaryAction={
                          <Button
                            size="small"
                            disabled={inBag.has(r.id) || add.isPending}
                            onClick={() => add.mutate({ bookId, lessonId: l.lessonId, resourceId: r.id })}
                          >
                            {inBag.has(r.id) ? L.bagInBag : L.bagAdd}
                          </Button>
                        }
                      >
                        <ListItemText primary={r.title} secondary={r.format || r.type} />
                      </ListItem>
                    ))}
                  </List>
                </Box>
              ))}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
