import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { generatePath } from 'react-router';
import type { CourseSummary } from '@shared/api/boutique';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../platform/media';
import { priceLabel } from '../labels';
import { hues } from '../../../config/colors';

export const courseGridSx = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
  gap: 2.5,
} as const;

/** One course of the catalogue: cover, title, lecturer, lessons, learners and price (or 已加入). */
export function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <Card
      variant="outlined"
      sx={{
        borderRadius: 3,
        height: '100%',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { boxShadow: '0 8px 24px rgba(31,45,80,0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea
        component={AppLink}
        to={generatePath(paths.onlineClassDetail, { id: String(course.id) })}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: '#eef2f8' }}>
          <Box
            component="img"
            src={mediaUrl(course.cover)}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {course.joined && (
            <Chip
              label="已加入"
              size="small"
              color="success"
              sx={{ position: 'absolute', top: 8, right: 8, fontWeight: 600 }}
            />
          )}
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75, pb: '14px !important' }}>
          <Typography
            variant="subtitle1"
            sx={{
              fontWeight: 600,
              lineHeight: 1.4,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.8em',
            }}
          >
            {course.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {course.lecturer} · {course.lecturerTitle}
          </Typography>
          <Stack direction="row" alignItems="center" spacing={1.5} sx={{ mt: 'auto', pt: 0.5 }}>
            <Stack direction="row" alignItems="center" spacing={0.5} sx={{ color: 'text.secondary' }}>
              <PlayCircleOutlineRoundedIcon sx={{ fontSize: 16 }} />
              <Typography variant="caption">{course.lessonCount}课时</Typography>
            </Stack>
            <Stack direction="row" alignItems="center" spacing={0.5} sx={{ color: 'text.secondary' }}>
              <PeopleAltOutlinedIcon sx={{ fontSize: 16 }} />
              <Typography variant="caption">{course.learners}人学习</Typography>
            </Stack>
            <Typography
              variant="subtitle1"
              sx={{ ml: 'auto !important', fontWeight: 700, color: course.price ? hues.orange : 'success.main' }}
            >
              {priceLabel(course.price)}
            </Typography>
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
