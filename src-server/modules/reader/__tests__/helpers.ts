import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import type { Db } from '../../../db/client';
import { classes, classStudents, digitalBooks, digitalLessons, digitalUnits, schools, users } from '../../../db/schema';
import { CLASSMATES } from '../../../db/seeds/1100-aicourse';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { call, signIn } from '../../../test-helpers';

/** The reader area's cast: 李小明 (owns 数学 三年级下册) in 三年级2班 of 王老师, a classmate, strangers. */
export interface Cast {
  student: string;
  studentId: number;
  /** 孙悦: in 三年级2班, in no study group. */
  classmate: string;
  teacher: string;
  otherTeacher: string;
  /** A student of another class only. */
  stranger: string;
  classId: number;
  /** 隔壁兴趣班 of another teacher, with the stranger in it. */
  otherClassId: number;
  mathBookId: number;
  /** A book 李小明 does not have (英语, DIGITAL). */
  englishBookId: number;
  lessonId: number;
}

export async function castOf(app: FastifyInstance, db: Db): Promise<Cast> {
  const teacher = await signIn(app, DEMO_USERS.teacher.mobile);
  const student = await signIn(app, DEMO_USERS.student.mobile, 'STUDENT');
  const [me] = await db.select().from(users).where(eq(users.mobile, DEMO_USERS.student.mobile));
  const [mate] = await db.select().from(users).where(eq(users.displayName, CLASSMATES[4]!));
  const classmate = (await app.tokens.issue('teacher', mate!.id)).access_token;
  const mine = (await call<UserClass[]>(app, { url: ClassPaths.list, token: teacher })).body.data;
  const cls = mine.find((c) => c.type === 'ADMIN')!;
  const [school] = await db.select().from(schools).limit(1);
  const [other] = await db
    .insert(users)
    .values({ mobile: '13700009911', displayName: '隔壁老师', userType: 'ASSISTANT', schoolId: school!.id })
    .returning();
  const [strangerRow] = await db
    .insert(users)
    .values({ mobile: '13700009912', displayName: '隔壁同学', userType: 'STUDENT' })
    .returning();
  const [otherClass] = await db
    .insert(classes)
    .values({ schoolId: school!.id, ownerId: other!.id, type: 'INTEREST', name: '隔壁兴趣班' })
    .returning();
  await db.insert(classStudents).values({ classId: otherClass!.id, studentId: strangerRow!.id });
  const token = async (id: number) => (await app.tokens.issue('teacher', id)).access_token;
  const books = await db.select().from(digitalBooks).orderBy(asc(digitalBooks.id));
  const mathBookId = books[1]!.id;
  const [lesson] = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .innerJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
    .where(and(eq(digitalLessons.bookId, mathBookId)))
    .orderBy(asc(digitalUnits.sort), asc(digitalLessons.sort))
    .limit(1);
  return {
    student,
    studentId: me!.id,
    classmate,
    teacher,
    otherTeacher: await token(other!.id),
    stranger: await token(strangerRow!.id),
    classId: cls.id,
    otherClassId: otherClass!.id,
    mathBookId,
    englishBookId: books[2]!.id,
    lessonId: lesson!.id,
  };
}

export const get = <T>(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  query: Record<string, unknown> = {},
) =>
  call<T>(app, {
    url,
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  }).then((r) => r.body);

export const post = <T>(app: FastifyInstance, url: string, token: string | undefined, body: unknown) =>
  call<T>(app, { method: 'POST', url, token, body }).then((r) => r.body);
