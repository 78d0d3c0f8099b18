import { Box, Typography } from '@mui/material';
import type { CalendarEvent } from '@shared/api/calendar';
import { AppLink } from '../../../components/app-link';
import { beijing } from '../../../platform/dayjs';
import { timeOf } from '../lib/range';
import { KINDS } from './kinds';

/**
 * One event, coloured by kind; a click opens the thing (the lesson's info page, the classroom, the activity, the
 * task's marking page). `dense` is the month view's one-line form.
 */
export function EventItem({
  event,
  dense = false,
  wrap = false,
}: {
  event: CalendarEvent;
  dense?: boolean;
  /** The week's all-day row: the title may take two lines. */
  wrap?: boolean;
}) {
  const kind = KINDS[event.kind];
  return (
    <Box
      component={AppLink}
      to={event.link}
      data-testid="calendar-event"
      data-kind={event.kind}
      title={`${event.title}\n${timeOf(event)}${event.detail ? ` · ${event.detail}` : ''}`}
      sx={{
        display: 'block',
        height: '100%',
        minWidth: 0,
        overflow: 'hidden',
        textDecoration: 'none',
        color: 'text.primary',
        bgcolor: kind.tint,
        borderLeft: 3,
        borderColor: kind.color,
        borderRadius: 1,
        px: 0.75,
        py: dense ? 0.125 : 0.375,
        transition: 'box-shadow .15s',
        '&:hover': { boxShadow: 2 },
        // The keyboard's place shows as the app's focus ring, drawn inside: the calendar's cells clip what is outside.
        '&:focus-visible': { boxShadow: 2, outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px' },
      }}
    >
      {dense ? (
        <Typography variant="caption" noWrap sx={{ display: 'block', lineHeight: 1.6 }}>
          {!event.allDay && (
            <Box component="span" sx={{ color: kind.color, fontWeight: 600, mr: 0.5 }}>
              {beijing(event.start).format('HH:mm')}
            </Box>
          )}
          {event.title}
        </Typography>
      ) : (
        <>
          <Typography
            variant="caption"
            noWrap={!wrap}
            sx={{
              display: wrap ? '-webkit-box' : 'block',
              fontWeight: 600,
              lineHeight: 1.35,
              ...(wrap && { WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
            }}
          >
            {event.title}
          </Typography>
          <Typography variant="caption" noWrap sx={{ display: 'block', color: 'text.secondary', lineHeight: 1.35 }}>
            {/* The all-day row is labelled 全天 already: there the line is the class and the unit. */}
            {[event.allDay ? '' : timeOf(event), event.detail].filter(Boolean).join(' · ')}
          </Typography>
        </>
      )}
    </Box>
  );
}
