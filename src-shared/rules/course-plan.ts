/**
 * The weekly teaching plan of a course in a class (spec sections 3 and 5): weekdays travel comma-joined, 1
 * (Monday) to 7 (Sunday). The dialog offers Monday to Friday; the mapping covers the whole week.
 */
export const WEEKDAY_LABELS: Record<number, string> = {
  1: '周一',
  2: '周二',
  3: '周三',
  4: '周四',
  5: '周五',
  6: '周六',
  7: '周日',
};

/** The weekdays the add-course dialog offers. */
export const OFFERED_WEEKDAYS = [1, 2, 3, 4, 5] as const;

/**
 * Parses a comma-joined weekday list. Empty (the plan switch off) is the empty list; anything that is not a
 * list of distinct whole numbers 1-7 is null. The result is sorted.
 */
export function parseWeekdays(value: string): number[] | null {
  const text = value.trim();
  if (!text) return [];
  const parts = text.split(',').map((p) => p.trim());
  if (parts.some((p) => !/^[1-7]$/.test(p))) return null;
  const days = parts.map(Number);
  if (new Set(days).size !== days.length) return null;
  return days.sort((a, b) => a - b);
}

export const joinWeekdays = (days: readonly number[]) => [...days].sort((a, b) => a - b).join(',');

/** 周一、周三 for "1,3"; empty when there is no plan. */
export const weekdaysLabel = (value: string) => (parseWeekdays(value) ?? []).map((d) => WEEKDAY_LABELS[d]).join('、');
