import { eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import { schoolCodes, schools } from '../schema';
import { DEMO_SCHOOL } from './demo-accounts';
import { DEMO_SCHOOL_CODES, FORMER_SCHOOL, SECOND_SCHOOL } from './demo-classes';

export async function seedSchoolCodes(db: Executor) {
  const [demo] = await db.select({ id: schools.id }).from(schools).where(eq(schools.name, DEMO_SCHOOL.name));
  if (!demo) throw new Error('the demo school is missing: seed 0001-accounts first');
  const [second] = await db
    .insert(schools)
    .values({ name: SECOND_SCHOOL, region: DEMO_SCHOOL.region })
    .returning({ id: schools.id });
  const [former] = await db
    .insert(schools)
    .values({ name: FORMER_SCHOOL, region: DEMO_SCHOOL.region, cooperating: false })
    .returning({ id: schools.id });
  const C = DEMO_SCHOOL_CODES;
  await db.insert(schoolCodes).values([
    { code: C.demo, schoolId: demo.id },
    { code: C.disabled, schoolId: demo.id, enabled: false },
    { code: C.expired, schoolId: demo.id, expiresAt: new Date('2025-01-01T00:00:00+08:00') },
    { code: C.second, schoolId: second!.id },
    { code: C.notCooperating, schoolId: former!.id },
  ]);
}
