import type { Executor } from '../repositories/tx';
import type { SeedOptions } from './seed-options';
import { schools, staffAccounts, userRelations, users } from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_SCHOOL, DEMO_STAFF, DEMO_USERS } from './demo-accounts';

export async function seedAccounts(db: Executor, opts: SeedOptions) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [school] = await db
    .insert(schools)
    .values({ name: DEMO_SCHOOL.name, region: DEMO_SCHOOL.region })
    .returning({ id: schools.id });
  const insertUser = async (u: { mobile: string; displayName: string; userType: string }, schoolId: number | null) => {
    const [row] = await db
      .insert(users)
      .values({ ...u, passwordHash, schoolId, roles: [u.userType === 'PARENT' ? 'ROLE_PARENT' : 'ROLE_DEFAULT'] })
      .returning({ id: users.id });
    return row!.id;
  };
  await insertUser(DEMO_USERS.teacher, school!.id);
  const parentId = await insertUser(DEMO_USERS.parent, null);
  const studentId = await insertUser(DEMO_USERS.student, school!.id);
  await db
    .insert(userRelations)
    .values({ userId: parentId, toUserId: studentId, toUserDisplayName: DEMO_USERS.student.displayName });
  if (!opts.staff) return;
  await db.insert(staffAccounts).values([
    { kind: 'expert', ...DEMO_STAFF.expert, passwordHash },
    { kind: 'publisher', ...DEMO_STAFF.publisher, passwordHash },
    { kind: 'author', ...DEMO_STAFF.author, passwordHash },
    { kind: 'admin', ...DEMO_STAFF.admin, passwordHash },
  ]);
}
