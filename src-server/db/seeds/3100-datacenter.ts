import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import type { SeedOptions } from './seed-options';
import { datacenterAdminScopes, schoolDistricts, schools, staffAccounts } from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_SCHOOL } from './demo-accounts';
import { generateSchools, generateUsage } from './datacenter-generate';

/** The bureau's districts (成都市) in the demo; the demo schools belong to the first ones. */
export const DEMO_DISTRICTS = ['武侯区', '锦江区', '青羊区', '金牛区', '成华区', '高新区'] as const;
/** A district admin of 锦江区 (password: the demo password): sees only that district. */
export const DEMO_DISTRICT_ADMIN = { account: '13900000002', displayName: '锦江区教育局', district: '锦江区' } as const;
/** Days of demo usage, ending on the day the database was seeded. */
export const DEMO_USAGE_DAYS = 120;

/**
 * The data centre's demo (issue 16): every existing school gets a district (示范学校: 武侯区, the others in turn),
 * two generated schools a district with teachers, classes, students and AI courses, 120 days of usage for every
 * school, and a district admin.
 */
export async function seedDatacenter(db: Executor, opts: SeedOptions) {
  const existing = await db.select({ id: schools.id, name: schools.name }).from(schools).orderBy(asc(schools.id));
  if (existing.length)
    await db.insert(schoolDistricts).values(
      existing.map((s, i) => ({
        schoolId: s.id,
        district: s.name === DEMO_SCHOOL.name ? DEMO_DISTRICTS[0] : DEMO_DISTRICTS[(i + 1) % DEMO_DISTRICTS.length]!,
      })),
    );
  const generated = await generateSchools(db, DEMO_DISTRICTS, 2);
  await generateUsage(db, [...existing.map((s) => s.id), ...generated], DEMO_USAGE_DAYS);
  await db.execute(sql`ANALYZE usage_events`);
  if (!opts.staff) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [admin] = await db
    .insert(staffAccounts)
    .values({
      kind: 'admin',
      account: DEMO_DISTRICT_ADMIN.account,
      displayName: DEMO_DISTRICT_ADMIN.displayName,
      passwordHash,
    })
    .returning({ id: staffAccounts.id });
  await db.insert(datacenterAdminScopes).values({ staffId: admin!.id, district: DEMO_DISTRICT_ADMIN.district });
}
