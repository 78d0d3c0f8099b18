import HeadphonesRounded from '@mui/icons-material/HeadphonesRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  List,
  ListItem,
  ListItemText,
  ListSubheader,
  Stack,
  Typography,
} from '@mui/material';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../../../components/app-link';
import { ErrorState } from '../../../../components/error-state';
import { PageLoading } from '../../../../components/page-loading';
import { idParam, readerPaths } from '../../../../config/book-paths';
import { mediaUrl } from '../../../../platform/media';
import { tokens } from '../../../../platform/storage';
import { useBookInfo } from '../../api/book-info';
import { useCatalogue } from '../../api/catalogue';
import { useReadingProgress } from '../../api/reading-progress';

/**
 * `/{brand}Book/bookInfo?bookId=`: a textbook on the phone — cover, facts, 开始/继续阅读, 视听学习, and its
 * catalogue with each lesson's pages, self-test and worked examples. Open without sign-in (the book's public
 * facts); reading needs the book.
 */
export default function MobileBookInfoPage() {
  const [params] = useSearchParams();
  const bookId = idParam(params, 'bookId', 'id');
  const info = useBookInfo(bookId);
  const catalogue = useCatalogue(bookId);
  const signedIn = tokens.has('teacher');
  const progress = useReadingProgress(signedIn && info.data?.owned ? bookId : 0);
  if (!bookId)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        请选择一本教材
      </Alert>
    );
  if (info.isPending) return <PageLoading />;
  if (info.isError) return <ErrorState onRetry={() => void info.refetch()} retrying={info.isFetching} />;
  const b = info.data;
  const resume = progress.data?.updatedAt ? progress.data.page : 0;
  return (
    <Stack spacing={1.5} sx={{ p: 1.5 }} data-testid="mobile-book-info">
      <Card elevation={0} sx={{ p: 2, borderRadius: 3 }}>
        <Stack direction="row" spacing={2}>
          <Box
            component="img"
            src={mediaUrl(b.cover)}
            alt=""
            sx={{ width: 96, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: 1.5, boxShadow: 2 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.4 }}>{b.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {b.publisher}
            </Typography>
            <Stack direction="row" spacing={0.75} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
              <Chip size="small" label={b.subject} />
              <Chip size="small" label={b.grade} />
              <Chip size="small" label={`${b.pageCount} 页`} />
            </Stack>
          </Box>
        </Stack>
        {b.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {b.description}
          </Typography>
        )}
        {b.owned ? (
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            <Button
              fullWidth
              variant="contained"
              disableElevation
              startIcon={<MenuBookRounded />}
              component={AppLink}
              to={readerPaths.read(bookId, resume || undefined)}
            >
              {resume ? `继续阅读 第${resume}页` : '开始阅读'}
            </Button>
            {b.hasAudioVisual && (
              <Button
                fullWidth
                variant="outlined"
                startIcon={<HeadphonesRounded />}
                component={AppLink}
                to={readerPaths.audioVisual(bookId)}
              >
                视听学习
              </Button>
            )}
          </Stack>
        ) : (
          <Alert severity="info" sx={{ mt: 2 }}>
            {signedIn ? '你还没有这本教材，请向老师索取兑换码后在电脑端兑换' : '登录后即可阅读你的数字教材'}
          </Alert>
        )}
      </Card>
      {catalogue.data && (
        <Card elevation={0} sx={{ borderRadius: 3 }}>
          <List dense aria-label="目录" disablePadding>
            {catalogue.data.units.map((u) => (
              <li key={u.id}>
                <ul style={{ padding: 0 }}>
                  <ListSubheader sx={{ fontWeight: 700, lineHeight: '40px' }}>{u.title}</ListSubheader>
                  {u.lessons.map((l) => (
                    <ListItem key={l.id} divider sx={{ display: 'block', py: 1 }} data-testid="mobile-lesson">
                      <ListItemText
                        primary={l.title}
                        secondary={`第${l.startPage}–${l.endPage}页${l.resourceCount ? ` · ${l.resourceCount} 个资源` : ''}`}
                      />
                      {b.owned && (
                        <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                          <Button size="small" component={AppLink} to={readerPaths.read(bookId, l.startPage)}>
                            阅读
                          </Button>
                          <Button size="small" component={AppLink} to={readerPaths.test(bookId, l.id)}>
                            课堂自测
                          </Button>
                          <Button size="small" component={AppLink} to={readerPaths.caseList(bookId, l.id)}>
                            典型例题
                          </Button>
                        </Stack>
                      )}
                    </ListItem>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        </Card>
      )}
    </Stack>
  );
}
