import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import CardGiftcardRoundedIcon from '@mui/icons-material/CardGiftcardRounded';
import { useNavigate } from 'react-router';
import { Box, Button, Card, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Msg } from '@shared/rules/messages';
import { appActions } from '../../../state/app-slice';
import { useAppDispatch, useAppSelector } from '../../../state/store';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useOpenBook } from '../../../components/use-open-book';
import { useMyBooks } from '../../../api/books/my-books';
import { assetUrl, splitBookTitle } from '../labels';

/** The book's own name first (two lines at most), its series beneath in small type. */
function BookTitle({ title }: { title: string }) {
  const { name, series } = splitBookTitle(title);
  return (
    <Box sx={{ mt: 1.5 }} title={title}>
      <Typography
        sx={{
          fontWeight: 600,
          lineHeight: 1.35,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {name}
      </Typography>
      {series && (
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {series}
        </Typography>
      )}
    </Box>
  );
}

/** My textbooks (/classpro/myDigitalbooks): the books the user owns, with covers; 暂无数据 when none. */
export default function MyBooksPage() {
  const dispatch = useAppDispatch();
  const books = useMyBooks();
  const openBook = useOpenBook();
  const redeem = () => dispatch(appActions.openDialog('redeemBook'));
  const navigate = useNavigate();
  const student = useAppSelector((st) => st.session.userType) === 'STUDENT';
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" alignItems="flex-end" justifyContent="space-between" sx={{ mb: 3 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            我的教材
          </Typography>
          {books.data && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              共 {books.data.length} 本数字教材
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1.5}>
          {/* A student does homework (task-s); a teacher sets and marks it (task-t). */}
          <Button
            variant="outlined"
            startIcon={<AssignmentOutlinedIcon />}
            onClick={() => navigate(student ? '/digitalbooks/task-s' : '/digitalbooks/task-t')}
          >
            {student ? '我的作业' : '作业管理'}
          </Button>
          <Button variant="contained" disableElevation startIcon={<CardGiftcardRoundedIcon />} onClick={redeem}>
            兑换教材
          </Button>
        </Stack>
      </Stack>
      {books.isPending ? (
        <Stack direction="row" spacing={3}>
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} variant="rounded" width={180} height={300} />
          ))}
        </Stack>
      ) : books.isError ? (
        <ErrorState onRetry={() => void books.refetch()} retrying={books.isFetching} />
      ) : !books.data?.length ? (
        <EmptyState text={Msg.noData} />
      ) : (
        <Box
          role="list"
          aria-label="我的教材"
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(auto-fill, minmax(180px, 1fr))',
              xl: 'repeat(auto-fill, minmax(260px, 1fr))',
            },
            gap: { xs: 2, sm: 3 },
          }}
        >
          {books.data.map((b) => (
            <Card
              key={b.id}
              role="listitem"
              aria-label={b.title}
              variant="outlined"
              onClick={() => openBook(b.id)}
              sx={{
                borderRadius: 3,
                p: 1.5,
                cursor: 'pointer',
                transition: 'box-shadow .2s',
                '&:hover': { boxShadow: 4 },
              }}
            >
              <Box
                component="img"
                src={assetUrl(b.cover)}
                alt=""
                sx={{
                  display: 'block',
                  width: '100%',
                  aspectRatio: '3 / 4',
                  objectFit: 'cover',
                  borderRadius: 2,
                  bgcolor: 'grey.100',
                  boxShadow: '0 6px 16px rgba(15,23,42,0.12)',
                }}
              />
              <BookTitle title={b.title} />
              <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 0.5, gap: 1 }}>
                <Typography variant="caption" color="text.secondary" noWrap>
                  {b.author}
                </Typography>
                <Stack direction="row" sx={{ gap: 0.5, flexShrink: 0 }}>
                  {b.school && <Chip size="small" color="primary" variant="outlined" label={Msg.schoolBook} />}
                  {b.digitalBookType === 'PAPER_DIGITAL' && <Chip size="small" label={Msg.paperDigital} />}
                </Stack>
              </Stack>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}
