import PlayCircleOutlineRoundedIcon from '@mui/icons-material/PlayCircleOutlineRounded';
import { Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import dayjs from 'dayjs';
import type { PlannedLesson } from '@shared/api/aicourse';
import { AppLink } from '../../../components/app-link';
import { paths } from '../../../config/paths';
import { useLessonPlan } from '../api/lesson-plan';

const WEEKDAY = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const STATUS: Record<PlannedLesson['status'], { label: string; color: 'success' | 'primary' | 'default' | 'warning' }> =
  {
    TODAY: { label: '今天', color: 'primary' },
    PLANNED: { label: '待上课', color: 'default' },
    DONE: { label: '已上课', color: 'success' },
    MISSED: { label: '未上课', color: 'warning' },
  };

/**
 * The coming week's lessons of the teacher's classes (the weekly plans turned into dates), each with the unit it
 * reaches; 上课 opens the classroom at that class (which resumes at that unit).
 */
export function UpcomingLessons({ onTeach }: { onTeach: (l: PlannedLesson) => void }) {
  const today = dayjs().format('YYYY-MM-DD');
  const plan = useLessonPlan({ startDate: today, endDate: dayjs().add(6, 'day').format('YYYY-MM-DD') });
  if (plan.isPending) return <Skeleton variant="rounded" height={120} />;
  const lessons = (plan.data ?? []).filter((l) => l.status === 'TODAY' || l.status === 'PLANNED').slice(0, 8);
  if (plan.isError || lessons.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="近期课表" sx={{ p: 2, borderRadius: 3, mb: 3 }}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          近期课表
        </Typography>
        {/* 明日备课 lives in 教学日历 (this page is part of the signed-in entry, whose budget it would strain). */}
        <Button component={AppLink} to={`${paths.calendar}?prestage=1`} size="small">
          明日备课
        </Button>
      </Stack>
      <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
        {lessons.map((l) => (
          <Stack
            key={`${l.date}-${l.studentCourseId}`}
            direction="row"
            alignItems="center"
            spacing={2}
            sx={{ py: 1 }}
            data-testid="planned-lesson"
          >
            <Box sx={{ width: 88, flex: 'none' }}>
              <Typography sx={{ fontWeight: 600 }}>{dayjs(l.date).format('M月D日')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {WEEKDAY[l.weekday]}
              </Typography>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap>
                {l.className} · {l.title}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap data-testid="planned-unit">
                {l.unit
                  ? `第${l.unit.order}单元 ${l.unit.title}`
                  : l.courseType === 'AI_COURSE'
                    ? '全部单元已学完'
                    : '直播课'}
              </Typography>
            </Box>
            <Chip size="small" label={STATUS[l.status].label} color={STATUS[l.status].color} />
            {l.courseType === 'AI_COURSE' && (
              <Button
                size="small"
                variant={l.status === 'TODAY' ? 'contained' : 'outlined'}
                startIcon={<PlayCircleOutlineRoundedIcon />}
                onClick={() => onTeach(l)}
              >
                上课
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
