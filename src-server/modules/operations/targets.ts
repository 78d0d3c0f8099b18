import { asc } from 'drizzle-orm';
import type { TargetsResponse } from '@shared/api/operations';
import type { Db } from '../../db/client';
import { activities, aiCourses, digitalBooks, liveCourses } from '../../db/schema';

/** Every book, course and activity by id and title: the pickers of the console and the titles of its lists. */
export async function targets(db: Db): Promise<TargetsResponse> {
  const [books, ai, live, acts] = await Promise.all([
    db.select({ id: digitalBooks.id, title: digitalBooks.title }).from(digitalBooks).orderBy(asc(digitalBooks.id)),
    db.select({ id: aiCourses.id, title: aiCourses.title }).from(aiCourses).orderBy(asc(aiCourses.id)),
    db.select({ id: liveCourses.id, title: liveCourses.name }).from(liveCourses).orderBy(asc(liveCourses.id)),
    db.select({ id: activities.id, title: activities.name }).from(activities).orderBy(asc(activities.id)),
  ]);
  return { books, aiCourses: ai, liveCourses: live, activities: acts };
}

export type TargetKind = 'DIGITAL_BOOK' | 'AI_COURSE' | 'LIVE_COURSE' | 'ACTIVITY';

/** The list a kind's ids point into. */
export function listOf(all: TargetsResponse, kind: TargetKind) {
  switch (kind) {
    case 'DIGITAL_BOOK':
      return all.books;
    case 'AI_COURSE':
      return all.aiCourses;
    case 'LIVE_COURSE':
      return all.liveCourses;
    default:
      return all.activities;
  }
}

/** The title of a target, or undefined when it does not exist. */
export const titleOf = (all: TargetsResponse, kind: TargetKind, id: number) =>
  listOf(all, kind).find((t) => t.id === id)?.title;

/** Recommendation types name their catalogue: HOME_AI_COURSE → AI_COURSE ... */
export const kindOfRecommend = (type: string): TargetKind =>
  type === 'HOME_AI_COURSE'
    ? 'AI_COURSE'
    : type === 'HOME_LIVE_COURSE'
      ? 'LIVE_COURSE'
      : type === 'HOME_DIGITAL_BOOK'
        ? 'DIGITAL_BOOK'
        : 'ACTIVITY';
