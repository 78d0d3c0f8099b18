import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import { boutiqueCourses, boutiqueLessons } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { BOUTIQUE } from '../../../db/seeds/demo-boutique';
import { LIVE_SECOND_TEACHER } from '../../../db/seeds/demo-live';
import { call, signIn } from '../../../test-helpers';

/** 王老师 (¥100.00), 赵老师 of the second school (empty wallet), a student, a parent, and the demo courses. */
export interface BoutiqueCast {
  teacher: string;
  second: string;
  student: string;
  parent: string;
  courses: Record<keyof typeof BOUTIQUE, number>;
  /** The lessons of each demo course, in order. */
  lessons: Record<keyof typeof BOUTIQUE, number[]>;
}

export async function boutiqueCast(app: FastifyInstance, db: Db): Promise<BoutiqueCast> {
  const courses = {} as BoutiqueCast['courses'];
  const lessons = {} as BoutiqueCast['lessons'];
  for (const [key, title] of Object.entries(BOUTIQUE) as [keyof typeof BOUTIQUE, string][]) {
    const [c] = await db.select().from(boutiqueCourses).where(eq(boutiqueCourses.title, title));
    courses[key] = c!.id;
    lessons[key] = (
      await db.select().from(boutiqueLessons).where(eq(boutiqueLessons.courseId, c!.id)).orderBy(boutiqueLessons.sort)
    ).map((l) => l.id);
  }
  return {
    teacher: await signIn(app, DEMO_USERS.teacher.mobile),
    second: await signIn(app, LIVE_SECOND_TEACHER.mobile),
    student: await signIn(app, DEMO_USERS.student.mobile, 'STUDENT'),
    parent: await signIn(app, DEMO_USERS.parent.mobile, 'PARENT'),
    courses,
    lessons,
  };
}

export const get = async <T>(app: FastifyInstance, url: string, token: string | undefined, query = {}) =>
  (await call<T>(app, { url, token, query })).body;
export const post = async <T>(app: FastifyInstance, url: string, token: string | undefined, body: unknown) =>
  (await call<T>(app, { method: 'POST', url, token, body })).body;
