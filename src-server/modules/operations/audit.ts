import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { AuditRow, auditEntity, auditQuery } from '@shared/api/operations';
import { OpsMsg } from '@shared/rules/ops-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import { opsAuditLogs, staffAccounts } from '../../db/schema';
import { BizError, tokenExpired } from '../../lib/errors';
import { isOperator } from '../../domain/operators';

export interface Operator {
  id: number;
  name: string;
}

/** The signed-in data-centre admin, when it holds the OPERATOR role; anyone else is refused with code 403. */
export async function requireOperator(db: Db, staffId: number): Promise<Operator> {
  const [row] = await db
    .select({ id: staffAccounts.id, name: staffAccounts.displayName, account: staffAccounts.account })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, staffId), eq(staffAccounts.kind, 'admin')));
  if (!row) throw tokenExpired();
  if (!(await isOperator(db, staffId))) throw new BizError(Code.FORBIDDEN, OpsMsg.operatorOnly);
  return { id: row.id, name: row.name || row.account };
}

export interface Change {
  entity: z.infer<typeof auditEntity>;
  entityId: string | number;
  action: string;
  summary: string;
  before?: unknown;
  after?: unknown;
}

/** A short, readable record of a value: JSON without the noise of timestamps' milliseconds. */
const describe = (v: unknown) => (v === undefined || v === null ? '' : JSON.stringify(v).slice(0, 2000));

/** Writes the audit row of a change; call it in the change's own transaction so neither lands without the other. */
export async function audit(tx: Executor, op: Operator, change: Change) {
  await tx.insert(opsAuditLogs).values({
    operatorId: op.id,
    operatorName: op.name,
    entity: change.entity,
    entityId: String(change.entityId),
    action: change.action,
    summary: change.summary,
    before: describe(change.before),
    after: describe(change.after),
  });
}

/** Beijing midnight of a YYYY-MM-DD date, as an instant. */
const beijingDay = (date: string, plusDays = 0) =>
  new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 24 * 3600 * 1000);

export async function auditList(db: Db, q: z.output<typeof auditQuery>): Promise<{ total: number; rows: AuditRow[] }> {
  const where: SQL[] = [];
  if (q.entity) where.push(eq(opsAuditLogs.entity, q.entity));
  if (q.operator) where.push(ilike(opsAuditLogs.operatorName, `%${q.operator.replace(/[%_\\]/g, '\\$&')}%`));
  if (q.from) where.push(gte(opsAuditLogs.createdAt, beijingDay(q.from)));
  if (q.to) where.push(lt(opsAuditLogs.createdAt, beijingDay(q.to, 1)));
  const cond = where.length ? and(...where) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(opsAuditLogs).where(cond);
  const rows = await db
    .select()
    .from(opsAuditLogs)
    .where(cond)
    .orderBy(desc(opsAuditLogs.createdAt), desc(opsAuditLogs.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      operator: r.operatorName,
      entity: r.entity as AuditRow['entity'],
      entityId: r.entityId,
      action: r.action,
      summary: r.summary,
      before: r.before,
      after: r.after,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
