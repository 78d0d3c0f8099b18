import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import RssFeedRoundedIcon from '@mui/icons-material/RssFeedRounded';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Msg } from '@shared/rules/messages';
import { ErrorState } from '../../../components/error-state';
import { PrestageButton } from '../../../components/prestage-button';
import { beijing } from '../../../platform/dayjs';
import { notify } from '../../../platform/notify';
import { downloadIcs, useCalendarEvents } from '../api/calendar';
import { Legend } from '../components/legend';
import { MonthView } from '../components/month-view';
import { SubscribeDialog } from '../components/subscribe-dialog';
import { WeekView } from '../components/week-view';
import { rangeLabel, rangeOf, step, visibleDays, type CalendarView } from '../lib/range';

/**
 * 教学日历 (/classpro/calendar): a week or a month of everything the teacher teaches, in Beijing time. The view and
 * the day it shows live in the address (?view=month&date=2026-11-25), so a reload or a shared link keeps them.
 */
export default function CalendarPage() {
  const [params, setParams] = useSearchParams();
  const view: CalendarView = params.get('view') === 'month' ? 'month' : 'week';
  const date = params.get('date');
  const anchor = date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? beijing(`${date}T12:00:00+08:00`) : beijing();
  const days = visibleDays(anchor, view);
  const range = rangeOf(days);
  const events = useCalendarEvents(range);
  const [subscribe, setSubscribe] = useState(false);
  // 我的课程's 近期课表 links here with 明日备课 open (?prestage=1); once open, a reload shows the calendar alone.
  const [prestage] = useState(() => params.has('prestage'));
  useEffect(() => {
    if (!prestage) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('prestage');
        return next;
      },
      { replace: true },
    );
  }, [prestage, setParams]);
  const [exporting, setExporting] = useState(false);

  const go = (next: { view?: CalendarView; date?: string | null }) => {
    const p = new URLSearchParams(params);
    const v = next.view ?? view;
    if (v === 'month') p.set('view', 'month');
    else p.delete('view');
    const d = next.date === undefined ? date : next.date;
    if (d) p.set('date', d);
    else p.delete('date');
    setParams(p, { replace: true });
  };
  const move = (by: number) => go({ date: step(anchor, view, by).format('YYYY-MM-DD') });
  const exportIcs = async () => {
    setExporting(true);
    try {
      await downloadIcs(range);
      notify.success(Msg.calendarExported);
    } catch (e) {
      notify.error(e instanceof Error ? e.message : Msg.calendarExportFailed);
    } finally {
      setExporting(false);
    }
  };
  const list = events.data ?? [];

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" alignItems="flex-end" justifyContent="space-between" spacing={2} sx={{ mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            教学日历
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            课程计划、直播课、名师预约、活动与作业截止，一目了然（北京时间）
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flex: 'none' }}>
          <PrestageButton initiallyOpen={prestage} />
          <Button variant="outlined" startIcon={<RssFeedRoundedIcon />} onClick={() => setSubscribe(true)}>
            订阅日历
          </Button>
          <Button
            variant="contained"
            disableElevation
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => void exportIcs()}
            disabled={exporting}
          >
            导出日历
          </Button>
        </Stack>
      </Stack>

      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mb: 1.5 }}>
        <Button variant="outlined" size="small" onClick={() => go({ date: null })}>
          今天
        </Button>
        <Tooltip title={view === 'week' ? '上一周' : '上一月'}>
          <IconButton size="small" aria-label={view === 'week' ? '上一周' : '上一月'} onClick={() => move(-1)}>
            <ChevronLeftRoundedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={view === 'week' ? '下一周' : '下一月'}>
          <IconButton size="small" aria-label={view === 'week' ? '下一周' : '下一月'} onClick={() => move(1)}>
            <ChevronRightRoundedIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, mr: 'auto' }} data-testid="calendar-range">
          {rangeLabel(anchor, view)}
        </Typography>
        <Legend />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, v: CalendarView | null) => v && go({ view: v })}
          aria-label="视图"
          sx={{ ml: 1 }}
        >
          <ToggleButton value="week" sx={{ px: 2 }}>
            周
          </ToggleButton>
          <ToggleButton value="month" sx={{ px: 2 }}>
            月
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      <Box sx={{ height: 4 }}>{events.isFetching && <LinearProgress />}</Box>
      {events.isError ? (
        <ErrorState onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : (
        <>
          {events.isSuccess && list.length === 0 && (
            <Alert severity="info" sx={{ mb: 1.5 }} data-testid="calendar-empty">
              {view === 'week' ? '本周' : '本月'}没有教学安排。可以在“我的课程”设置上课计划，或到“天空课堂”预约直播课。
            </Alert>
          )}
          {view === 'week' ? (
            <WeekView days={days} events={list} />
          ) : (
            <MonthView anchor={anchor} days={days} events={list} />
          )}
        </>
      )}
      <SubscribeDialog open={subscribe} onClose={() => setSubscribe(false)} />
    </Box>
  );
}
