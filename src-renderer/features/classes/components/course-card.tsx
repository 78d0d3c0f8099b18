import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { Box, Button, Card, CardActionArea, Chip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { PlanCourse } from '@shared/api/aicourse';
import type { StudentCourseItem } from '@shared/api/courses';
import { assetUrl, COURSE_TYPE_LABEL, planLabel } from '../labels';

/**
 * A course of my courses: cover, type, title and the weekly plan; for an AI course also its next lesson, the unit
 * that lesson reaches and the way to see every unit's progress.
 */
export function CourseCard({
  course: c,
  plan,
  onOpen,
  onUnits,
}: {
  course: StudentCourseItem;
  plan?: PlanCourse;
  onOpen: () => void;
  onUnits?: () => void;
}) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea onClick={onOpen}>
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
          {plan && plan.courseType === 'AI_COURSE' && (
            <Typography variant="body2" color="text.secondary" noWrap sx={{ mt: 0.75 }} data-testid="next-lesson">
              {plan.nextDate ? `下次 ${dayjs(plan.nextDate).format('M月D日')}` : '未安排上课'}
              {plan.nextUnit ? ` · 第${plan.nextUnit.order}单元 ${plan.nextUnit.title}` : ' · 全部单元已学完'}
            </Typography>
          )}
        </Box>
      </CardActionArea>
      {plan && plan.courseType === 'AI_COURSE' && onUnits && (
        <Box sx={{ px: 1.75, pb: 1.25, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            已学完 {plan.unitsDone}/{plan.unitTotal} 单元
          </Typography>
          <Button size="small" onClick={onUnits}>
            单元进度
          </Button>
        </Box>
      )}
    </Card>
  );
}
