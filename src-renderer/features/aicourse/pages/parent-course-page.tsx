import { Box, Card, Chip, LinearProgress, List, ListItemText, Stack, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoading } from '../../../components/page-loading';
import { mediaUrl } from '../../../platform/media';
import { useParentCourse } from '../api/parent';
import { ListButton } from '../../../components/list-button';

const STATUS = { DONE: '已学完', CURRENT: '学习中', TODO: '未开始' } as const;
const COLOR = { DONE: 'success', CURRENT: 'primary', TODO: 'default' } as const;

/** /parent/course/:aicourseId/:studentCourseId — the child's AI course: units done, and each unit's report. */
export default function ParentCoursePage() {
  const p = useParams();
  const course = useParentCourse(Number(p.studentCourseId));
  const navigate = useNavigate();
  if (course.isPending) return <PageLoading />;
  if (course.isError) return <ErrorState onRetry={() => void course.refetch()} retrying={course.isFetching} />;
  const c = course.data;
  const percent = c.unitTotal ? Math.round((c.unitsDone / c.unitTotal) * 100) : 0;
  return (
    <Stack spacing={2} sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
      <Card elevation={0} sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box
          component="img"
          src={mediaUrl(c.coverUrl)}
          alt={c.title}
          sx={{ width: '100%', aspectRatio: '16 / 7', objectFit: 'cover', display: 'block', bgcolor: '#eef2f8' }}
        />
        <Stack spacing={1} sx={{ p: 2 }}>
          <Typography variant="h6">{c.title}</Typography>
          <Typography color="text.secondary" variant="body2">
            {c.childName} · {c.className} · 已上 {c.lessonsTaught} 节课
          </Typography>
          <Stack direction="row" alignItems="center" spacing={1.5}>
            <LinearProgress
              variant="determinate"
              value={percent}
              aria-label="单元进度"
              sx={{ flex: 1, height: 8, borderRadius: 4 }}
            />
            <Typography variant="body2" data-testid="units-done">
              {c.unitsDone}/{c.unitTotal} 单元
            </Typography>
          </Stack>
        </Stack>
      </Card>
      <Card elevation={0} sx={{ borderRadius: 3 }}>
        <Typography fontWeight={700} sx={{ px: 2, pt: 2 }}>
          学习报告
        </Typography>
        <List>
          {c.units.map((u) => (
            <ListButton
              key={u.unitId}
              data-testid="parent-unit"
              disabled={u.status === 'TODO'}
              onClick={() => navigate(`/parent/course/report/${c.aicourseId}/${c.studentCourseId}/${u.unitId}`)}
            >
              <ListItemText primary={`第${u.order}单元 ${u.title}`} />
              <Chip size="small" color={COLOR[u.status]} label={STATUS[u.status]} />
            </ListButton>
          ))}
        </List>
      </Card>
    </Stack>
  );
}
