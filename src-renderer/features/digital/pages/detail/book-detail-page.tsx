import AutoStoriesRoundedIcon from '@mui/icons-material/AutoStoriesRounded';
import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import CastForEducationRoundedIcon from '@mui/icons-material/CastForEducationRounded';
import { Alert, Box, Button, Card, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RESOURCE_TYPES } from '@shared/rules/digital';
import { Msg } from '@shared/rules/messages';
import { appActions } from '../../../../state/app-slice';
import { useAppDispatch } from '../../../../state/store';
import { EmptyState } from '../../../../components/empty-state';
import { useBookInfo } from '../../api/book-info';
import { useCatalogue } from '../../api/catalogue';
import { bookPaths, idParam } from '../../../../config/book-paths';
import { fileUrl, RESOURCE_LABEL } from '../../components/resource-preview';
import { LessonLabDialog } from '../../components/lesson-lab-dialog';
import { CatalogueTree } from './catalogue-tree';
import { BookLinks } from './book-links';

/** /classpro/digitalbooks/detail?bookId=: what the book is, its catalogue, and reading or how to get it. */
export default function BookDetailPage() {
  const [params] = useSearchParams();
  const bookId = idParam(params, 'bookId', 'id');
  const info = useBookInfo(bookId);
  const cat = useCatalogue(bookId);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [labLesson, setLabLesson] = useState<{ id: number; title: string } | null>(null);
  if (!bookId || info.isError) return <EmptyState text={info.error?.message ?? Msg.digitalBookNotFound} />;
  if (!info.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={360} />;
  const b = info.data;
  return (
    <Box sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <Card variant="outlined" sx={{ borderRadius: 3, p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Box
            component="img"
            src={fileUrl(b.cover)}
            alt={`${b.title} 封面`}
            sx={{ width: 220, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 2, boxShadow: 4, flexShrink: 0 }}
          />
          <Stack spacing={1.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
              {b.title}
            </Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {b.digitalBookType === 'PAPER_DIGITAL' && <Chip color="warning" size="small" label={Msg.paperDigital} />}
              <Chip size="small" label={b.subject} />
              <Chip size="small" label={b.grade} />
              <Chip size="small" variant="outlined" label={`共${b.pageCount}页`} />
            </Stack>
            <Typography color="text.secondary">出版社：{b.publisher}</Typography>
            <Typography variant="body2">{b.description || Msg.noIntroduction}</Typography>
            <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap aria-label="资源数量">
              {RESOURCE_TYPES.map((t) => (
                <Typography key={t} variant="body2" color="text.secondary">
                  {RESOURCE_LABEL[t]} <b>{b.resourceCounts[t]}</b>
                </Typography>
              ))}
            </Stack>
            {b.owned ? (
              <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
                <Button
                  variant="contained"
                  size="large"
                  disableElevation
                  startIcon={<AutoStoriesRoundedIcon />}
                  onClick={() => void navigate(bookPaths.read(b.id))}
                >
                  阅读
                </Button>
                <Button
                  variant="outlined"
                  size="large"
                  startIcon={<CastForEducationRoundedIcon />}
                  onClick={() => void navigate(bookPaths.attendClass(b.id))}
                >
                  上课
                </Button>
              </Stack>
            ) : (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    startIcon={<CardGiftcardRoundedIcon />}
                    onClick={() => dispatch(appActions.openDialog('redeemBook'))}
                  >
                    兑换教材
                  </Button>
                }
              >
                您还没有这本教材。使用教材附带的兑换码兑换后即可阅读全文、上课投屏和使用全部资源
                {b.digitalBookType === 'PAPER_DIGITAL' ? '；纸质教材中的二维码资源可直接扫码查看。' : '。'}
              </Alert>
            )}
            {b.owned && <BookLinks book={b} />}
          </Stack>
        </Stack>
      </Card>
      <Card variant="outlined" sx={{ borderRadius: 3, p: 2, mt: 3 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, px: 1 }}>
          目录
        </Typography>
        {cat.data ? (
          <CatalogueTree
            catalogue={cat.data}
            onOpen={b.owned ? (page) => void navigate(bookPaths.read(b.id, page)) : undefined}
            onLab={b.owned ? setLabLesson : undefined}
          />
        ) : (
          <Skeleton height={200} />
        )}
      </Card>
      <LessonLabDialog bookId={b.id} lesson={labLesson} onClose={() => setLabLesson(null)} />
    </Box>
  );
}
