import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AiCourseApi, type PlannedLesson } from '@shared/api/aicourse';
import { lessonKey, removeStaged, type StagedLesson } from '../api/lessons/lesson-store';
import { isStaging, stageLesson } from '../api/lessons/stage-lesson';
import { useStagedLessons } from '../api/lessons/use-staged';
import { apiKey } from '../api/use-api';
import { call } from '../platform/http';
import { beijing } from '../platform/dayjs';
import { ErrorState } from './error-state';
import { PageLoading } from './page-loading';

const WEEKDAY = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];
const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/**
 * 明日备课 (issue 29): the lessons of today and tomorrow in the teacher's weekly plans, each made ready on this PC on
 * request — the unit's videos and learning sheet fetched ahead, so the classroom opens the lesson with the network
 * cut. A lesson made ready yesterday evening is listed today, when it is taught; lessons of past days are cleared
 * from the PC. Per lesson: 准备中 (with how far), 已就绪 (with its size; 上课 opens it, 移除 frees the space) or
 * 下载失败 with 重试. Opened from 我的课程 and 教学日历; loaded only when opened.
 */
export default function LessonPrestageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const today = beijing().format('YYYY-MM-DD');
  const tomorrow = beijing().add(1, 'day').format('YYYY-MM-DD');
  const query = { startDate: today, endDate: tomorrow };
  const plan = useQuery({
    queryKey: apiKey(AiCourseApi.lessonPlanList, query),
    queryFn: () => call(AiCourseApi.lessonPlanList, query),
    enabled: open,
  });
  const staged = useStagedLessons(today);
  // Offline the plan cannot be read: the lessons already on this PC are listed from what they keep.
  // (react-query holds a load back, `paused`, once it saw the network go.)
  const unreadable = plan.isError || plan.fetchStatus === 'paused';
  const onPc = staged.filter((s) => s.date >= today);
  const offline = unreadable && onPc.length > 0;
  const lessons = byLesson(
    offline
      ? onPc.map((s) => ({ ...s.lesson, date: s.lesson.date < today ? today : s.lesson.date }))
      : (plan.data ?? []).filter((l) => l.courseType === 'AI_COURSE' && l.unit && l.date >= today),
  );
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="prestage-title">
      <DialogTitle id="prestage-title" sx={{ pr: 6 }}>
        明日备课
      </DialogTitle>
      <IconButton aria-label="关闭" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          提前把今明两天要上的课下载到这台电脑：课上的视频和学习单都从本机打开，断网也能照常上课。过期的课程会自动清理。
        </Typography>
        {plan.isPending && !unreadable ? (
          <PageLoading />
        ) : unreadable && !offline ? (
          <ErrorState onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
        ) : lessons.length === 0 ? (
          <Alert severity="info">今天和明天没有安排 AI 课程。可以在“我的课程”设置上课计划。</Alert>
        ) : (
          <>
            {offline && (
              <Alert severity="warning" sx={{ mb: 1 }}>
                网络已断开，以下是已下载到这台电脑的课程
              </Alert>
            )}
            <Stack aria-label="今明两天的课" component="ul" sx={{ p: 0, m: 0 }}>
              {lessons.map(({ lesson: l, until }) => (
                <LessonRow
                  key={lessonKey(l.studentCourseId, l.unit!.id)}
                  lesson={l}
                  until={until}
                  day={l.date === today ? '今天' : '明天'}
                  staged={staged.find((s) => s.key === lessonKey(l.studentCourseId, l.unit!.id))}
                  onOpened={onClose}
                />
              ))}
            </Stack>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * One row per class course and unit (a unit planned on both days is one lesson to make ready), shown on its
 * earliest day and kept on the PC until its last (`until`).
 */
function byLesson(lessons: PlannedLesson[]): { lesson: PlannedLesson; until: string }[] {
  const rows = new Map<string, { lesson: PlannedLesson; until: string }>();
  for (const l of [...lessons].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = lessonKey(l.studentCourseId, l.unit!.id);
    const row = rows.get(key);
    if (row) row.until = l.date;
    else rows.set(key, { lesson: l, until: l.date });
  }
  return [...rows.values()];
}

function LessonRow({
  lesson: l,
  until,
  day,
  staged,
  onOpened,
}: {
  lesson: PlannedLesson;
  until: string;
  day: string;
  staged: StagedLesson | undefined;
  onOpened: () => void;
}) {
  const navigate = useNavigate();
  // A lesson left 准备中 by a closed window never finishes: it is shown as failed, to be retried.
  const state = staged?.state === 'preparing' && !isStaging(staged.key) ? 'failed' : staged?.state;
  const prepare = () => void stageLesson(l, until);
  const remove = () => void removeStaged(staged!.key);
  const teach = () => {
    onOpened();
    navigate(`/classpro/classroom/${l.courseId}?studentCourseId=${l.studentCourseId}&unitId=${l.unit!.id}`);
  };
  return (
    <Stack
      component="li"
      direction="row"
      alignItems="center"
      spacing={2}
      sx={{ py: 1.5, listStyle: 'none', '& + &': { borderTop: 1, borderColor: 'divider' } }}
      data-testid="prestage-lesson"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {l.className} · {l.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {day}（{beijing(`${l.date}T12:00:00+08:00`).format('M月D日')} {WEEKDAY[l.weekday]}） · 第{l.unit!.order}单元{' '}
          {l.unit!.title}
        </Typography>
        {state === 'preparing' && (
          <LinearProgress
            variant="determinate"
            value={Math.round(staged!.progress * 100)}
            aria-label="下载进度"
            sx={{ mt: 1, maxWidth: 320 }}
          />
        )}
      </Box>
      <Box role="status" data-testid="prestage-state" sx={{ flex: 'none' }}>
        {state === 'preparing' && (
          <Chip size="small" color="primary" label={`准备中 ${Math.round(staged!.progress * 100)}%`} />
        )}
        {state === 'ready' && <Chip size="small" color="success" label={`已就绪 · ${size(staged!.size)}`} />}
        {state === 'failed' && <Chip size="small" color="error" label="下载失败，请检查网络后重试" />}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flex: 'none' }}>
        {!state && (
          <Button variant="contained" disableElevation onClick={prepare}>
            下载到本机
          </Button>
        )}
        {state === 'failed' && (
          <Button variant="contained" disableElevation onClick={prepare}>
            重试
          </Button>
        )}
        {state === 'ready' && (
          <Button variant="contained" disableElevation onClick={teach}>
            上课
          </Button>
        )}
        {(state === 'ready' || state === 'failed') && (
          <Button color="inherit" onClick={remove}>
            移除
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
