import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { Box, ButtonBase, Chip, Typography } from '@mui/material';
import type { SchoolCourseItem } from '@shared/api/courses';
import { Msg } from '@shared/rules/messages';
import { assetUrl, COURSE_TYPE_LABEL } from '../labels';

/** One course package of the school in the add-course dialog; a course already in the class is disabled. */
export function CourseOption(p: { course: SchoolCourseItem; selected: boolean; onSelect: () => void }) {
  const c = p.course;
  const left = Math.max(0, c.quota - c.used);
  return (
    <ButtonBase
      role="radio"
      aria-checked={p.selected}
      aria-disabled={c.has}
      aria-label={c.title}
      disabled={c.has}
      onClick={p.onSelect}
      sx={{
        display: 'flex',
        justifyContent: 'flex-start',
        gap: 1.5,
        p: 1,
        borderRadius: 2,
        border: 1.5,
        textAlign: 'left',
        borderColor: p.selected ? 'primary.main' : 'divider',
        bgcolor: p.selected ? 'rgba(47,107,255,0.05)' : 'background.paper',
        opacity: c.has ? 0.6 : 1,
      }}
    >
      <Box
        component="img"
        src={assetUrl(c.cover)}
        alt=""
        sx={{ width: 96, height: 54, borderRadius: 1.5, objectFit: 'cover', bgcolor: 'grey.100', flex: 'none' }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {c.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {COURSE_TYPE_LABEL[c.courseType]} · 剩余 {left}/{c.quota} 个班级名额
        </Typography>
      </Box>
      {c.has ? (
        <Chip size="small" label={Msg.alreadyAdded} />
      ) : (
        p.selected && <CheckCircleRoundedIcon color="primary" />
      )}
    </ButtonBase>
  );
}
