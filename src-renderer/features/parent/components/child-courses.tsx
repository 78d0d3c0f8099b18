import { Box, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { mediaUrl } from '../../../platform/media';
import { useChildCourses } from '../api/child-courses';

/** The child's AI courses with units done; a course opens its units and reports. */
export function ChildCourses({ childId, name }: { childId: number; name: string }) {
  const courses = useChildCourses(childId);
  const navigate = useNavigate();
  const list = courses.data ?? [];
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {name}的课程
      </Typography>
      {courses.isPending ? (
        <LinearProgress />
      ) : list.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          班级还没有开设 AI 双师课程。
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {list.map((c) => {
            const percent = c.unitTotal ? Math.round((c.unitsDone / c.unitTotal) * 100) : 0;
            const latest = [...c.units].reverse().find((u) => u.status === 'DONE');
            return (
              <Stack
                key={c.studentCourseId}
                direction="row"
                spacing={1.5}
                role="button"
                tabIndex={0}
                data-testid="child-course"
                onClick={() => navigate(`/parent/course/${c.aicourseId}/${c.studentCourseId}`)}
                sx={{ cursor: 'pointer' }}
              >
                <Box
                  component="img"
                  src={mediaUrl(c.coverUrl)}
                  alt=""
                  sx={{ width: 88, height: 56, borderRadius: 2, objectFit: 'cover', bgcolor: '#eef2f8' }}
                />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography noWrap>{c.title}</Typography>
                  <Stack direction="row" alignItems="center" spacing={1}>
                    <LinearProgress
                      variant="determinate"
                      value={percent}
                      aria-label={`${c.title} 学习进度`}
                      sx={{ flex: 1, height: 6, borderRadius: 3 }}
                    />
                    <Typography variant="caption">
                      {c.unitsDone}/{c.unitTotal} 单元
                    </Typography>
                  </Stack>
                  <Typography variant="caption" color="text.secondary" noWrap component="p">
                    {latest ? `最近学完：${latest.title}` : `${c.className} · 还没有开始`}
                  </Typography>
                </Box>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Paper>
  );
}
