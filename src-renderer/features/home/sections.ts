import { generatePath } from 'react-router';
import type { RecommendItem, RecommendType } from '@shared/api/home';
import { Msg } from '@shared/rules/messages';
import { paths } from '../../config/paths';
import { beijingDay } from '../../platform/dayjs';

export interface CardModel {
  key: string;
  title: string;
  cover: string;
  tag?: string;
  subtitle?: string;
  to: string;
}

export interface SectionModel {
  type: RecommendType;
  title: string;
  more: string;
  ratio: number;
  cards: CardModel[];
}

function card(i: RecommendItem): CardModel | null {
  if (i.activity)
    return {
      key: `a${i.id}`,
      title: i.activity.name,
      cover: i.activity.cover,
      subtitle: `${beijingDay(i.activity.startTime)} - ${beijingDay(i.activity.endTime)}`,
      to: `/activity/detail/${i.activity.id}`,
    };
  if (i.digitalBook)
    return {
      key: `b${i.id}`,
      title: i.digitalBook.title,
      cover: i.digitalBook.cover,
      tag: i.digitalBook.digitalBookType === 'PAPER_DIGITAL' ? Msg.paperDigital : undefined,
      to: `${paths.digitalbookDetail}?bookId=${i.digitalBook.id}`,
    };
  if (i.aiCourse) return { key: `c${i.id}`, title: i.aiCourse.title, cover: i.aiCourse.coverUrl, to: paths.aiCourse };
  // A live course opens its lessons (天空课堂's 全部课程), where a lesson is applied for and watched.
  if (i.liveCourse)
    return {
      key: `l${i.id}`,
      title: i.liveCourse.name,
      cover: i.liveCourse.coverUrl,
      to: generatePath(paths.skyClassAll, { id: String(i.liveCourse.id) }),
    };
  return null;
}

const SECTIONS: Omit<SectionModel, 'cards'>[] = [
  { type: 'HOME_ACTIVITY', title: Msg.sectionActivities, more: paths.activityList, ratio: 16 / 9 },
  { type: 'HOME_DIGITAL_BOOK', title: Msg.sectionBooks, more: paths.digitalbooks, ratio: 3 / 4 },
  { type: 'HOME_AI_COURSE', title: Msg.sectionAiCourses, more: paths.aiCourse, ratio: 16 / 9 },
  { type: 'HOME_LIVE_COURSE', title: Msg.sectionLiveCourses, more: paths.skyClass, ratio: 16 / 9 },
];

/**
 * The dashboard's sections from HOME_ALL (spec section 2): activities limited to `activityCount` (2, 3 or 4 by
 * width), then books, AI courses and live courses; an empty section is left out.
 */
export function buildSections(items: RecommendItem[], activityCount: number, perRow = 6): SectionModel[] {
  return SECTIONS.map((s) => {
    const cards = items
      .filter((i) => i.type === s.type)
      .map(card)
      .filter((c): c is CardModel => c !== null);
    const limit = s.type === 'HOME_ACTIVITY' ? activityCount : s.type === 'HOME_DIGITAL_BOOK' ? perRow : 4;
    return { ...s, cards: cards.slice(0, limit) };
  }).filter((s) => s.cards.length > 0);
}
