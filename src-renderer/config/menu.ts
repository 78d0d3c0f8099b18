import { MENU_ITEMS, type MenuItemRule } from '@shared/rules/menu';
import { paths, startsWith } from './paths';

/**
 * The teacher menu: the ONE table of index, flag and group is `MENU_ITEMS` in src-shared/rules/menu.ts; this module
 * only adds what belongs to the renderer, the title and the route of each index (spec section 2).
 */
export interface MenuItem extends MenuItemRule {
  title: string;
  path: string;
}

const VIEW: Record<number, { title: string; path: string }> = {
  1: { title: '推荐', path: paths.classpro },
  2: { title: '双师AI课', path: paths.aiCourse },
  3: { title: '天空课堂', path: paths.skyCourse },
  4: { title: '数字教材', path: paths.digitalbooks },
  5: { title: '活动', path: paths.activityList },
  6: { title: '我的课程', path: paths.myCourse },
  7: { title: '我的教材', path: paths.myDigitalbooks },
  8: { title: '我的活动', path: paths.myActivity },
  9: { title: '我的数据', path: paths.myData },
  10: { title: '班级管理', path: paths.myClass },
  11: { title: '精品课', path: paths.onlineClass },
  12: { title: '我的精品课', path: paths.myOnlineClass },
  13: { title: '学科教研', path: paths.mySubject },
  14: { title: '数字资源', path: paths.myResource },
  15: { title: '我的AI实验', path: paths.myAitraining },
  16: { title: 'AI实验室', path: paths.aitraining },
};

const withView = (rule: MenuItemRule): MenuItem => ({ ...rule, ...VIEW[rule.index]! });

export const MENU: MenuItem[] = MENU_ITEMS.map(withView);

export const menuByIndex = (index: number) => MENU.find((m) => m.index === index);

/** The menu item a route belongs to: the longest matching item path (/classpro itself only matches exactly). */
export function menuIndexOfPath(path: string): number | undefined {
  if (path === paths.classpro || path === paths.home) return 1;
  // 专题 has no menu item of its own: it is reached from 数字资源 and lists resources.
  if (startsWith(path, paths.special)) return 14;
  const hit = MENU.filter((m) => m.index !== 1 && startsWith(path, m.path)).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
  return hit?.index;
}
