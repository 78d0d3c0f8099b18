import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlayCircleFilledRoundedIcon from '@mui/icons-material/PlayCircleFilledRounded';
import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { List, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { CourseLesson } from '@shared/api/boutique';
import { clock, durationLabel } from '../labels';
import { ListButton } from '../../../components/list-button';

/**
 * 课程目录: each lesson with its length and the caller's state (已学完, 学到 00:12, or locked before joining).
 * `current` marks the playing lesson; `onPick` is left out when the lessons cannot be opened.
 */
export function LessonList(p: {
  lessons: CourseLesson[];
  current?: number;
  onPick?(id: number): void;
  label?: string;
}) {
  return (
    <List aria-label={p.label ?? '课程目录'} disablePadding>
      {p.lessons.map((l, i) => {
        const active = l.id === p.current;
        const state = active
          ? '正在学习'
          : l.completed
            ? '已学完'
            : l.position > 0.5
              ? `学到 ${clock(l.position)}`
              : '';
        return (
          <ListButton
            key={l.id}
            selected={active}
            disabled={!p.onPick}
            onClick={() => p.onPick?.(l.id)}
            aria-current={active ? 'true' : undefined}
            sx={{ borderRadius: 2, mb: 0.5, '&.Mui-disabled': { opacity: 1 } }}
          >
            <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : 'text.secondary' }}>
              {!p.onPick ? (
                <LockOutlinedIcon fontSize="small" />
              ) : l.completed ? (
                <CheckCircleRoundedIcon fontSize="small" color="success" />
              ) : active ? (
                <PlayCircleFilledRoundedIcon fontSize="small" />
              ) : (
                <PlayCircleOutlineRoundedIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={`${i + 1}. ${l.title}`}
              secondary={durationLabel(l.seconds)}
              slotProps={{ primary: { sx: { fontWeight: active ? 600 : 400, fontSize: 14 } } }}
            />
            {state && (
              <Typography
                variant="caption"
                sx={{ flex: 'none', ml: 1, color: l.completed && !active ? 'success.main' : 'primary.main' }}
              >
                {state}
              </Typography>
            )}
          </ListButton>
        );
      })}
    </List>
  );
}
