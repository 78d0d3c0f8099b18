import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { Box, Button, Typography } from '@mui/material';
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
        <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <EventNoteOutlinedIcon sx={{ fontSize: 14 }} />
          {COURSE_TYPE_LABEL[c.courseType]} · {planLabel(c.weekdays)}
        </Typography>
      </Box>
      <Button size="small" onClick={p.onEditPlan}>
        修改计划
      </Button>
      <Button size="small" color="inherit" onClick={p.onRemove} sx={{ color: 'text.secondary' }}>
        移除
      </Button>
    </Box>
  );
}
