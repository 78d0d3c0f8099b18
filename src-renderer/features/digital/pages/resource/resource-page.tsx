import { Box, Card, Chip, List, ListItemText, ListSubheader, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Resource } from '@shared/api/digital';
import { Msg } from '@shared/rules/messages';
import { QrCode } from '../../../../components/qr-code';
import { EmptyState } from '../../../../components/empty-state';
import { config } from '../../../../platform/config';
import { useBookInfo } from '../../api/book-info';
import { useBookResources } from '../../api/book-resources';
import { idParam } from '../../../../config/book-paths';
import { AddToBagButton } from '../../components/add-to-bag-button';
import { RESOURCE_LABEL, ResourcePreview } from '../../components/resource-preview';
import { useIsTeacher } from '../../lib/use-is-teacher';
import { ListButton } from '../../../../components/list-button';

/** The phone address a PAPER_DIGITAL resource's printed QR code opens (hash routes). */
export const qrTarget = (qrUrl: string) => `${config.apiBase || location.origin}/#${qrUrl}`;

/** /digitalbooks/resource?bookId=: the book's resources by lesson, previewed beside the list. */
export default function ResourcePage() {
  const [params] = useSearchParams();
  const bookId = idParam(params, 'bookId', 'id');
  const book = useBookInfo(bookId);
  const list = useBookResources(bookId);
  const [picked, setPicked] = useState<Resource | null>(null);
  const teacher = useIsTeacher();
  if (!bookId || list.isError) return <EmptyState text={list.error?.message ?? Msg.digitalBookNotFound} />;
  if (!list.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={420} />;
  const all = list.data.lessons.flatMap((l) => l.resources);
  const current = picked ?? all[0] ?? null;
  if (!current) return <EmptyState text={Msg.noData} />;
  return (
    <Box sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        教材资源
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {book.data?.title} · 共 {all.length} 个资源
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems="flex-start">
        <Card
          variant="outlined"
          sx={{ borderRadius: 3, width: { xs: '100%', md: 340 }, flexShrink: 0, maxHeight: '78vh', overflow: 'auto' }}
        >
          {list.data.lessons.map((l) => (
            <List
              key={l.lessonId}
              dense
              subheader={
                <ListSubheader sx={{ fontWeight: 700, lineHeight: '36px' }}>
                  {l.lessonTitle}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {l.unitTitle}
                  </Typography>
                </ListSubheader>
              }
            >
              {l.resources.map((r) => (
                <ListButton
                  key={r.id}
                  selected={r.id === current.id}
                  onClick={() => setPicked(r)}
                  sx={{ borderRadius: 1 }}
                >
                  <Chip size="small" label={RESOURCE_LABEL[r.type]} sx={{ mr: 1, minWidth: 44 }} />
                  <ListItemText primary={r.title} secondary={r.format ? r.format.toUpperCase() : undefined} />
                </ListButton>
              ))}
            </List>
          ))}
        </Card>
        <Card variant="outlined" sx={{ borderRadius: 3, p: 2, flex: 1, minWidth: 0, width: '100%' }}>
          <Stack direction="row" spacing={3} alignItems="flex-start">
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
                <Typography variant="h6" component="h2" sx={{ fontWeight: 700, flex: 1 }}>
                  {current.title}
                </Typography>
                {teacher && <AddToBagButton bookId={bookId} lessonId={current.lessonId} resourceId={current.id} />}
              </Stack>
              <ResourcePreview resource={current} />
            </Box>
            {current.qrUrl && (
              <Stack alignItems="center" spacing={1} sx={{ flexShrink: 0, display: { xs: 'none', sm: 'flex' } }}>
                <QrCode value={qrTarget(current.qrUrl)} size={160} label={`${current.title} 二维码`} />
                <Typography variant="caption" color="text.secondary">
                  扫码在手机上查看
                </Typography>
              </Stack>
            )}
          </Stack>
        </Card>
      </Stack>
    </Box>
  );
}
