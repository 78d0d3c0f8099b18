import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import type { Db } from '../../../db/client';
import { classes, liveLessons, users } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { DEMO_TEACHERS } from '../../../db/seeds/demo-classes';
import { LIVE_LESSONS, LIVE_SECOND_TEACHER } from '../../../db/seeds/demo-live';
import { call, signIn } from '../../../test-helpers';

/** 王老师 with 三年级2班, 赵老师 of the second school with 四年级1班, a parent, the demo lessons and teachers. */
export interface LiveCast {
  teacher: string;
  /** 王老师's user id. */
  me: number;
  classId: number;
  second: string;
  secondClassId: number;
  parent: string;
  lessons: Record<keyof typeof LIVE_LESSONS, number>;
  famousId: number;
}

export async function liveCast(app: FastifyInstance, db: Db): Promise<LiveCast> {
  const teacher = await signIn(app, DEMO_USERS.teacher.mobile);
  const second = await signIn(app, LIVE_SECOND_TEACHER.mobile);
  const parent = await signIn(app, DEMO_USERS.parent.mobile, 'PARENT');
  const mine = (await call<UserClass[]>(app, { url: ClassPaths.list, token: teacher })).body.data;
  const [other] = await db.select().from(users).where(eq(users.mobile, LIVE_SECOND_TEACHER.mobile));
  const [otherClass] = await db.select().from(classes).where(eq(classes.ownerId, other!.id));
  const lessonId = async (title: string) =>
    (await db.select().from(liveLessons).where(eq(liveLessons.title, title)))[0]!.id;
  const [me] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, DEMO_USERS.teacher.mobile), eq(users.userType, DEMO_USERS.teacher.userType)));
  const [famous] = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, DEMO_TEACHERS[0]!.mobile), eq(users.userType, 'TEACHER')));
  return {
    teacher,
    me: me!.id,
    classId: mine.find((c) => c.type === 'ADMIN')!.id,
    second,
    secondClassId: otherClass!.id,
    parent,
    lessons: {
      always: await lessonId(LIVE_LESSONS.always),
      ended: await lessonId(LIVE_LESSONS.ended),
      future: await lessonId(LIVE_LESSONS.future),
      full: await lessonId(LIVE_LESSONS.full),
    },
    famousId: famous!.id,
  };
}

export const get = async <T>(app: FastifyInstance, url: string, token: string | undefined, query = {}) =>
  (await call<T>(app, { url, token, query })).body;
export const post = async <T>(app: FastifyInstance, url: string, token: string | undefined, body: unknown) =>
  (await call<T>(app, { method: 'POST', url, token, body })).body;
