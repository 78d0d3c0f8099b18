import { describe, expect, it } from 'vitest';
import type { RecommendItem } from '@shared/api/home';
import { buildSections } from '../sections';

const t = '2026-01-01T00:00:00Z';
const items: RecommendItem[] = [
  ...[1, 2, 3, 4, 5].map((id) => ({
    type: 'HOME_ACTIVITY' as const,
    id,
    activity: { id, name: `活动${id}`, cover: '/c', startTime: t, endTime: t },
  })),
  {
    type: 'HOME_DIGITAL_BOOK',
    id: 10,
    digitalBook: { id: 1, title: '语文', cover: '/b', digitalBookType: 'PAPER_DIGITAL' },
  },
  { type: 'HOME_DIGITAL_BOOK', id: 11, digitalBook: { id: 2, title: '数学', cover: '/b', digitalBookType: 'DIGITAL' } },
  { type: 'HOME_LIVE_COURSE', id: 20, liveCourse: { id: 1, name: '直播', coverUrl: '/l' } },
];

describe('dashboard sections', () => {
  it.each([2, 3, 4])('shows %i activities', (n) => {
    expect(buildSections(items, n)[0]!.cards).toHaveLength(n);
  });

  it('orders the sections, leaves out empty ones, and tags paper-digital books', () => {
    const s = buildSections(items, 3);
    expect(s.map((x) => x.type)).toEqual(['HOME_ACTIVITY', 'HOME_DIGITAL_BOOK', 'HOME_LIVE_COURSE']);
    expect(s[1]!.cards.map((c) => c.tag)).toEqual(['纸数融合', undefined]);
    expect(s.map((x) => x.more)).toEqual(['/classpro/activity', '/classpro/digitalbooks', '/classpro/skyClass']);
    // A live course opens its lessons in the sky classroom.
    expect(s[2]!.cards[0]!.to).toBe('/classpro/skyClass/allCourse/1');
  });

  it('is empty when nothing is recommended (the page then shows 暂无数据)', () => {
    expect(buildSections([], 4)).toEqual([]);
  });
});
