import { Msg } from './messages';

/**
 * A teacher's teachLv (spec section 9): a comma-joined list of level codes. Containing 1 and 4 means all ages,
 * only 1 low ages, only 4 high ages; anything else has no age range.
 */
export type TeachAgeRange = 'ALL' | 'LOW' | 'HIGH';

export function teachAgeRange(teachLv: string | null | undefined): TeachAgeRange | null {
  const codes = new Set((teachLv ?? '').split(',').map((c) => c.trim()));
  if (codes.has('1') && codes.has('4')) return 'ALL';
  if (codes.has('1')) return 'LOW';
  if (codes.has('4')) return 'HIGH';
  return null;
}

/** 全年龄段 / 低年龄段 / 高年龄段, or empty when teachLv names no range. */
export function teachAgeLabel(teachLv: string | null | undefined): string {
  const range = teachAgeRange(teachLv);
  return range === 'ALL'
    ? Msg.teachAgeAll
    : range === 'LOW'
      ? Msg.teachAgeLow
      : range === 'HIGH'
        ? Msg.teachAgeHigh
        : '';
}
