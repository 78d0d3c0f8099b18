import { Box, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { AUTHOR_TASK_STATUS_LABEL, AUTHOR_TASK_STATUSES } from '@shared/api/authoring';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { useAuthorHome } from '../api/authoring';

const LINKS = [
  ['写作任务', '/author/task'],
  ['我的讲义', '/author/lectureNotes'],
  ['教材资源', '/author/resources'],
  ['音视频编辑', '/author/audioVisualEditor'],
  ['使用班级', '/author/class'],
  ['目录编辑', paths.editor],
] as const;

/** /author/home — the author's publisher, books, task counts and the author screens. */
export default function AuthorHomePage() {
  const home = useAuthorHome();
  const navigate = useNavigate();
  if (!home.data) return <Skeleton variant="rounded" sx={{ m: 3 }} height={300} />;
  const h = home.data;
  return (
    <Box sx={{ p: 3, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {h.displayName}，您好
      </Typography>
      <Typography color="text.secondary">{h.publisherName || '尚未加入出版社'}</Typography>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {AUTHOR_TASK_STATUSES.map((s) => (
          <Grid key={s} size={{ xs: 6, md: 3 }}>
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CardContent>
                <Typography color="text.secondary">{AUTHOR_TASK_STATUS_LABEL[s]}</Typography>
                <Typography variant="h4" sx={{ fontWeight: 700 }} data-testid={`count-${s}`}>
                  {h.counts[s]}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
        {LINKS.map(([label, to]) => (
          <Button key={to} variant="outlined" onClick={() => void navigate(to)}>
            {label}
          </Button>
        ))}
      </Stack>
      <Typography variant="h6" sx={{ mt: 3, mb: 1 }}>
        我参与的教材
      </Typography>
      <Grid container spacing={2}>
        {h.books.map((b) => (
          <Grid key={b.id} size={{ xs: 12, md: 4 }}>
            <Card variant="outlined" sx={{ borderRadius: 3, display: 'flex', gap: 2, p: 2 }}>
              {b.cover && <Box component="img" src={mediaUrl(b.cover)} alt="" sx={{ width: 72, borderRadius: 1 }} />}
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{b.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  写作任务 {b.taskCount} 个
                </Typography>
              </Box>
            </Card>
          </Grid>
        ))}
        {!h.books.length && (
          <Grid size={12}>
            <Typography color="text.secondary">暂无写作任务，请等待出版社分配</Typography>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
