import { and, eq, sql } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { phaseOf } from '../../domain/activity-timeline';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { activityPraises, activityWorks } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import type { KvStore } from '../../lib/kv';
import { hit, tooManyRequests } from '../../lib/rate-limit';
import { requireActivity, type Submitter } from './access';

/** Praise requests a caller may make per minute (praising and unpraising alike). */
export const PRAISE_PER_MINUTE = 30;

/**
 * Sets the caller's praise of a work. The praise is a row keyed by (work, user): setting it again, or replaying
 * the request, inserts nothing and leaves the count alone; the count moves only with a row actually inserted or
 * deleted, in the same transaction. Praising is open while works are shown and results are not out (from
 * submission to the end of review); one's own work cannot be praised.
 */
export async function setPraise(db: Db, kv: KvStore, who: Submitter, workId: number, praise: boolean, now: Date) {
  if (!(await hit(kv, `rl:activity-praise:${who.kind}:${who.id}`, PRAISE_PER_MINUTE, 60))) {
    throw tooManyRequests(Msg.praiseTooFast);
  }
  const [work] = await db.select().from(activityWorks).where(eq(activityWorks.id, workId)).limit(1);
  if (!work || work.status !== 'SUBMITTED') throw notFound(Msg.activityWorkNotFound);
  // An H5 sign-up's temporary token is for its own activity only (issue 28: likes decide rank ties elsewhere).
  if (who.activityId !== undefined && who.activityId !== work.activityId)
    throw new BizError(Code.FORBIDDEN, Msg.activityTempOtherActivity);
  const phase = phaseOf(await requireActivity(db, work.activityId), now);
  if (phase !== 'SUBMITTING' && phase !== 'REVIEWING') throw new BizError(Code.BAD_REQUEST, Msg.praiseClosed);
  if (work.submitterKind === who.kind && work.submitterId === who.id) {
    throw new BizError(Code.BAD_REQUEST, Msg.praiseOwnWork);
  }
  const key = { workId: work.id, userKind: who.kind, userId: who.id };
  const count = await withTx(db, async (tx) => {
    const changed = praise
      ? await tx.insert(activityPraises).values(key).onConflictDoNothing().returning({ id: activityPraises.workId })
      : await tx
          .delete(activityPraises)
          .where(
            and(
              eq(activityPraises.workId, key.workId),
              eq(activityPraises.userKind, key.userKind),
              eq(activityPraises.userId, key.userId),
            ),
          )
          .returning({ id: activityPraises.workId });
    const delta = changed.length ? (praise ? 1 : -1) : 0;
    const [row] = await tx
      .update(activityWorks)
      .set({ praiseCount: sql`${activityWorks.praiseCount} + ${delta}` })
      .where(eq(activityWorks.id, work.id))
      .returning({ praiseCount: activityWorks.praiseCount });
    return row?.praiseCount ?? work.praiseCount;
  });
  return { workId: work.id, praised: praise, praiseCount: count };
}
