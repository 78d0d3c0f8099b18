import { and, eq, ne, sql } from 'drizzle-orm';
import { classStudents, guardianConsents } from '../schema';
import type { Executor } from './tx';

/** Guardian consents (issue 32): this file owns guardian_consents. No row means pending. */
export async function consentRow(db: Executor, childId: number) {
  const [row] = await db.select().from(guardianConsents).where(eq(guardianConsents.childId, childId)).limit(1);
  return row;
}

export async function upsertConsent(db: Executor, childId: number, state: string, decidedBy: number) {
  await db
    .insert(guardianConsents)
    .values({ childId, state, decidedBy })
    .onConflictDoUpdate({
      target: guardianConsents.childId,
      set: { state, decidedBy, decidedAt: sql`now()` },
    });
}

/** The pupils of a class whose consent is not granted (pending, refused or withdrawn alike). */
export async function classPupilsWithoutConsent(db: Executor, classId: number): Promise<number[]> {
  const rows = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .leftJoin(guardianConsents, eq(guardianConsents.childId, classStudents.studentId))
    .where(
      and(
        eq(classStudents.classId, classId),
        sql`(${guardianConsents.state} IS NULL OR ${ne(guardianConsents.state, 'granted')})`,
      ),
    )
    .orderBy(classStudents.studentId);
  return [...new Set(rows.map((r) => r.id))];
}
