import { and, count, desc, eq } from 'drizzle-orm';
import type { SubmitWorkRequest, WorkFile } from '@shared/api/activity';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { z } from 'zod';
import type { submitWorkRequest } from '@shared/api/activity';
import { timelineOf } from '../../domain/activity-timeline';
import { filePath, keyFromUrl, ownsUploads } from '../../domain/uploads';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTx, type Executor } from '../../db/repositories/tx';
import { activities, activityRegistrations, activityWorks } from '../../db/schema';
import { BizError, forbidden, notFound } from '../../lib/errors';
import { findRegistration, requireActivity, type ActivityRow, type Submitter } from './access';
import { rankOf, ranksOf } from './rank';
import { rankKey, submissionOpen, workView, type WorkRow } from './view';

type SubmitInput = z.output<typeof submitWorkRequest>;
export type { SubmitWorkRequest };

const refuse = (message: string) => new BizError(Code.BAD_REQUEST, message);

/** The submission window, with a message that says which side of it we are. */
function requireSubmissionOpen(a: ActivityRow, now: Date) {
  if (submissionOpen(a, now)) return;
  const notYet = now.getTime() < timelineOf(a).submissionStart.getTime();
  throw refuse(notYet ? Msg.activitySubmitNotStarted : Msg.activitySubmitClosed);
}

/**
 * Every file must be one this caller uploaded through the signed path (type sniffed and size checked there) as the
 * kind it claims: an IMAGE was authorized as an image, a VIDEO as a video, a DOCUMENT as a document.
 */
async function checkFiles(db: Db, config: Config, who: Submitter, files: SubmitInput['files']) {
  const keyed = files.map((f) => ({ key: keyFromUrl(config, f.url), media: f.kind }));
  if (keyed.some((f) => f.key === null)) throw refuse(Msg.activityFileInvalid);
  const owned = await ownsUploads(
    db,
    { area: who.kind, id: who.id },
    keyed as { key: string; media: WorkFile['kind'] }[],
  );
  if (!owned) throw refuse(Msg.activityFileInvalid);
  // Stored as our own path, whatever host the client named (issue 28).
  return keyed.map((f) => filePath(f.key!));
}

/** The caller's own work: unknown or withdrawn is 404, someone else's is 403. */
async function ownWork(db: Db, who: Submitter, workId: number): Promise<WorkRow> {
  const [row] = await db.select().from(activityWorks).where(eq(activityWorks.id, workId)).limit(1);
  if (!row || row.status !== 'SUBMITTED') throw notFound(Msg.activityWorkNotFound);
  if (row.submitterKind !== who.kind || row.submitterId !== who.id)
    throw new BizError(Code.FORBIDDEN, Msg.activityWorkNotYours);
  return row;
}

/**
 * 每人（班级）限报一件: a submitter has at most one work in an activity, and so has a class, whoever registered it
 * (a withdrawn work does not count). A new work is refused while one stands; the standing one may be changed.
 */
async function hasWork(db: Executor, activityId: number, who: Submitter, classId: number | null) {
  const mine = await db
    .select({ id: activityWorks.id })
    .from(activityWorks)
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        eq(activityWorks.submitterKind, who.kind),
        eq(activityWorks.submitterId, who.id),
        eq(activityWorks.status, 'SUBMITTED'),
      ),
    )
    .limit(1);
  if (mine.length || classId == null) return mine.length > 0;
  const ofClass = await db
    .select({ id: activityWorks.id })
    .from(activityWorks)
    .innerJoin(
      activityRegistrations,
      and(
        eq(activityRegistrations.activityId, activityWorks.activityId),
        eq(activityRegistrations.submitterKind, activityWorks.submitterKind),
        eq(activityRegistrations.submitterId, activityWorks.submitterId),
      ),
    )
    .where(
      and(
        eq(activityWorks.activityId, activityId),
        eq(activityRegistrations.classId, classId),
        eq(activityWorks.status, 'SUBMITTED'),
      ),
    )
    .limit(1);
  return ofClass.length > 0;
}

