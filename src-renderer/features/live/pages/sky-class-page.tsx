import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import { Box, Button, Paper, Skeleton, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PagePager } from '../../../components/page-pager';
import { useLessons } from '../api/live';
import { BookingDialog } from '../components/booking-dialog';
import { LessonCard, lessonGridSx } from '../components/lesson-card';
import { LessonFilters, type Filters } from '../components/lesson-filters';
import { MyBookings } from '../components/my-bookings';
import { PageTitle } from '../../../components/page-title';
import { PlanList } from '../components/plan-list';
import { ScheduleWeek } from '../components/schedule-week';

const TABS = ['lessons', 'plans', 'schedule', 'bookings'] as const;
const PAGE_SIZE = 12;

/**
 * 天空课堂 (/classpro/skyClass): the lessons by subject, grade and day; 我的预约 (the classes' applied lessons),
 * 课程表 (the week) and 名师预约 (booked famous-teacher slots), and 预约名师. The tab is kept in the URL (?tab=).
 */
export default function SkyClassPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'lessons';
  const [filters, setFilters] = useState<Filters>({ subject: '', grade: '', date: '' });
  const [page, setPage] = useState(1);
  const [booking, setBooking] = useState(false);
  const lessons = useLessons({
    subject: filters.subject || undefined,
    grade: filters.grade || undefined,
    date: filters.date || undefined,
    pageNum: page,
    pageSize: PAGE_SIZE,
  });
  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <PageTitle
        title="天空课堂"
        subtitle="名师直播课，全国课堂同步开讲"
        actions={
          <Button
            variant="contained"
            disableElevation
            startIcon={<EventAvailableRoundedIcon />}
            onClick={() => setBooking(true)}
          >
            预约名师
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_, v: string) => setParams(v === 'lessons' ? {} : { tab: v }, { replace: true })}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="lessons" label="直播课程" />
        <Tab value="plans" label="我的预约" />
        <Tab value="schedule" label="课程表" />
        <Tab value="bookings" label="名师预约" />
      </Tabs>
      {tab === 'lessons' && (
        <>
          <LessonFilters
            value={filters}
            subjects={lessons.data?.subjects ?? []}
            grades={lessons.data?.grades ?? []}
            onChange={(f) => {
              setFilters(f);
              setPage(1);
            }}
          />
          {lessons.isPending ? (
            <Box sx={lessonGridSx}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={240} />
              ))}
            </Box>
          ) : lessons.isError ? (
            <ErrorState onRetry={() => void lessons.refetch()} retrying={lessons.isFetching} />
          ) : lessons.data.list.length === 0 ? (
            <EmptyState text="没有符合条件的直播课" />
          ) : (
            <>
              <Box sx={lessonGridSx}>
                {lessons.data.list.map((l) => (
                  <LessonCard key={l.id} lesson={l} />
                ))}
              </Box>
              <PagePager
                total={lessons.data.total}
                pageSize={PAGE_SIZE}
                page={page}
                onChange={setPage}
                sx={{ mt: 3 }}
              />
            </>
          )}
        </>
      )}
      {tab !== 'lessons' && (
        <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          {tab === 'plans' && <PlanList />}
          {tab === 'schedule' && <ScheduleWeek />}
          {tab === 'bookings' && <MyBookings />}
        </Paper>
      )}
      {booking && <BookingDialog open onClose={() => setBooking(false)} />}
    </Box>
  );
}
