import { beijing } from '../../platform/dayjs';

/** A time as a teacher reads it in lists: 2026-11-23 (Beijing time). */
export const dayText = (iso: string) => beijing(iso).format('YYYY-MM-DD');
/** With the time of day: 2026-11-23 14:05. */
export const timeText = (iso: string) => beijing(iso).format('YYYY-MM-DD HH:mm');
