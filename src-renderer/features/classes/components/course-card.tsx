import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { Box, Card, CardActionArea, Chip, Typography } from '@mui/material';
import type { StudentCourseItem } from '@shared/api/courses';
import { assetUrl, COURSE_TYPE_LABEL, planLabel } from '../labels';

/** A course of my courses: cover, type, title and the weekly plan. */
export function CourseCard({ course: c, onOpen }: { course: StudentCourseItem; onOpen: () => void }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea onClick={onOpen} aria-label={c.title}>
        {/* The cover carries its own badge: the type is said below it, not drawn over it. */}
        <Box
          component="img"
          src={assetUrl(c.cover)}
          alt=""
          sx={{ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', bgcolor: 'grey.100' }}
        />
        <Box sx={{ p: 1.75 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {c.title}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75, minWidth: 0 }}>
            <Chip
              size="small"
              variant="outlined"
              color="primary"
              label={COURSE_TYPE_LABEL[c.courseType]}
              sx={{ flex: 'none' }}
            />
            <Typography
              variant="body2"
              noWrap
              color={c.weekdays ? 'primary.main' : 'text.secondary'}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
            >
              <EventNoteOutlinedIcon sx={{ fontSize: 16 }} />
              {planLabel(c.weekdays)}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
