import type { ActivityWork } from '@shared/api/activity';
import { phaseOf, timelineOf, within } from '../../domain/activity-timeline';
import type { activityWorks } from '../../db/schema';
import type { ActivityRow } from './access';

export type WorkRow = typeof activityWorks.$inferSelect;

/** Scores are public once the results are out (FINISHED); before that an answer carries null. */
export const publicScore = (a: ActivityRow, score: number | null, now: Date) =>
  phaseOf(a, now) === 'FINISHED' ? score : null;

export const submissionOpen = (a: ActivityRow, now: Date) => {
  const t = timelineOf(a);
  return within(now, t.submissionStart, t.submissionEnd);
};

export function workView(a: ActivityRow, row: WorkRow, rank: number, now: Date, mine: boolean): ActivityWork {
  return {
    id: row.id,
    activityId: row.activityId,
    activityName: a.name,
    title: row.title,
    description: row.description,
    authors: row.authors,
    files: row.files,
    cover: row.cover,
    schoolName: row.schoolName,
    praiseCount: row.praiseCount,
    finalScore: publicScore(a, row.finalScore, now),
    rank,
    submitTime: row.createdAt.toISOString(),
    editable: mine && row.status === 'SUBMITTED' && submissionOpen(a, now),
  };
}

export const rankKey = (row: WorkRow) => ({
  id: row.id,
  activityId: row.activityId,
  rankScore: row.rankScore,
  praiseCount: row.praiseCount,
  status: row.status,
});
