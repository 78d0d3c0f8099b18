import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RecommendItem, RecommendType } from '@shared/api/home';
import type { Db } from '../../db/client';
import { activities, aiCourses, digitalBooks, liveCourses, recommendations } from '../../db/schema';

/** The dashboard's section order. */
const ORDER: RecommendType[] = ['HOME_ACTIVITY', 'HOME_DIGITAL_BOOK', 'HOME_AI_COURSE', 'HOME_LIVE_COURSE'];

const idsOf = (rows: { type: string; targetId: number }[], type: RecommendType) =>
  rows.filter((r) => r.type === type).map((r) => r.targetId);

/**
 * The recommendations of a place (HOME_ALL), each joined to its catalogue item. A recommendation whose item has
 * been removed is left out rather than shown broken.
 */
export async function getRecommendations(db: Db, recommendType: string): Promise<RecommendItem[]> {
  const recs = await db
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.recommendType, recommendType), eq(recommendations.enabled, true)))
    .orderBy(asc(recommendations.sort), asc(recommendations.id));
  const load = async <T extends { id: number }>(ids: number[], query: (ids: number[]) => Promise<T[]>) =>
    new Map((ids.length ? await query(ids) : []).map((r) => [r.id, r]));
  const acts = await load(idsOf(recs, 'HOME_ACTIVITY'), (ids) =>
    db.select().from(activities).where(inArray(activities.id, ids)),
  );
  const books = await load(idsOf(recs, 'HOME_DIGITAL_BOOK'), (ids) =>
    db.select().from(digitalBooks).where(inArray(digitalBooks.id, ids)),
  );
  const ai = await load(idsOf(recs, 'HOME_AI_COURSE'), (ids) =>
    db.select().from(aiCourses).where(inArray(aiCourses.id, ids)),
  );
  const live = await load(idsOf(recs, 'HOME_LIVE_COURSE'), (ids) =>
    db.select().from(liveCourses).where(inArray(liveCourses.id, ids)),
  );

  const items: RecommendItem[] = [];
  for (const type of ORDER) {
    for (const r of recs.filter((x) => x.type === type)) {
      const base = { type, id: r.id };
      if (type === 'HOME_ACTIVITY') {
        const a = acts.get(r.targetId);
        if (a) {
          items.push({
            ...base,
            activity: {
              id: a.id,
              name: a.name,
              cover: a.cover,
              startTime: a.startTime.toISOString(),
              endTime: a.endTime.toISOString(),
            },
          });
        }
      } else if (type === 'HOME_DIGITAL_BOOK') {
        const b = books.get(r.targetId);
        if (b) {
          const digitalBookType = b.digitalBookType === 'PAPER_DIGITAL' ? 'PAPER_DIGITAL' : 'DIGITAL';
          items.push({ ...base, digitalBook: { id: b.id, title: b.title, cover: b.cover, digitalBookType } });
        }
      } else if (type === 'HOME_AI_COURSE') {
        const c = ai.get(r.targetId);
        if (c) items.push({ ...base, aiCourse: { id: c.id, title: c.title, coverUrl: c.coverUrl } });
      } else {
        const l = live.get(r.targetId);
        if (l) items.push({ ...base, liveCourse: { id: l.id, name: l.name, coverUrl: l.coverUrl } });
      }
    }
  }
  return items;
}
