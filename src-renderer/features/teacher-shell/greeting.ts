import { greetingPeriod } from '@shared/rules/menu';
import { Msg } from '@shared/rules/messages';

const WORD = { morning: Msg.greetingMorning, afternoon: Msg.greetingAfternoon, evening: Msg.greetingEvening } as const;

/** 上午好 up to hour 12, 下午好 above 12 and below 18, otherwise 晚上好; then the name, or the mobile without one. */
export function greetingText(hour: number, user: { name: string; mobile: string }): string {
  const who = user.name.trim() || user.mobile;
  return who ? `${WORD[greetingPeriod(hour)]}，${who}` : WORD[greetingPeriod(hour)];
}
