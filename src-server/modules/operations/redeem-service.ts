import { and, count, desc, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { generateRedeemRequest, RedeemBatch } from '@shared/api/operations';
import { OpsMsg } from '@shared/rules/ops-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { redeemBatches, redeemCodes, staffAccounts } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { audit, type Operator } from './audit';
import { randomCode } from './schools-service';
import { targets, titleOf, type TargetKind } from './targets';

type BatchRow = typeof redeemBatches.$inferSelect;

async function toBatches(db: Db, rows: BatchRow[]): Promise<RedeemBatch[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [all, used, staff] = await Promise.all([
    targets(db),
    db
      .select({ batchId: redeemCodes.batchId, n: count() })
      .from(redeemCodes)
      .where(and(inArray(redeemCodes.batchId, ids), isNotNull(redeemCodes.usedBy)))
      .groupBy(redeemCodes.batchId),
    db
      .select({ id: staffAccounts.id, name: staffAccounts.displayName })
      .from(staffAccounts)
      .where(inArray(staffAccounts.id, [...new Set(rows.map((r) => r.createdBy))])),
  ]);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as RedeemBatch['kind'],
    courseType: r.courseType as RedeemBatch['courseType'],
    targetId: r.targetId,
    targetTitle: titleOf(all, r.courseType as TargetKind, r.targetId) ?? `#${r.targetId}`,
    slots: r.slots,
    count: r.count,
    used: used.find((u) => u.batchId === r.id)?.n ?? 0,
    note: r.note,
    createdBy: staff.find((s) => s.id === r.createdBy)?.name ?? '',
    createdAt: r.createdAt.toISOString(),
    disabledAt: r.disabledAt?.toISOString() ?? null,
  }));
}

export async function batchList(db: Db): Promise<RedeemBatch[]> {
  return toBatches(db, await db.select().from(redeemBatches).orderBy(desc(redeemBatches.id)).limit(200));
}

/**
 * Generates `count` single-use codes for one target. TEXTBOOK codes redeem a digital book; COURSE codes give a
 * school `slots` classes of an AI or live course (as the redeem module's bind and exchange expect).
 */
export async function generateBatch(db: Db, op: Operator, input: z.output<typeof generateRedeemRequest>) {
  const fits = input.kind === 'TEXTBOOK' ? input.courseType === 'DIGITAL_BOOK' : input.courseType !== 'DIGITAL_BOOK';
  if (!fits) throw new BizError(Code.BAD_REQUEST, OpsMsg.redeemTypeMismatch);
  const title = titleOf(await targets(db), input.courseType, input.targetId);
  if (!title) throw new BizError(Code.BAD_REQUEST, OpsMsg.targetNotFound);
  const slots = input.kind === 'COURSE' ? input.slots : 1;
  const batch = await withTx(db, async (tx) => {
    const [row] = await tx
      .insert(redeemBatches)
      .values({ ...input, slots, createdBy: op.id })
      .returning();
    let made = 0;
    // A clash with an existing code (32^12 makes it unlikely) only means drawing again.
    while (made < input.count) {
      const codes = Array.from({ length: Math.min(500, input.count - made) }, () => randomCode(12));
      const inserted = await tx
        .insert(redeemCodes)
        .values(
          codes.map((code) => ({
            code,
            kind: input.kind,
            courseType: input.courseType,
            targetId: input.targetId,
            slots,
            batchId: row!.id,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: redeemCodes.id });
      made += inserted.length;
    }
    await audit(tx, op, {
      entity: 'REDEEM_BATCH',
      entityId: row!.id,
      action: '生成',
      summary: `生成 ${input.count} 个${input.kind === 'TEXTBOOK' ? '教材' : '课程'}兑换码：「${title}」${input.kind === 'COURSE' ? `，每码 ${slots} 个班级名额` : ''}`,
      after: { ...input, slots },
    });
    return row!;
  });
  return (await toBatches(db, [batch]))[0]!;
}

/** Disables a batch: its unused codes are refused on redeem; codes already redeemed keep what they gave. */
export async function disableBatch(db: Db, op: Operator, batchId: number) {
  const row = await withTx(db, async (tx) => {
    const [before] = await tx.select().from(redeemBatches).where(eq(redeemBatches.id, batchId)).for('update');
    if (!before) throw notFound(OpsMsg.batchNotFound);
    if (before.disabledAt) throw new BizError(Code.BAD_REQUEST, OpsMsg.batchAlreadyDisabled);
    const now = new Date();
    const [after] = await tx
      .update(redeemBatches)
      .set({ disabledAt: now })
      .where(eq(redeemBatches.id, batchId))
      .returning();
    const disabled = await tx
      .update(redeemCodes)
      .set({ disabledAt: now })
      .where(and(eq(redeemCodes.batchId, batchId), isNull(redeemCodes.usedBy)))
      .returning({ id: redeemCodes.id });
    await audit(tx, op, {
      entity: 'REDEEM_BATCH',
      entityId: batchId,
      action: '停用',
      summary: `停用批次 #${batchId}：${disabled.length} 个未使用的兑换码失效`,
      before: { disabledAt: null },
      after: { disabledAt: now },
    });
    return after!;
  });
  return (await toBatches(db, [row]))[0]!;
}

/** The batch and its codes, for the spreadsheet export. */
export async function batchCodes(db: Db, batchId: number) {
  const [row] = await db.select().from(redeemBatches).where(eq(redeemBatches.id, batchId));
  if (!row) throw notFound(OpsMsg.batchNotFound);
  const [batch] = await toBatches(db, [row]);
  const codes = await db
    .select({ code: redeemCodes.code, usedAt: redeemCodes.usedAt, disabledAt: redeemCodes.disabledAt })
    .from(redeemCodes)
    .where(eq(redeemCodes.batchId, batchId))
    .orderBy(redeemCodes.id);
  return { batch: batch!, codes };
}
