import { and, count, countDistinct, desc, eq, sql } from 'drizzle-orm';
import type { ActivityDetail } from '@shared/api/activity';
import { Msg } from '@shared/rules/messages';
import { phaseOf, timelineOf } from '../../domain/activity-timeline';
import type { Db } from '../../db/client';
import { activities, activityExperts, activityRegistrations, activityScores, activityWorks } from '../../db/schema';
import { findRegistration, requireActivity, type Submitter } from './access';

export async function activityInfo(db: Db, who: Submitter | undefined, activityId: number, now: Date) {
  const a = await requireActivity(db, activityId);
  const t = timelineOf(a);
  const [works] = await db
    .select({ n: count() })
    .from(activityWorks)
    .where(and(eq(activityWorks.activityId, a.id), eq(activityWorks.status, 'SUBMITTED')));
  const [regs] = await db
    .select({ n: countDistinct(activityRegistrations.schoolName) })
    .from(activityRegistrations)
    .where(and(eq(activityRegistrations.activityId, a.id), sql`${activityRegistrations.schoolName} <> ''`));
  const iso = (d: Date) => d.toISOString();
  const detail: ActivityDetail = {
    id: a.id,
    name: a.name,
    cover: a.cover,
    banner: a.banner || a.cover,
    description: a.description,
    rules: a.rules,
    organiser: a.organiser,
    phase: phaseOf(a, now),
    registrationStart: iso(t.registrationStart),
    registrationEnd: iso(t.registrationEnd),
    submissionStart: iso(t.submissionStart),
    submissionEnd: iso(t.submissionEnd),
    reviewEnd: iso(t.reviewEnd),
    timeline: [
      {
        key: 'REGISTRATION',
        label: Msg.activityStepRegistration,
        start: iso(t.registrationStart),
        end: iso(t.registrationEnd),
      },
      {
        key: 'SUBMISSION',
        label: Msg.activityStepSubmission,
        start: iso(t.submissionStart),
        end: iso(t.submissionEnd),
      },
      { key: 'REVIEW', label: Msg.activityStepReview, start: iso(t.submissionEnd), end: iso(t.reviewEnd) },
      { key: 'RESULTS', label: Msg.activityStepResults, start: iso(t.reviewEnd), end: iso(t.reviewEnd) },
    ],
    criteria: a.criteria,
    prizes: a.prizes,
    attachments: a.attachments,
    schoolCount: Number(regs?.n ?? 0),
    workCount: Number(works?.n ?? 0),
    registered: !!who && (!who.activityId || who.activityId === a.id) && !!(await findRegistration(db, a.id, who)),
  };
  return detail;
}

/** The schools taking part: those with a registration, most works first. */
export async function schoolList(db: Db, q: { activityId: number; pageNum: number; pageSize: number }) {
  const a = await requireActivity(db, q.activityId);
  const where = and(eq(activityRegistrations.activityId, a.id), sql`${activityRegistrations.schoolName} <> ''`);
  // The outer column is named in full: interpolated, Drizzle writes it unqualified, and inside the subquery that
  // meant the works' own school_name (every school counted every work).
  const workCount = sql<number>`(SELECT count(*) FROM activity_works w WHERE w.activity_id = ${a.id}
    AND w.status = 'SUBMITTED' AND w.school_name = activity_registrations.school_name)`;
  const rows = await db
    .select({
      schoolName: activityRegistrations.schoolName,
      region: sql<string>`max(${activityRegistrations.region})`,
      registrationCount: count(),
      workCount,
    })
    .from(activityRegistrations)
    .where(where)
    .groupBy(activityRegistrations.schoolName)
    .orderBy(desc(workCount), activityRegistrations.schoolName)
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db
    .select({ n: countDistinct(activityRegistrations.schoolName) })
    .from(activityRegistrations)
    .where(where);
  return {
    list: rows.map((r) => ({
      schoolName: r.schoolName,
      region: r.region ?? '',
      registrationCount: Number(r.registrationCount),
      workCount: Number(r.workCount),
    })),
    total: Number(total?.n ?? 0),
  };
}

/** The activities an expert account is assigned to, with their progress. */
export async function expertActivityList(db: Db, staffId: number, now: Date) {
  const rows = await db
    .select({ expert: activityExperts, activity: activities })
    .from(activityExperts)
    .innerJoin(activities, eq(activities.id, activityExperts.activityId))
    .where(and(eq(activityExperts.staffId, staffId), sql`${activityExperts.revokedAt} IS NULL`))
    .orderBy(desc(activities.endTime));
  const out = [];
  for (const { expert, activity } of rows) {
    const [works] = await db
      .select({ n: count() })
      .from(activityWorks)
      .where(and(eq(activityWorks.activityId, activity.id), eq(activityWorks.status, 'SUBMITTED')));
    const [done] = await db
      .select({ n: count() })
      .from(activityScores)
      .innerJoin(activityWorks, eq(activityWorks.id, activityScores.workId))
      .where(and(eq(activityScores.expertId, expert.id), eq(activityWorks.status, 'SUBMITTED')));
    out.push({
      activityId: activity.id,
      name: activity.name,
      cover: activity.cover,
      phase: phaseOf(activity, now),
      reviewEnd: timelineOf(activity).reviewEnd.toISOString(),
      workCount: Number(works?.n ?? 0),
      reviewedCount: Number(done?.n ?? 0),
    });
  }
  return out;
}
