import { and, eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import { teacherFollows, teacherProfiles, teacherProfileTags, teacherTags, users } from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-accounts';
import { DEMO_TEACHERS } from './demo-classes';

export async function seedTeachers(db: Executor) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const names = [...new Set(DEMO_TEACHERS.flatMap((t) => t.tags))];
  const tags = await db
    .insert(teacherTags)
    .values(names.map((name) => ({ name })))
    .returning();
  const tagId = new Map(tags.map((t) => [t.name, t.id]));
  const ids: number[] = [];
  for (const t of DEMO_TEACHERS) {
    const [u] = await db
      .insert(users)
      .values({
        mobile: t.mobile,
        displayName: t.displayName,
        userType: 'TEACHER',
        passwordHash,
        roles: ['ROLE_DEFAULT'],
      })
      .returning({ id: users.id });
    ids.push(u!.id);
    await db
      .insert(teacherProfiles)
      .values({ userId: u!.id, introduction: t.introduction, avgStar: t.avgStar, teachLv: t.teachLv });
    await db.insert(teacherProfileTags).values(t.tags.map((name) => ({ teacherId: u!.id, tagId: tagId.get(name)! })));
  }
  // The demo teacher already has the first teacher among their favourites.
  const [me] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, DEMO_USERS.teacher.mobile), eq(users.userType, DEMO_USERS.teacher.userType)));
  if (me) await db.insert(teacherFollows).values({ userId: me.id, teacherId: ids[0]! });
}
