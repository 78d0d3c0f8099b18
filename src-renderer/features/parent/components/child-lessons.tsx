import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useChildLessons } from '../api/child-courses';

const WEEKDAY = ['', '周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** 今日课程: the child's lessons today (and the next ones this week), each with its class and the unit it reaches. */
export function ChildLessons({ childId, name }: { childId: number; name: string }) {
  const lessons = useChildLessons(childId);
  const list = lessons.data ?? [];
  const today = list.filter((l) => l.status === 'TODAY');
  const next = list.filter((l) => l.status === 'PLANNED').slice(0, 3);
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3 }} component="section" aria-label={`${name}的今日课程`}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        今日课程
      </Typography>
      {lessons.isError ? (
        <Typography variant="body2" color="error">
          课程加载失败
        </Typography>
      ) : today.length === 0 && !lessons.isPending ? (
        <Typography variant="body2" color="text.secondary">
          今天没有课
        </Typography>
      ) : (
        today.map((l) => (
          <Stack
            key={`${l.studentCourseId}-${l.date}`}
            direction="row"
            spacing={1}
            alignItems="center"
            sx={{ py: 0.5 }}
            data-testid="child-lesson"
          >
            <Chip size="small" color="primary" label="今天" />
            <Typography noWrap sx={{ flex: 1 }}>
              {l.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {l.unit ? `第${l.unit.order}单元 ${l.unit.title}` : l.className}
            </Typography>
          </Stack>
        ))
      )}
      {next.length > 0 && (
        <>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            接下来
          </Typography>
          {next.map((l) => (
            <Stack
              key={`${l.studentCourseId}-${l.date}`}
              direction="row"
              spacing={1}
              sx={{ py: 0.25 }}
              data-testid="child-lesson"
            >
              <Typography variant="body2" noWrap sx={{ width: '6.5rem', flexShrink: 0 }} color="text.secondary">
                {l.date.slice(5).replace('-', '月')}日 {WEEKDAY[l.weekday]}
              </Typography>
              <Typography variant="body2" noWrap sx={{ flex: 1 }}>
                {l.title}
                {l.unit ? ` · ${l.unit.title}` : ''}
              </Typography>
            </Stack>
          ))}
        </>
      )}
    </Paper>
  );
}
