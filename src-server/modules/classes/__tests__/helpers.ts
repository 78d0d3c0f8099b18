import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserClass } from '@shared/api/classes';
import { adminClassName, gradeYear } from '@shared/rules/grades';
import { users } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { DEMO_CLASSES, DEMO_SCHOOL_CODES, DEMO_TEACHERS } from '../../../db/seeds/demo-classes';
import { call, signIn } from '../../../test-helpers';

/** Small helpers shared by the issue-5 server tests. */
export const get = <T>(app: FastifyInstance, url: string, token?: string, query?: Record<string, string>) =>
  call<T>(app, { url, token, query }).then((r) => r.body);

export const post = <T>(app: FastifyInstance, url: string, token: string | undefined, body: unknown) =>
  call<T>(app, { method: 'POST', url, token, body }).then((r) => r.body);

export const demoTeacher = (app: FastifyInstance) => signIn(app, DEMO_USERS.teacher.mobile);
export const demoParent = (app: FastifyInstance) => signIn(app, DEMO_USERS.parent.mobile, 'PARENT');
export const demoStudent = (app: FastifyInstance) => signIn(app, DEMO_USERS.student.mobile, 'STUDENT');

export const classList = async (app: FastifyInstance, token: string) =>
  (await get<UserClass[]>(app, '/api/v2/user/getUserClassList', token)).data;

/** The demo teacher's seeded classes. */
export async function demoClasses(app: FastifyInstance, token: string) {
  const list = await classList(app, token);
  const adminName = adminClassName(
    gradeYear(DEMO_CLASSES.admin.level, new Date()),
    DEMO_CLASSES.admin.classNumber,
    new Date(),
  );
  const admin = list.find((c) => c.name === adminName)!;
  const interest = list.find((c) => c.name === DEMO_CLASSES.interest)!;
  return { admin, interest };
}

/** Another teacher of 示范学校 with a class of their own. */
export async function otherTeacher(app: FastifyInstance, index = 0) {
  const token = await signIn(app, DEMO_TEACHERS[index]!.mobile, 'TEACHER');
  const bound = await post(app, '/api/v2/user/assistantBindSchool', token, { schoolCode: DEMO_SCHOOL_CODES.demo });
  if (bound.code !== 200) throw new Error(bound.message);
  const added = await post<UserClass>(app, '/api/v2/user/assistantAddClass', token, {
    type: 'INTEREST',
    name: `别人的班级${index}`,
  });
  if (added.code !== 200) throw new Error(added.message);
  return { token, classId: added.data.id };
}

/** A demo user's id, read from the database (the relations endpoint belongs to another area). */
export async function userIdOf(app: FastifyInstance, mobile: string, userType: string) {
  const [row] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), eq(users.userType, userType)));
  return row!.id;
}

export const demoChildId = (app: FastifyInstance) => userIdOf(app, DEMO_USERS.student.mobile, 'STUDENT');
