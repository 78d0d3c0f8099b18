import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { Dayjs } from 'dayjs';
import type { CalendarEvent } from '@shared/api/calendar';
import { beijing } from '../../../platform/dayjs';
import { END_HOUR, placeDay, START_HOUR } from '../lib/lanes';
import { eventsOn } from '../lib/range';
import { EventItem } from './event-item';

const HOUR_PX = 52;
const GUTTER = 52;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
const columns = `${GUTTER}px repeat(7, minmax(0, 1fr))`;

/**
 * 周视图: the week's all-day course plans on top, then a Beijing-time grid of the timed events. The grid scrolls
 * inside the screen and opens at the week's first event (or 08:00), so a 768-pixel-high projector shows the day.
 */
export function WeekView({ days, events }: { days: Dayjs[]; events: CalendarEvent[] }) {
  const today = beijing();
  const hours = Array.from({ length: END_HOUR - START_HOUR }, (_, i) => START_HOUR + i);
  const grid = useRef<HTMLDivElement>(null);
  const timed = events.filter((e) => !e.allDay);
  const firstHour = Math.min(8, ...timed.map((e) => beijing(e.start).hour()));
  const weekKey = days[0]!.valueOf();
  useEffect(() => {
    if (grid.current) grid.current.scrollTop = Math.max(0, firstHour - START_HOUR) * HOUR_PX;
  }, [weekKey, firstHour]);
  return (
    <Box data-testid="week-view" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider' }}>
        <Box />
        {days.map((d) => {
          const isToday = d.isSame(today, 'day');
          return (
            <Box key={d.valueOf()} sx={{ py: 1, textAlign: 'center', borderLeft: 1, borderColor: 'divider' }}>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {WEEKDAYS[d.day()]}
              </Typography>
              <Typography
                sx={{
                  mx: 'auto',
                  width: 30,
                  height: 30,
                  lineHeight: '30px',
                  borderRadius: '50%',
                  fontWeight: 600,
                  bgcolor: isToday ? 'primary.main' : undefined,
                  color: isToday ? 'primary.contrastText' : undefined,
                }}
              >
                {d.date()}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider', minHeight: 36 }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ p: 0.75, textAlign: 'right' }}>
          全天
        </Typography>
        {days.map((d) => (
          <Stack key={d.valueOf()} spacing={0.5} sx={{ p: 0.5, borderLeft: 1, borderColor: 'divider', minWidth: 0 }}>
            {eventsOn(events, d)
              .filter((e) => e.allDay)
              .map((e) => (
                <EventItem key={e.id} event={e} wrap />
              ))}
          </Stack>
        ))}
      </Box>
      <Box
        ref={grid}
        data-testid="week-grid"
        sx={{
          display: 'grid',
          gridTemplateColumns: columns,
          position: 'relative',
          maxHeight: 'max(360px, calc(100vh - 330px))',
          overflowY: 'auto',
        }}
      >
        <Box>
          {hours.map((h) => (
            <Typography
              key={h}
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', height: HOUR_PX, pr: 0.75, pt: 0.25, textAlign: 'right' }}
            >
              {`${String(h).padStart(2, '0')}:00`}
            </Typography>
          ))}
        </Box>
        {days.map((d) => (
          <Box
            key={d.valueOf()}
            sx={{
              position: 'relative',
              height: hours.length * HOUR_PX,
              borderLeft: 1,
              borderColor: 'divider',
              bgcolor: d.isSame(today, 'day') ? 'rgba(47,107,255,0.04)' : undefined,
              backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, rgba(0,0,0,0.06) ${HOUR_PX - 1}px, rgba(0,0,0,0.06) ${HOUR_PX}px)`,
            }}
          >
            {d.isSame(today, 'day') && <NowLine />}
            {placeDay(
              eventsOn(events, d).filter((e) => !e.allDay),
              d.valueOf(),
            ).map((p) => (
              <Box
                key={p.event.id}
                sx={{
                  position: 'absolute',
                  top: (p.top / 60) * HOUR_PX + 1,
                  height: (p.height / 60) * HOUR_PX - 2,
                  left: `calc(${(p.lane / p.lanes) * 100}% + 2px)`,
                  width: `calc(${100 / p.lanes}% - 4px)`,
                }}
              >
                <EventItem event={p.event} />
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The red line at the current Beijing time in today's column (when the grid covers it). */
function NowLine() {
  const now = beijing();
  const minutes = (now.hour() - START_HOUR) * 60 + now.minute();
  if (minutes < 0 || minutes > (END_HOUR - START_HOUR) * 60) return null;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: (minutes / 60) * HOUR_PX,
        borderTop: '2px solid',
        borderColor: 'error.main',
        zIndex: 1,
        pointerEvents: 'none',
        '&::before': {
          content: '""',
          position: 'absolute',
          left: -5,
          top: -6,
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: 'error.main',
        },
      }}
    />
  );
}
