import { Box, Button, Card, CardActionArea, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { useBookInfo } from '../../api/book-info';
import { useClassList } from '../../../../api/classes/class-list';
import { L } from '../../labels';

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
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: 6 }}>
      <Box sx={{ maxWidth: 960, mx: 'auto', px: 2 }}>
        <Typography variant="h5">{L.chooseClass}</Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {info.data?.title}
        </Typography>
        {classes.isPending ? (
          <CircularProgress />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}>
            {(classes.data ?? []).map((c) => (
              <Card key={c.id}>
                <CardActionArea onClick={() => start(c.id)} aria-label={`${c.name} ${L.startClass}`}>
                  <CardContent>
                    <Typography variant="h6">{c.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {c.school.name} · {c.students.length} 名学生
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </Box>
        )}
        {classes.isSuccess && !classes.data.length && <Typography sx={{ mt: 2 }}>{L.noClasses}</Typography>}
        <Stack direction="row" spacing={2} sx={{ mt: 4 }}>
          <Button onClick={() => start(0)}>{L.noClassBoard}</Button>
          <Button onClick={() => navigate(`${paths.digitalbooksRoot}/read?bookId=${bookId}`)}>{L.back}</Button>
        </Stack>
      </Box>
    </Box>
  );
}
