import { yuan } from '@shared/api/boutique';

/** 免费 or ¥29.00. */
export const priceLabel = (fen: number) => (fen > 0 ? yuan(fen) : '免费');

/** 1小时5分, 12分30秒 or 45秒: the length of a course or a lesson. */
export function durationLabel(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (h) return `${h}小时${m ? `${m}分` : ''}`;
  if (m) return `${m}分${s % 60 ? `${s % 60}秒` : ''}`;
  return `${s}秒`;
}

/** 00:12 or 1:02:03: a position in a lesson. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  return h ? `${h}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}` : `${two(Math.floor(s / 60))}:${two(s % 60)}`;
}

const beijing = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});
const beijingDay = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 刚刚, 5分钟前, 3小时前, 昨天, or a Beijing date and time: when a course was last watched. */
export function whenLabel(iso: string, now = Date.now()): string {
  const d = new Date(iso);
  const diff = now - d.getTime();
  if (diff < 60_000) return '刚刚';
  if (diff < 3600_000) return `${Math.floor(diff / 60_000)}分钟前`;
  if (diff < 24 * 3600_000) return `${Math.floor(diff / 3600_000)}小时前`;
  return beijing.format(d);
}

/** 2026/11/25: the day of a wallet transaction (Beijing). */
export const dayLabel = (iso: string) => beijingDay.format(new Date(iso));

/** The lesson a course page starts on: the one asked for, else the last watched, else the first not completed. */
export function startLesson(
  lessons: { id: number; completed: boolean }[],
  asked: number | null,
  lastLessonId: number | null,
): number | undefined {
  if (asked && lessons.some((l) => l.id === asked)) return asked;
  if (lastLessonId && lessons.some((l) => l.id === lastLessonId)) return lastLessonId;
  return (lessons.find((l) => !l.completed) ?? lessons[0])?.id;
}

/** Where a resumed lesson starts: its saved position, unless it was played to (nearly) the end. */
export const resumeAt = (position: number, seconds: number) =>
  position > 0.5 && position < seconds - 1 ? position : 0;
