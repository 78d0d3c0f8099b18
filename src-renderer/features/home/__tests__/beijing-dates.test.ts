import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendItem } from '@shared/api/home';
import { buildSections } from '../sections';

// The browser is in Los Angeles; the product's dates are Beijing dates (issue 19).
const zone = process.env.TZ;
beforeAll(() => void (process.env.TZ = 'America/Los_Angeles'));
afterAll(() => void (process.env.TZ = zone));

const activity = (startTime: string, endTime: string): RecommendItem =>
  ({
    type: 'HOME_ACTIVITY',
    id: 1,
    activity: { id: 9, name: '创意大赛', cover: '', startTime, endTime },
  }) as RecommendItem;

describe('activity dates on the dashboard', () => {
  it('reads the Beijing day of an instant, in a browser in another zone', () => {
    // The process really is in Los Angeles: 21:49Z on the 17th is the 17th there.
    expect(new Date('2026-11-17T21:49:00Z').getDate()).toBe(17);
    const [section] = buildSections([activity('2026-11-17T21:49:00Z', '2026-12-31T17:00:00Z')], 4);
    expect(section?.cards[0]?.subtitle).toBe('2026.11.18 - 2027.01.01');
  });

  it('keeps a Beijing midnight on its own day', () => {
    const [section] = buildSections([activity('2026-11-17T16:00:00Z', '2026-11-18T15:59:59Z')], 4);
    expect(section?.cards[0]?.subtitle).toBe('2026.11.18 - 2026.11.18');
  });
});
