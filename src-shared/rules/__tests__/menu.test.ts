import { describe, expect, it } from 'vitest';
import { MENU_FLAGS, type MenuFlags } from '../../api/config';
import {
  activityCountForWidth,
  greetingPeriod,
  landingMenuIndex,
  MENU_ITEMS,
  pupilMenuFlags,
  visibleMenuItems,
} from '../menu';

const flags = (on: string[]): MenuFlags =>
  Object.fromEntries(MENU_FLAGS.map((f) => [f, on.includes(f) ? 1 : 0])) as MenuFlags;
const fresh = { hasAssistantCourses: false, autoJumped: false };

describe('menu items', () => {
  it('maps the 16 indexes of the spec one-to-one onto the 16 flags', () => {
    expect(MENU_ITEMS.map((i) => i.index).sort((a, b) => a - b)).toEqual([...Array(16).keys()].map((i) => i + 1));
    expect(new Set(MENU_ITEMS.map((i) => i.flag))).toEqual(new Set(MENU_FLAGS));
    expect(MENU_ITEMS.filter((i) => i.group === 'my').every((i) => i.flag.startsWith('my'))).toBe(true);
  });

  it('shows only the items whose flag is 1', () => {
    expect(visibleMenuItems(flags(['recommend', 'myClass'])).map((i) => i.index)).toEqual([1, 10]);
    expect(visibleMenuItems(flags([]))).toEqual([]);
  });

  it("narrows a pupil's menu to the public pages and their own books, activities and experiments (issue 34)", () => {
    const all = flags([...MENU_FLAGS]);
    expect(visibleMenuItems(pupilMenuFlags(all)).map((i) => i.index)).toEqual([1, 4, 5, 16, 7, 8, 15]);
    // A flag the channel turned off stays off.
    expect(visibleMenuItems(pupilMenuFlags(flags(['activity', 'myClass']))).map((i) => i.index)).toEqual([5]);
  });
});

describe('landing at /classpro', () => {
  it('with recommend on, jumps to my courses once when the user has assistant courses', () => {
    const f = flags(['recommend', 'aiCourse']);
    expect(landingMenuIndex(f, { hasAssistantCourses: true, autoJumped: false })).toBe(6);
    expect(landingMenuIndex(f, { hasAssistantCourses: true, autoJumped: true })).toBe(1);
    expect(landingMenuIndex(f, fresh)).toBe(1);
  });

  it('with recommend off, follows the courses and textbooks flags', () => {
    expect(landingMenuIndex(flags(['aiCourse', 'digitalBook']), fresh)).toBe(6);
    expect(landingMenuIndex(flags(['liveCourse', 'digitalBook']), fresh)).toBe(6);
    expect(landingMenuIndex(flags(['aiCourse']), fresh)).toBe(6);
    expect(landingMenuIndex(flags(['liveCourse']), fresh)).toBe(6);
    expect(landingMenuIndex(flags(['digitalBook', 'myClass']), fresh)).toBe(4);
    expect(landingMenuIndex(flags(['myClass']), fresh)).toBe(1);
  });
});

describe('shell constants', () => {
  it.each([
    [0, 'morning'],
    [12, 'morning'],
    [13, 'afternoon'],
    [17, 'afternoon'],
    [18, 'evening'],
    [23, 'evening'],
  ] as const)('hour %i is %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });

  it.each([
    [1199, 2],
    [1200, 3],
    [1919, 3],
    [1920, 4],
  ] as const)('width %i shows %i activities', (width, n) => {
    expect(activityCountForWidth(width)).toBe(n);
  });
});
