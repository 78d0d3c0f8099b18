import CastForEducationRoundedIcon from '@mui/icons-material/CastForEducationRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import { Box, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { BookTopBar } from '../../../../components/book-top-bar';
import { paths } from '../../../../config/paths';
import { useBookInfo } from '../../api/book-info';
import { useClassList } from '../../../../api/classes/class-list';
import { L } from '../../labels';

const cardSx = { borderRadius: 3, height: '100%' } as const;
const areaSx = { height: '100%', minHeight: { xs: 120, xl: 160 }, display: 'flex', alignItems: 'stretch' } as const;

/** `/digitalbooks/attendClass?bookId=`: the teacher picks the class the lesson is for, then projects the book. */
export default function AttendClassPage() {
  const [params] = useSearchParams();
  const bookId = Number(params.get('bookId')) || 0;
  const navigate = useNavigate();
  const info = useBookInfo(bookId);
  const classes = useClassList();
  const start = (classId: number) =>
    navigate(
      `${paths.digitalbooksRoot}/inClass?bookId=${bookId}&classId=${classId}${params.get('page') ? `&page=${params.get('page')}` : ''}`,
    );
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <BookTopBar title={`${L.attendClass}${info.data ? ` · ${info.data.title}` : ''}`} />
      <Box sx={{ maxWidth: { xs: 1100, xl: 1600 }, mx: 'auto', px: { xs: 3, xl: 6 }, py: { xs: 4, xl: 6 } }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', xl: '2.75rem' } }}>
          {L.chooseClass}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
          {L.chooseClassHint}
        </Typography>
        {classes.isPending ? (
          <CircularProgress />
        ) : (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: 'repeat(auto-fill, minmax(300px, 1fr))',
                xl: 'repeat(auto-fill, minmax(380px, 1fr))',
              },
              gap: 3,
            }}
          >
            {(classes.data ?? []).map((c) => (
              <Card key={c.id} variant="outlined" sx={cardSx}>
                <CardActionArea onClick={() => start(c.id)} sx={areaSx}>
                  <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flex: 1 }}>
                    <GroupsRoundedIcon color="primary" sx={{ fontSize: { xs: 48, xl: 64 } }} />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                        {c.name}
                      </Typography>
                      <Typography color="text.secondary">
                        {c.school.name} · {c.students.length} 名学生
                      </Typography>
                      <Typography color="primary" sx={{ mt: 1, fontWeight: 600 }}>
                        {L.startClass}
                      </Typography>
                    </Box>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
            <Card variant="outlined" sx={{ ...cardSx, borderStyle: 'dashed' }}>
              <CardActionArea onClick={() => start(0)} sx={areaSx}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flex: 1 }}>
                  <CastForEducationRoundedIcon color="action" sx={{ fontSize: { xs: 48, xl: 64 } }} />
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
                      {L.noClassBoard}
                    </Typography>
                    <Typography color="text.secondary">{L.noClassBoardHint}</Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        )}
        {classes.isSuccess && !classes.data.length && <Typography sx={{ mt: 3 }}>{L.noClasses}</Typography>}
      </Box>
    </Box>
  );
}
