import type { ClassType } from '@shared/api/classes';
import type { RedeemCourseType } from '@shared/api/redeem';
import { weekdaysLabel } from '@shared/rules/course-plan';
import { config } from '../../platform/config';

export const COURSE_TYPE_LABEL: Record<RedeemCourseType, string> = {
  AI_COURSE: 'AI双师课',
  LIVE_COURSE: '直播课',
  DIGITAL_BOOK: '数字教材',
};

export const CLASS_TYPE_LABEL: Record<ClassType, string> = { ADMIN: '行政班', INTEREST: '兴趣班' };

/** 每周一、周三 for "1,3"; 未设置上课计划 when there is no plan. */
export const planLabel = (weekdays: string) => {
  const days = weekdaysLabel(weekdays);
  return days ? `每${days}` : '未设置上课计划';
};

/** Server file paths (covers, avatars) are relative to the API host, which the desktop app does not share. */
export const assetUrl = (path: string): string | undefined =>
  !path ? undefined : /^(https?:|data:|blob:)/.test(path) ? path : `${config.apiBase}${path}`;

/** The site the class QR code sends a parent's phone to: the API host serves the web app too. */
export const siteOrigin = () => config.apiBase || location.origin;

/** Where the 910 dialog's QR code sends the teacher: customer support. */
export const SUPPORT_URL = 'https://www.classpro.cn/support?topic=course-quota';

/**
 * A book title's series and its own name: 义务教育教科书·语文 一年级上册 → series 义务教育教科书, name 语文 一年级上册.
 * Cards lead with the name, the part that tells two books of one series apart.
 */
export function splitBookTitle(title: string): { name: string; series?: string } {
  const at = title.search(/[·・]/);
  if (at <= 0 || at === title.length - 1) return { name: title };
  return { series: title.slice(0, at).trim(), name: title.slice(at + 1).trim() };
}
