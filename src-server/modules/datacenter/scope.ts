import { sql, type SQL } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { DATACENTER_MAX_DAYS, UNASSIGNED_DISTRICT } from '@shared/api/datacenter';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { adminDistrict } from '../../domain/datacenter-admins';
import { BizError, badRequest, notFound } from '../../lib/errors';

/** What a call's figures cover, after the admin's own district is applied (the rule: src-shared/api/datacenter.ts). */
export interface Scope {
  district: string | null;
  schoolId: number | null;
}
export interface Range {
  start: string;
  end: string;
}

export const rowsOf = (r: unknown) =>
  (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

const outOfScope = () => new BizError(Code.FORBIDDEN, Msg.datacenterOutOfScope);

export { adminDistrict };

export async function resolveScope(
  db: Db,
  staffId: number,
  query: { district?: string; schoolId?: number },
): Promise<Scope> {
  const own = await adminDistrict(db, staffId);
  const asked = query.district?.trim() || null;
  if (own && asked && asked !== own) throw outOfScope();
  const district = own ?? asked;
  if (!query.schoolId) return { district, schoolId: null };
  const [school] = rowsOf(
    await db.execute(sql`SELECT coalesce(sd.district, ${UNASSIGNED_DISTRICT}) AS district FROM schools s
      LEFT JOIN school_districts sd ON sd.school_id = s.id WHERE s.id = ${query.schoolId}`),
  );
  if (!school) throw notFound(Msg.datacenterSchoolNotFound);
  if (own && school.district !== own) throw outOfScope();
  return { district: String(school.district), schoolId: query.schoolId };
}

/** Both ends included, end not before start, at most DATACENTER_MAX_DAYS days. */
export function checkRange(startDate: string, endDate: string): Range {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1) throw badRequest(Msg.datacenterRangeInvalid);
  if (days > DATACENTER_MAX_DAYS) throw badRequest(Msg.datacenterRangeTooLong);
  return { start: startDate, end: endDate };
}

/** The schools of a scope as a SQL condition on a school id column. */
export function schoolsIn(scope: Scope, column: SQL): SQL {
  if (scope.schoolId) return sql`${column} = ${scope.schoolId}`;
  if (!scope.district) return sql`TRUE`;
  if (scope.district === UNASSIGNED_DISTRICT)
    return sql`NOT EXISTS (SELECT 1 FROM school_districts sd0 WHERE sd0.school_id = ${column})`;
  return sql`${column} IN (SELECT sd0.school_id FROM school_districts sd0 WHERE sd0.district = ${scope.district})`;
}
