import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { SchoolSummary } from '@shared/api/school';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { updateUser } from '../../db/repositories/users';
import { schoolCodes, schools } from '../../db/schema';
import { BizError } from '../../lib/errors';
import type { KvStore } from '../../lib/kv';
import { throttledGuess, type Guesser } from '../../lib/rate-limit';
import { requireTeacher } from '../../domain/classes';
import { normaliseCode } from '../../domain/school-code';

export { normaliseCode };

/** The school a code joins, or null: unknown, disabled, expired, or the school no longer cooperates. */
export async function lookupSchool(db: Db, code: string): Promise<SchoolSummary | null> {
  const [row] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schoolCodes)
    .innerJoin(schools, eq(schools.id, schoolCodes.schoolId))
    .where(
      and(
        eq(schoolCodes.code, normaliseCode(code)),
        eq(schoolCodes.enabled, true),
        or(isNull(schoolCodes.expiresAt), gt(schoolCodes.expiresAt, sql`now()`)),
        eq(schools.cooperating, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Binds the teacher to the code's school (a change of school too). A bad code is 激活失败. */
export async function bindSchool(db: Db, userId: number, code: string): Promise<SchoolSummary> {
  await requireTeacher(db, userId);
  const school = await lookupSchool(db, code);
  if (!school) throw new BizError(Code.BAD_REQUEST, Msg.activateFailed);
  await updateUser(db, userId, { schoolId: school.id });
  return school;
}

const activateFailed = ({ error }: { error?: unknown }) =>
  error instanceof BizError && error.message === Msg.activateFailed;

/** The look-up and the bind as a signed-in caller makes them: wrong codes count against the guessing limit. */
export const guardedLookup = (db: Db, kv: KvStore, who: Guesser, code: string) =>
  throttledGuess(
    kv,
    who,
    () => lookupSchool(db, code),
    ({ value }) => value === null,
  );

export const guardedBind = (db: Db, kv: KvStore, who: Guesser, code: string) =>
  throttledGuess(kv, who, () => bindSchool(db, who.subjectId, code), activateFailed);
