import { and, eq, isNull } from 'drizzle-orm';
import type { RedeemInfo } from '@shared/api/redeem';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { aiCourses, digitalBooks, liveCourses, redeemCodes } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { normaliseCode } from '../../domain/school-code';

export type RedeemCodeRow = typeof redeemCodes.$inferSelect;

export const codeInvalid = () => notFound(Msg.redeemCodeInvalid);
/** A wrong code, as the guessing limit counts it (`lib/rate-limit.ts` throttledGuess). */
export const isCodeMiss = ({ error }: { error?: unknown }) =>
  error instanceof BizError && error.message === Msg.redeemCodeInvalid;

/**
 * An unused code, or the refusal a person should see. Nothing is claimed yet. A used code is answered like an
 * unknown one (兑换码无效或已被使用): telling them apart would tell a guesser which codes exist.
 */
export async function findUnusedCode(db: Db, code: string): Promise<RedeemCodeRow> {
  const [row] = await db
    .select()
    .from(redeemCodes)
    .where(eq(redeemCodes.code, normaliseCode(code)));
  // A code of a disabled batch (operations console) is refused with the same answer.
  if (!row || row.usedBy !== null || row.disabledAt !== null) throw codeInvalid();
  return row;
}

/**
 * Claims the code for `userId`. The conditional update is the single-use guarantee: of two redeems at the same
 * moment exactly one matches `used_by IS NULL`; the other gets the answer of any used code.
 */
export async function claimCode(tx: Db, codeId: number, userId: number, forUserId: number | null) {
  const [claimed] = await tx
    .update(redeemCodes)
    .set({ usedBy: userId, usedFor: forUserId, usedAt: new Date() })
    .where(and(eq(redeemCodes.id, codeId), isNull(redeemCodes.usedBy), isNull(redeemCodes.disabledAt)))
    .returning({ id: redeemCodes.id });
  if (!claimed) throw codeInvalid();
}

/** What a code gives, for the confirm step of the redeem dialogs. */
export async function redeemInfo(db: Db, code: string): Promise<RedeemInfo> {
  const row = await findUnusedCode(db, code);
  const dataInfo = await targetInfo(db, row);
  if (!dataInfo) throw codeInvalid();
  return { kind: row.kind as RedeemInfo['kind'], courseType: row.courseType as RedeemInfo['courseType'], dataInfo };
}

async function targetInfo(db: Db, row: RedeemCodeRow): Promise<RedeemInfo['dataInfo'] | null> {
  const id = row.targetId;
  if (row.courseType === 'DIGITAL_BOOK') {
    const [b] = await db
      .select({
        id: digitalBooks.id,
        cover: digitalBooks.cover,
        title: digitalBooks.title,
        author: digitalBooks.author,
      })
      .from(digitalBooks)
      .where(eq(digitalBooks.id, id));
    return b ?? null;
  }
  if (row.courseType === 'AI_COURSE') {
    const [c] = await db
      .select({ id: aiCourses.id, cover: aiCourses.coverUrl, title: aiCourses.title })
      .from(aiCourses)
      .where(eq(aiCourses.id, id));
    return c ? { ...c, author: '' } : null;
  }
  const [l] = await db
    .select({
      id: liveCourses.id,
      cover: liveCourses.coverUrl,
      title: liveCourses.name,
      author: liveCourses.teacherName,
    })
    .from(liveCourses)
    .where(eq(liveCourses.id, id));
  return l ?? null;
}
