import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import RemoveCircleOutlineRoundedIcon from '@mui/icons-material/RemoveCircleOutlineRounded';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import type { ClassCourse } from '@shared/api/classes';
import { assetUrl, COURSE_TYPE_LABEL, planLabel } from '../labels';

/** A course in a class card: cover, title, type and weekly plan, with change-plan and remove. */
export function ClassCourseRow(p: { course: ClassCourse; onEditPlan: () => void; onRemove: () => void }) {
  const c = p.course;
  return (
    <Box
      aria-label={c.title}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, borderRadius: 2, bgcolor: 'grey.50' }}
    >
      <Box
        component="img"
        src={assetUrl(c.cover)}
        alt=""
        sx={{ width: 72, height: 40, borderRadius: 1, objectFit: 'cover', bgcolor: 'grey.200', flex: 'none' }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {c.title}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          component="p"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <EventNoteOutlinedIcon sx={{ fontSize: 14 }} />
          {COURSE_TYPE_LABEL[c.courseType]} · {planLabel(c.weekdays)}
        </Typography>
      </Box>
      <Tooltip title="修改计划">
        <IconButton size="small" color="primary" aria-label="修改计划" onClick={p.onEditPlan}>
          <EditCalendarOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="移除课程">
        <IconButton size="small" aria-label="移除" onClick={p.onRemove}>
          <RemoveCircleOutlineRoundedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
