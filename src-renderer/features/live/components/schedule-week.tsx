import { Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { ErrorState } from '../../../components/error-state';
import { beijing } from '../../../platform/dayjs';
import { useSchedule } from '../api/live';

/** 课程表: a week (Monday first, Beijing time) of the applied lessons and famous-teacher bookings. */
export function ScheduleWeek() {
  const [week, setWeek] = useState(0);
  const monday = beijing()
    .startOf('day')
    .subtract((beijing().day() + 6) % 7, 'day')
    .add(week * 7, 'day');
  const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));
  const schedule = useSchedule(days[0]!.format('YYYY-MM-DD'), days[6]!.format('YYYY-MM-DD'));
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
        <Button size="small" onClick={() => setWeek(week - 1)}>
          上一周
        </Button>
        <Button size="small" onClick={() => setWeek(0)} disabled={week === 0}>
          本周
        </Button>
        <Button size="small" onClick={() => setWeek(week + 1)}>
          下一周
        </Button>
        <Typography variant="body2" color="text.secondary">
          {days[0]!.format('M月D日')} - {days[6]!.format('M月D日')}（北京时间）
        </Typography>
      </Stack>
      {schedule.isPending ? (
        <Skeleton variant="rounded" height={220} />
      ) : schedule.isError ? (
        <ErrorState onRetry={() => void schedule.refetch()} retrying={schedule.isFetching} />
      ) : (
        <Box
          aria-label="课程表"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1, minHeight: 200 }}
        >
          {days.map((d) => {
            const items = schedule.data.filter((e) => beijing(e.start).isSame(d, 'day'));
            const today = d.isSame(beijing(), 'day');
            return (
              <Paper
                key={d.valueOf()}
                variant="outlined"
                sx={{
                  p: 1,
                  bgcolor: today ? 'primary.50' : undefined,
                  borderColor: today ? 'primary.main' : undefined,
                }}
              >
                <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>
                  {d.format('ddd M/D')}
                </Typography>
                <Stack spacing={0.75}>
                  {items.map((e) => (
                    <Box
                      key={e.id}
                      component={AppLink}
                      to={e.link}
                      sx={{
                        display: 'block',
                        textDecoration: 'none',
                        color: 'inherit',
                        borderLeft: 3,
                        borderColor: e.kind === 'BOOKING' ? 'secondary.main' : 'error.main',
                        pl: 0.75,
                        py: 0.25,
                        borderRadius: 0.5,
                        bgcolor: 'grey.50',
                      }}
                    >
                      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                        {beijing(e.start).format('HH:mm')}-{beijing(e.end).format('HH:mm')}
                      </Typography>
                      <Typography variant="caption" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}>
                        {e.title}
                      </Typography>
                    </Box>
                  ))}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