export async function submitWork(db: Db, config: Config, who: Submitter, input: SubmitInput, now: Date) {
  const a = await requireActivity(db, input.activityId);
  // The window first: after the deadline everyone reads that it has passed, registered or not.
  requireSubmissionOpen(a, now);
  const reg = await findRegistration(db, a.id, who);
  if (!reg) throw new BizError(Code.FORBIDDEN, Msg.activityNotRegistered);
  const paths = await checkFiles(db, config, who, input.files);
  const files = input.files.map((f, i) => ({ kind: f.kind, url: paths[i]!, name: f.name }));
  const values = {
    title: input.title,
    description: input.description,
    authors: input.authors,
    files,
    cover: files.find((f) => f.kind === 'IMAGE')?.url ?? '',
    updatedAt: now,
  };
  let row: WorkRow | undefined;
  if (input.workId) {
    const own = await ownWork(db, who, input.workId);
    if (own.activityId !== a.id) throw forbidden();
    [row] = await db.update(activityWorks).set(values).where(eq(activityWorks.id, own.id)).returning();
  } else {
    row = await withTx(db, async (tx) => {
      // The activity row is locked so that two submissions of one person (or class) cannot both pass the check.
      await tx.select({ id: activities.id }).from(activities).where(eq(activities.id, a.id)).for('update');
      if (await hasWork(tx, a.id, who, reg.classId)) throw refuse(Msg.activityOneWork);
      const [inserted] = await tx
        .insert(activityWorks)
        .values({
          ...values,
          activityId: a.id,
          submitterKind: who.kind,
          submitterId: who.id,
          schoolName: reg.schoolName || who.schoolName,
          createdAt: now,
        })
        .returning();
      return inserted;
    });
  }
  if (!row) throw notFound(Msg.activityWorkNotFound);
  return workView(a, row, await rankOf(db, rankKey(row)), now, true);
}

/** Withdraw: only the submitter, only while submission is open. */
export async function cancelWork(db: Db, who: Submitter, workId: number, now: Date) {
  const row = await ownWork(db, who, workId);
  const a = await requireActivity(db, row.activityId);
  if (!submissionOpen(a, now)) throw refuse(Msg.activityWithdrawClosed);
  await db
    .update(activityWorks)
    .set({ status: 'WITHDRAWN', updatedAt: now })
    .where(and(eq(activityWorks.id, row.id), eq(activityWorks.status, 'SUBMITTED')));
  return null;
}

async function ownRows(db: Db, who: Submitter, activityId?: number) {
  return db
    .select({ work: activityWorks, activity: activities })
    .from(activityWorks)
    .innerJoin(activities, eq(activities.id, activityWorks.activityId))
    .where(
      and(
        eq(activityWorks.submitterKind, who.kind),
        eq(activityWorks.submitterId, who.id),
        eq(activityWorks.status, 'SUBMITTED'),
        activityId ? eq(activityWorks.activityId, activityId) : undefined,
      ),
    )
    .orderBy(desc(activityWorks.id))
    .limit(200);
}

export async function userWorks(db: Db, who: Submitter, activityId: number | undefined, now: Date) {
  const rows = await ownRows(db, who, activityId);
  const ranks = await ranksOf(
    db,
    rows.map((r) => rankKey(r.work)),
  );
  return rows.map((r) => workView(r.activity, r.work, ranks.get(r.work.id) ?? 0, now, true));
}

export async function userWorkRank(db: Db, who: Submitter, activityId: number, now: Date) {
  const a = await requireActivity(db, activityId);
  const mine = await userWorks(db, who, activityId, now);
  const total = await submittedCount(db, activityId);
  return {
    activityId: a.id,
    total,
    works: mine
      .map((w) => ({
        workId: w.id,
        title: w.title,
        rank: w.rank,
        praiseCount: w.praiseCount,
        finalScore: w.finalScore,
      }))
      .sort((x, y) => x.rank - y.rank),
  };
}

export async function submittedCount(db: Db, activityId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(activityWorks)
    .where(and(eq(activityWorks.activityId, activityId), eq(activityWorks.status, 'SUBMITTED')));
  return Number(row?.n ?? 0);
}
