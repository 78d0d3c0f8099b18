import type { CalendarEvent, CalendarKind } from '@shared/api/calendar';

/**
 * iCalendar (RFC 5545) text of calendar events: CRLF line ends, content lines folded at 75 octets (never inside a
 * UTF-8 character), TEXT values escaped. Timed events travel in UTC; all-day plans as DATE values of their Beijing
 * day. A deadline (start = end) has no DTEND: an event at one instant, as RFC 5545 3.6.1 allows.
 */
const KIND_LABEL: Record<CalendarKind, string> = {
  COURSE_PLAN: '课程计划',
  LIVE_LESSON: '直播课',
  BOOKING: '名师预约',
  ACTIVITY_DEADLINE: '活动截止',
  TASK_DEADLINE: '作业截止',
};

/** Escapes a TEXT value (3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Folds one content line (3.1): at most 75 octets a line, continuation lines start with one space. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
/** The Beijing day of an instant, as a DATE value. */
const beijingDate = (iso: string) =>
  new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');

export interface IcsOptions {
  /** The calendar's name as clients show it. */
  name: string;
  /** Absolute origin of the web app: links become `${origin}/#${link}`. */
  origin: string;
  now: Date;
}

export function toIcs(events: CalendarEvent[], opts: IcsOptions): string {
  const stamp = utc(opts.now.toISOString());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Classpro//Teaching Calendar//ZH',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    'X-WR-TIMEZONE:Asia/Shanghai',
  ];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', `UID:${e.id}@classpro`, `DTSTAMP:${stamp}`);
    if (e.allDay) lines.push(`DTSTART;VALUE=DATE:${beijingDate(e.start)}`, `DTEND;VALUE=DATE:${beijingDate(e.end)}`);
    else {
      lines.push(`DTSTART:${utc(e.start)}`);
      if (e.end > e.start) lines.push(`DTEND:${utc(e.end)}`);
    }
    lines.push(
      `SUMMARY:${escapeText(e.title)}`,
      `DESCRIPTION:${escapeText(`${KIND_LABEL[e.kind]}${e.detail ? `：${e.detail}` : ''}`)}`,
      `CATEGORIES:${escapeText(KIND_LABEL[e.kind])}`,
      `URL:${opts.origin}/#${e.link}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
