import { Avatar, Box, Button, Card, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { mediaUrl } from '../../../platform/media';
import { useAiCourse } from '../api/course';

/** /course/team/:categoryId — the teaching team of an AI course: who made and teaches it. */
export default function CourseTeamPage() {
  const id = Number(useParams().categoryId);
  const course = useAiCourse(id);
  const navigate = useNavigate();
  if (course.isPending) return <PageLoading />;
  if (course.isError) return <ErrorState onRetry={() => void course.refetch()} retrying={course.isFetching} />;
  const c = course.data;
  return (
    <Box sx={{ bgcolor: '#f5f7fb', minHeight: '100vh' }}>
      <Box sx={{ background: 'linear-gradient(120deg,#2459dc,#3d6be0)', color: '#fff', px: 4, py: 4 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          课程团队
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9 }}>{c.title}</Typography>
      </Box>
      <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto', p: 3 }}>
        {c.team.map((m) => (
          <Card
            key={m.name}
            elevation={0}
            sx={{ p: 3, borderRadius: 3, display: 'flex', gap: 3 }}
            data-testid="team-member"
          >
            <Avatar src={m.avatar ? mediaUrl(m.avatar) : undefined} sx={{ width: 88, height: 88, fontSize: 32 }}>
              {m.name.slice(0, 1)}
            </Avatar>
            <Box>
              <Typography variant="h6">{m.name}</Typography>
              <Typography color="primary" variant="body2" sx={{ mb: 1 }}>
                {m.title}
              </Typography>
              <Typography color="text.secondary">{m.intro}</Typography>
            </Box>
          </Card>
        ))}
        <Box>
          <Button variant="outlined" onClick={() => navigate(`/classpro/course/detail/${id}`)}>
            返回课程详情
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
