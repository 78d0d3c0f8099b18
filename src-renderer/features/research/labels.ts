import { hues } from '../../config/colors';
import { beijing } from '../../platform/dayjs';

/** Each subject's colour on the research screens (others: the theme's primary blue). */
const SUBJECT_COLORS: Record<string, string> = {
  CHINESE: hues.orange,
  MATH: hues.blue,
  ENGLISH: hues.violet,
  SCIENCE: hues.green,
  IT: hues.teal,
  MORALITY: hues.raspberry,
  MUSIC: hues.pink,
  ART: hues.amber,
  PE: hues.lime,
};
export const subjectColor = (code: string) => SUBJECT_COLORS[code] ?? hues.indigo;

/** 刚刚, N 分钟前, N 小时前, 昨天 HH:mm, else M月D日 HH:mm (or with the year when not this year). */
export function relativeTime(iso: string, now = Date.now()): string {
  const t = beijing(iso);
  const diff = now - t.valueOf();
  if (diff < 60_000) return '刚刚';
  if (diff < 3600_000) return `${Math.floor(diff / 60_000)} 分钟前`;
  if (diff < 24 * 3600_000 && beijing(now).isSame(t, 'day')) return `${Math.floor(diff / 3600_000)} 小时前`;
  if (beijing(now).subtract(1, 'day').isSame(t, 'day')) return `昨天 ${t.format('HH:mm')}`;
  return t.format(beijing(now).isSame(t, 'year') ? 'M月D日 HH:mm' : 'YYYY年M月D日');
}

/** How a person reads in a list: the caller is 「name（我）」. */
export const personName = (name: string, mine: boolean) => (mine ? `${name}（我）` : name);
