import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import type { Db } from '../../../db/client';
import { classes, classStudents, libraryResources, users } from '../../../db/schema';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { LIVE_SECOND_TEACHER } from '../../../db/seeds/demo-live';
import { call, signIn } from '../../../test-helpers';
import { authorize, postToHost } from '../../files/__tests__/form';

/** 王老师 with 三年级2班 and 李小明; 赵老师 of the second school with 四年级1班 and a student of it. */
export interface ResourceCast {
  teacher: string;
  classId: number;
  student: string;
  second: string;
  secondClassId: number;
  otherStudent: string;
  /** The id of a seeded resource by title. */
  idOf: (title: string) => Promise<number>;
}

export async function resourceCast(app: FastifyInstance, db: Db): Promise<ResourceCast> {
  const teacher = await signIn(app, DEMO_USERS.teacher.mobile);
  const student = await signIn(app, DEMO_USERS.student.mobile, 'STUDENT');
  const second = await signIn(app, LIVE_SECOND_TEACHER.mobile);
  const mine = (await call<UserClass[]>(app, { url: ClassPaths.list, token: teacher })).body.data;
  const [zhao] = await db.select().from(users).where(eq(users.mobile, LIVE_SECOND_TEACHER.mobile));
  const [otherClass] = await db.select().from(classes).where(eq(classes.ownerId, zhao!.id));
  const [kid] = await db
    .insert(users)
    .values({ mobile: '13755550001', displayName: '王小红', userType: 'STUDENT' })
    .returning({ id: users.id });
  await db.insert(classStudents).values({ classId: otherClass!.id, studentId: kid!.id });
  const { access_token: otherStudent } = await app.tokens.issue('teacher', kid!.id);
  return {
    teacher,
    classId: mine.find((c) => c.type === 'ADMIN')!.id,
    student,
    second,
    secondClassId: otherClass!.id,
    otherStudent,
    idOf: async (title) =>
      (
        await db
          .select()
          .from(libraryResources)
          .where(and(eq(libraryResources.title, title)))
      )[0]!.id,
  };
}

/** Authorizes and uploads one file as `media`; answers the upload's URL or the refusal. */
export async function upload(
  app: FastifyInstance,
  token: string,
  media: string,
  contentType: string,
  data: Buffer,
  filename = 'file.bin',
) {
  const auth = await authorize(app, token, { mediaType: media, contentType, fileName: filename });
  if (auth.body.code !== 200) return { code: auth.body.code, message: auth.body.message, url: '' };
  const res = await postToHost(app, auth.body.data[0]!, { data, contentType, filename });
  return { code: res.body.code, message: res.body.message, url: res.body.data?.url ?? '' };
}

export const get = async <T>(app: FastifyInstance, url: string, token: string | undefined, query = {}) =>
  (await call<T>(app, { url, token, query })).body;
export const post = async <T>(app: FastifyInstance, url: string, token: string | undefined, body: unknown) =>
  (await call<T>(app, { method: 'POST', url, token, body })).body;
