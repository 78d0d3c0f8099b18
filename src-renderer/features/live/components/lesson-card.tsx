import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { generatePath } from 'react-router';
import type { LessonSummary } from '@shared/api/live';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { lessonTime } from '../labels';
import { StatusChip } from './status-chip';

/** One lesson in a grid: cover, status, title, teacher, time and places taken; opens the lesson info. */
export function LessonCard({ lesson }: { lesson: LessonSummary }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 2, height: '100%' }}>
      <CardActionArea
        component={AppLink}
        to={generatePath(paths.skyClassLesson, { lessonId: String(lesson.id) })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.100' }}>
          {lesson.cover && (
            <Box
              component="img"
              src={mediaUrl(lesson.cover)}
              alt=""
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
            <StatusChip status={lesson.status} />
          </Box>
        </Box>
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.4 }} noWrap title={lesson.title}>
            {lesson.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {lesson.subject} · {lesson.grade} · {lesson.teacherName}
          </Typography>
          <Stack direction="row" justifyContent="space-between" spacing={1} sx={{ mt: 1 }}>
            <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
              {lessonTime(lesson, true)}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', whiteSpace: 'nowrap' }}>
              已预约 {lesson.applied}/{lesson.capacity}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export const lessonGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 2,
} as const;
