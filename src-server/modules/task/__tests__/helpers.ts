import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ClassPaths, type UserClass } from '@shared/api/classes';
import { TaskPaths, type Question } from '@shared/api/task';
import type { Db } from '../../../db/client';
import { classes, digitalBooks, digitalLessons, digitalUnits, schools, tasks, users } from '../../../db/schema';
import { CLASSMATES } from '../../../db/seeds/1100-aicourse';
import { DEMO_USERS } from '../../../db/seeds/demo-accounts';
import { DEMO_TASK } from '../../../db/seeds/1900-task';
import { call, signIn } from '../../../test-helpers';

/** The demo cast of the homework loop: 王老师, her 三年级2班, 李小明 and his classmates, another teacher. */
export interface Cast {
  teacher: string;
  student: string;
  studentId: number;
  /** 孙悦: in the class, has not answered the demo task. */
  classmate: string;
  otherTeacher: string;
  otherClassId: number;
  parent: string;
  classId: number;
  mathBookId: number;
  lessonId: number;
  /** A lesson of the same book with its own questions. */
  secondLessonId: number;
  demoTaskId: number;
}

export async function castOf(app: FastifyInstance, db: Db): Promise<Cast> {
  const teacher = await signIn(app, DEMO_USERS.teacher.mobile);
  const student = await signIn(app, DEMO_USERS.student.mobile, 'STUDENT');
  const parent = await signIn(app, DEMO_USERS.parent.mobile, 'PARENT');
  const [me] = await db.select().from(users).where(eq(users.mobile, DEMO_USERS.student.mobile));
  const [mate] = await db.select().from(users).where(eq(users.displayName, CLASSMATES[4]!));
  const classmate = (await app.tokens.issue('teacher', mate!.id)).access_token;
  const mine = (await call<UserClass[]>(app, { url: ClassPaths.list, token: teacher })).body.data;
  const cls = mine.find((c) => c.type === 'ADMIN')!;
  const [school] = await db.select().from(schools).limit(1);
  const [other] = await db
    .insert(users)
    .values({ mobile: '13700009901', displayName: '隔壁老师', userType: 'ASSISTANT', schoolId: school!.id })
    .returning();
  const [otherClass] = await db
    .insert(classes)
    .values({ schoolId: school!.id, ownerId: other!.id, type: 'INTEREST', name: '隔壁兴趣班' })
    .returning();
  const otherTeacher = (await app.tokens.issue('teacher', other!.id)).access_token;
  const books = await db.select().from(digitalBooks).orderBy(asc(digitalBooks.id));
  const mathBookId = books[DEMO_TASK.bookIndex]!.id;
  const lessons = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .innerJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
    .where(eq(digitalLessons.bookId, mathBookId))
    .orderBy(asc(digitalUnits.sort), asc(digitalLessons.sort));
  const [demo] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.title, DEMO_TASK.title), eq(tasks.bookId, mathBookId)));
  return {
    teacher,
    student,
    studentId: me!.id,
    classmate,
    otherTeacher,
    otherClassId: otherClass!.id,
    parent,
    classId: cls.id,
    mathBookId,
    lessonId: lessons[0]!.id,
    secondLessonId: lessons[1]!.id,
    demoTaskId: demo!.id,
  };
}

export const get = <T>(app: FastifyInstance, url: string, token: string, query: Record<string, unknown> = {}) =>
  call<T>(app, {
    url,
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  }).then((r) => r.body);

export const post = <T>(app: FastifyInstance, url: string, token: string, body: unknown) =>
  call<T>(app, { method: 'POST', url, token, body }).then((r) => r.body);

export const lessonQuestions = (app: FastifyInstance, c: Cast, lessonId = c.lessonId) =>
  get<Question[]>(app, TaskPaths.lessonQuestions, c.teacher, { bookId: c.mathBookId, lessonId }).then((b) => b.data);

/** An ISO time `hours` from now with the Beijing offset, as the client sends a deadline. */
export function beijing(hours: number): string {
  const t = new Date(Date.now() + hours * 3600_000 + 8 * 3600_000);
  return `${t.toISOString().slice(0, 19)}+08:00`;
}

/** The right answer of every question (the subjective one written out). */
export const rightAnswers = (qs: Question[]) =>
  qs.map((q) => ({ questionId: q.id, text: q.type === 'SUBJECTIVE' ? '50－15×2＝20（元）' : q.answer! }));
