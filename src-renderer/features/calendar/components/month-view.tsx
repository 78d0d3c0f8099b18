import { Box, ButtonBase, Popover, Stack, Typography } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { CalendarEvent } from '@shared/api/calendar';
import { beijing } from '../../../platform/dayjs';
import { eventsOn } from '../lib/range';
import { EventItem } from './event-item';

const SHOWN = 3;
const HEADS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** 月视图: whole weeks covering the month; a day shows three events and "+N 更多" opens the rest. */
export function MonthView({ anchor, days, events }: { anchor: Dayjs; days: Dayjs[]; events: CalendarEvent[] }) {
  const today = beijing();
  const [more, setMore] = useState<{ el: HTMLElement; day: Dayjs } | null>(null);
  return (
    <Box data-testid="month-view" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {HEADS.map((h) => (
          <Typography
            key={h}
            variant="caption"
            color="text.secondary"
            sx={{ py: 0.75, textAlign: 'center', borderBottom: 1, borderColor: 'divider' }}
          >
            {h}
          </Typography>
        ))}
        {days.map((d, i) => {
          const list = eventsOn(events, d);
          const inMonth = d.month() === anchor.month();
          const isToday = d.isSame(today, 'day');
          return (
            <Box
              key={d.valueOf()}
              data-testid="month-day"
              data-date={d.format('YYYY-MM-DD')}
              sx={{
                minHeight: 112,
                p: 0.5,
                minWidth: 0,
                borderLeft: i % 7 ? 1 : 0,
                borderTop: i >= 7 ? 1 : 0,
                borderColor: 'divider',
                bgcolor: inMonth ? undefined : 'grey.50',
              }}
            >
              <Typography
                variant="caption"
                sx={{
                  display: 'inline-block',
                  minWidth: 22,
                  px: 0.5,
                  mb: 0.25,
                  textAlign: 'center',
                  borderRadius: 5,
                  fontWeight: 600,
                  color: isToday ? 'primary.contrastText' : inMonth ? 'text.primary' : 'text.secondary',
                  bgcolor: isToday ? 'primary.main' : undefined,
                }}
              >
                {d.date() === 1 ? d.format('M月D日') : d.date()}
              </Typography>
              <Stack spacing={0.25}>
                {list.slice(0, SHOWN).map((e) => (
                  <EventItem key={e.id} event={e} dense />
                ))}
                {list.length > SHOWN && (
                  <ButtonBase
                    onClick={(ev) => setMore({ el: ev.currentTarget, day: d })}
                    sx={{ justifyContent: 'flex-start', px: 0.75, borderRadius: 1, typography: 'caption' }}
                  >
                    +{list.length - SHOWN} 更多
                  </ButtonBase>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Popover
        open={!!more}
        anchorEl={more?.el}
        onClose={() => setMore(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        {more && (
          <Box sx={{ p: 1.5, width: 280 }}>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {more.day.format('M月D日 dddd')}
            </Typography>
            <Stack spacing={0.5}>
              {eventsOn(events, more.day).map((e) => (
                <EventItem key={e.id} event={e} />
              ))}
            </Stack>
          </Box>
        )}
      </Popover>
    </Box>
  );
}
