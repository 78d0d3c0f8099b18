import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { Box, Card, CardActionArea, Chip, Typography } from '@mui/material';
import type { StudentCourseItem } from '@shared/api/courses';
import { assetUrl, COURSE_TYPE_LABEL, planLabel } from '../labels';

/** A course of my courses: cover, type, title and the weekly plan. */
export function CourseCard({ course: c, onOpen }: { course: StudentCourseItem; onOpen: () => void }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea onClick={onOpen} aria-label={c.title}>
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={assetUrl(c.cover)}
            alt=""
            sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.100' }}
          />
          <Chip
            size="small"
            label={COURSE_TYPE_LABEL[c.courseType]}
            sx={{ position: 'absolute', left: 10, top: 10, bgcolor: 'rgba(15,23,42,0.7)', color: '#fff' }}
          />
        </Box>
        <Box sx={{ p: 1.75 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {c.title}
          </Typography>
          <Typography
            variant="body2"
            color={c.weekdays ? 'primary.main' : 'text.secondary'}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.75 }}
          >
            <EventNoteOutlinedIcon sx={{ fontSize: 16 }} />
            {planLabel(c.weekdays)}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
