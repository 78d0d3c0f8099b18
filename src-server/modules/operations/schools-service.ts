import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type {
  createSchoolCodeRequest,
  OpsSchool,
  setQuotaRequest,
  updateSchoolCodeRequest,
} from '@shared/api/operations';
import { OpsMsg } from '@shared/rules/ops-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { schoolCodes, schoolCourses, schools } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { normaliseCode } from '../../domain/school-code';
import { audit, type Operator } from './audit';
import { targets, titleOf } from './targets';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const randomCode = (length: number) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export async function schoolList(db: Db): Promise<OpsSchool[]> {
  const [all, rows, codes, courses] = await Promise.all([
    targets(db),
    db.select().from(schools).orderBy(asc(schools.id)),
    db.select().from(schoolCodes).orderBy(asc(schoolCodes.id)),
    db.select().from(schoolCourses).orderBy(asc(schoolCourses.id)),
  ]);
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    region: s.region,
    cooperating: s.cooperating,
    codes: codes
      .filter((c) => c.schoolId === s.id)
      .map((c) => ({
        id: c.id,
        code: c.code,
        enabled: c.enabled,
        expiresAt: c.expiresAt?.toISOString() ?? null,
        createdAt: c.createdAt.toISOString(),
      })),
    courses: courses
      .filter((c) => c.schoolId === s.id && (c.courseType === 'AI_COURSE' || c.courseType === 'LIVE_COURSE'))
      .map((c) => {
        const courseType = c.courseType as 'AI_COURSE' | 'LIVE_COURSE';
        const title = titleOf(all, courseType, c.courseId) ?? `#${c.courseId}`;
        return { courseType, courseId: c.courseId, title, quota: c.quota, used: c.used };
      }),
  }));
}

function checkExpiry(expiresAt: string | null) {
  if (expiresAt && Date.parse(expiresAt) <= Date.now()) throw new BizError(Code.BAD_REQUEST, OpsMsg.expiryInPast);
  return expiresAt ? new Date(expiresAt) : null;
}

export async function createSchoolCode(db: Db, op: Operator, input: z.output<typeof createSchoolCodeRequest>) {
  const code = input.code ? normaliseCode(input.code) : randomCode(8);
  if (!/^[A-Z0-9]{4,32}$/.test(code)) throw new BizError(Code.BAD_REQUEST, OpsMsg.schoolCodeInvalid);
  const expiresAt = checkExpiry(input.expiresAt);
  const [school] = await db.select().from(schools).where(eq(schools.id, input.schoolId));
  if (!school) throw notFound(OpsMsg.schoolNotFound);
  try {
    await withTx(db, async (tx) => {
      const [row] = await tx
        .insert(schoolCodes)
        .values({ code, schoolId: school.id, expiresAt })
        .returning({ id: schoolCodes.id });
      await audit(tx, op, {
        entity: 'SCHOOL_CODE',
        entityId: row!.id,
        action: '新建',
        summary: `${school.name} 新激活码 ${code}${expiresAt ? `，${expiresAt.toISOString()} 过期` : '，长期有效'}`,
        after: { code, schoolId: school.id, enabled: true, expiresAt },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new BizError(Code.BAD_REQUEST, OpsMsg.schoolCodeExists);
    throw err;
  }
}

/** Disables, re-enables or changes the expiry of a code. Codes are never deleted: teachers joined with them. */
export async function updateSchoolCode(db: Db, op: Operator, input: z.output<typeof updateSchoolCodeRequest>) {
  const [before] = await db.select().from(schoolCodes).where(eq(schoolCodes.id, input.id));
  if (!before) throw notFound(OpsMsg.schoolCodeNotFound);
  const expiresAt = input.enabled ? checkExpiry(input.expiresAt) : input.expiresAt ? new Date(input.expiresAt) : null;
  await withTx(db, async (tx) => {
    await tx.update(schoolCodes).set({ enabled: input.enabled, expiresAt }).where(eq(schoolCodes.id, input.id));
    await audit(tx, op, {
      entity: 'SCHOOL_CODE',
      entityId: input.id,
      action: input.enabled ? (before.enabled ? '修改' : '启用') : '停用',
      summary: `激活码 ${before.code}：${input.enabled ? '启用' : '停用'}${expiresAt ? `，${expiresAt.toISOString()} 过期` : '，长期有效'}`,
      before: { enabled: before.enabled, expiresAt: before.expiresAt },
      after: { enabled: input.enabled, expiresAt },
    });
  });
}

/** Sets how many classes of a school may run a course; never below the classes already running it. */
export async function setQuota(db: Db, op: Operator, input: z.output<typeof setQuotaRequest>) {
  const [school] = await db.select().from(schools).where(eq(schools.id, input.schoolId));
  if (!school) throw notFound(OpsMsg.schoolNotFound);
  const title = titleOf(await targets(db), input.courseType, input.courseId);
  if (!title) throw new BizError(Code.BAD_REQUEST, OpsMsg.targetNotFound);
  const where = and(
    eq(schoolCourses.schoolId, input.schoolId),
    eq(schoolCourses.courseType, input.courseType),
    eq(schoolCourses.courseId, input.courseId),
  );
  await withTx(db, async (tx) => {
    const [before] = await tx.select().from(schoolCourses).where(where).for('update');
    if (before && input.quota < before.used) throw new BizError(Code.BAD_REQUEST, OpsMsg.quotaBelowUsed);
    const [row] = before
      ? await tx.update(schoolCourses).set({ quota: input.quota }).where(where).returning({ id: schoolCourses.id })
      : await tx
          .insert(schoolCourses)
          .values({
            schoolId: input.schoolId,
            courseType: input.courseType,
            courseId: input.courseId,
            quota: input.quota,
          })
          .returning({ id: schoolCourses.id });
    await audit(tx, op, {
      entity: 'SCHOOL_COURSE',
      entityId: row!.id,
      action: before ? '修改' : '新建',
      summary: `${school.name}「${title}」名额 ${before?.quota ?? 0} → ${input.quota}`,
      before: before && { quota: before.quota, used: before.used },
      after: { quota: input.quota, used: before?.used ?? 0 },
    });
  });
}
