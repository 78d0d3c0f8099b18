import type { MenuFlag, MenuFlags } from '../api/config';

/**
 * The teacher shell's left menu (spec section 2) and the landing rule at /classpro (spec section 4).
 * Labels and route paths belong to the renderer; this module holds only the rules both sides agree on.
 */
export type MenuGroup = 'main' | 'my';

export interface MenuItemRule {
  /** The spec's menu index (1-16); the selected index is kept in session storage. */
  index: number;
  /** The flag in the channel's menu config that shows this item when it equals 1. */
  flag: MenuFlag;
  group: MenuGroup;
}

/** Spec section 2's table, index → flag, grouped into the main group and the 'My' group. */
export const MENU_ITEMS: readonly MenuItemRule[] = [
  { index: 1, flag: 'recommend', group: 'main' },
  { index: 2, flag: 'aiCourse', group: 'main' },
  { index: 3, flag: 'liveCourse', group: 'main' },
  { index: 4, flag: 'digitalBook', group: 'main' },
  { index: 5, flag: 'activity', group: 'main' },
  { index: 11, flag: 'qingguoketang', group: 'main' },
  { index: 16, flag: 'aiTraining', group: 'main' },
  { index: 6, flag: 'myCourse', group: 'my' },
  { index: 7, flag: 'myDigitalBook', group: 'my' },
  { index: 8, flag: 'myActivity', group: 'my' },
  { index: 9, flag: 'myData', group: 'my' },
  { index: 10, flag: 'myClass', group: 'my' },
  { index: 12, flag: 'myQingguoketang', group: 'my' },
  { index: 13, flag: 'mySubject', group: 'my' },
  { index: 14, flag: 'myResource', group: 'my' },
  { index: 15, flag: 'myAiTraining', group: 'my' },
];

/**
 * What a pupil (userType STUDENT, signed in to the same shell) can use: the public pages (推荐, 数字教材, 活动, AI实验室)
 * and their own textbooks, activities and AI experiments. The class, course, live, boutique, research, resource and
 * data pages are teachers' (their server routes refuse a pupil), so they leave a pupil's menu.
 */
export const PUPIL_MENU_FLAGS: readonly MenuFlag[] = [
  'recommend',
  'digitalBook',
  'activity',
  'aiTraining',
  'myDigitalBook',
  'myActivity',
  'myAiTraining',
];

/** The channel's flags narrowed to what a pupil can use. */
export const pupilMenuFlags = (flags: MenuFlags): MenuFlags =>
  Object.fromEntries(
    Object.entries(flags).map(([f, v]) => [f, PUPIL_MENU_FLAGS.includes(f as MenuFlag) ? v : 0]),
  ) as MenuFlags;

/** The items whose flag equals 1, in menu order. */
export const visibleMenuItems = (flags: MenuFlags): MenuItemRule[] => MENU_ITEMS.filter((i) => flags[i.flag] === 1);

export const MENU_INDEX = { recommend: 1, digitalBooks: 4, myCourse: 6 } as const;

/**
 * Where /classpro lands (spec section 4):
 * - recommend on: my courses (6) when the user has assistant courses and has not auto-jumped in this session,
 *   otherwise recommend (1);
 * - recommend off: my courses when AI or live courses are on (with or without digital books), digital textbooks
 *   (4) when only digital books are on, otherwise recommend.
 */
export function landingMenuIndex(
  flags: MenuFlags,
  session: { hasAssistantCourses: boolean; autoJumped: boolean },
): number {
  if (flags.recommend === 1) {
    return session.hasAssistantCourses && !session.autoJumped ? MENU_INDEX.myCourse : MENU_INDEX.recommend;
  }
  const courses = flags.aiCourse === 1 || flags.liveCourse === 1;
  if (courses) return MENU_INDEX.myCourse;
  if (flags.digitalBook === 1) return MENU_INDEX.digitalBooks;
  return MENU_INDEX.recommend;
}

/** Greeting period (spec section 2): morning up to hour 12, afternoon above 12 and below 18, otherwise evening. */
export const greetingPeriod = (hour: number): 'morning' | 'afternoon' | 'evening' =>
  hour <= 12 ? 'morning' : hour < 18 ? 'afternoon' : 'evening';

/** Activities shown on the dashboard by width (spec section 9): 2 below 1200, 3 up to 1919, 4 from 1920. */
export const activityCountForWidth = (width: number): 2 | 3 | 4 => (width < 1200 ? 2 : width < 1920 ? 3 : 4);
