import { and, asc, eq, ne } from 'drizzle-orm';
import { TrainingPaths } from '@shared/api/training';
import type { Executor } from '../repositories/tx';
import {
  classCourses,
  classStudents,
  digitalBooks,
  digitalLessons,
  trainingLinks,
  trainingResults,
  trainings,
  users,
} from '../schema';
import { DEMO_USERS } from './demo-accounts';

const TRAINING_BOOK = '信息科技 五年级';
import { BUGGY_TRAINING, TRAINING_SEEDS } from './training-content';

/** The AI lab's demo trainings, all in the lab catalogue; the excel one's workbook is served by its url. */
export async function seedTrainings(db: Executor) {
  for (const [i, t] of TRAINING_SEEDS.entries()) {
    const [row] = await db
      .insert(trainings)
      .values({
        title: t.title,
        kind: t.kind,
        subject: t.subject,
        grade: t.grade,
        summary: t.summary,
        instructions: t.instructions,
        steps: t.steps,
        presetFiles: t.presetFiles,
        workbook: t.workbook ?? null,
        checkSpec: t.check,
        minutes: t.minutes,
        sort: i,
      })
      .returning({ id: trainings.id });
    const id = row!.id;
    if (t.kind === 'excel') {
      const files = t.presetFiles.map((f) =>
        f.url || f.content ? f : { ...f, url: `${TrainingPaths.workbookPrefix}${id}.xlsx` },
      );
      await db.update(trainings).set({ presetFiles: files }).where(eq(trainings.id, id));
    }
    await db.insert(trainingLinks).values({ trainingId: id, linkType: 'LAB', linkId: 0 });
    if (t.title === BUGGY_TRAINING) await linkToLesson(db, id);
  }
  await seedClassResults(db);
}

/** 图书借阅统计 is also the practice of 信息科技 五年级's first lesson (getTrainingByLinkType BOOK_LESSON). */
async function linkToLesson(db: Executor, trainingId: number) {
  const [lesson] = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .innerJoin(digitalBooks, eq(digitalBooks.id, digitalLessons.bookId))
    .where(eq(digitalBooks.title, TRAINING_BOOK))
    .orderBy(asc(digitalLessons.id))
    .limit(1);
  if (lesson) await db.insert(trainingLinks).values({ trainingId, linkType: 'BOOK_LESSON', linkId: lesson.id });
}

/**
 * Three classmates of 三年级2班 (the demo teacher's class with a course) have done 找出一个数的所有因数, one of them
 * twice, so the teacher's screens show a real class; the demo student 李小明 has done nothing yet.
 */
async function seedClassResults(db: Executor) {
  const [me] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, DEMO_USERS.student.mobile), eq(users.userType, 'STUDENT')));
  if (!me) return;
  const [cc] = await db
    .select({ id: classCourses.id, classId: classCourses.classId })
    .from(classCourses)
    .innerJoin(classStudents, and(eq(classStudents.classId, classCourses.classId), eq(classStudents.studentId, me.id)))
    .orderBy(asc(classCourses.id))
    .limit(1);
  const [factors] = await db.select().from(trainings).where(eq(trainings.title, '找出一个数的所有因数'));
  if (!cc || !factors) return;
  const mates = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(and(eq(classStudents.classId, cc.classId), ne(classStudents.studentId, me.id)))
    .orderBy(asc(classStudents.studentId))
    .limit(3);
  const code = factors.presetFiles.find((f) => f.name === 'main.py')?.content ?? '';
  const day = (h: number) => new Date(Date.now() - h * 3600_000);
  const rows = mates.flatMap((m, i) =>
    i === 1
      ? [
          {
            userId: m.id,
            passed: false,
            score: 0,
            createdAt: day(30),
            answer: { code: code.replace('n % i == 0', 'n % i == 1') },
          },
          { userId: m.id, passed: true, score: 100, createdAt: day(26), answer: { code } },
        ]
      : [
          {
            userId: m.id,
            passed: i === 0,
            score: i === 0 ? 100 : 0,
            createdAt: day(28 - i),
            answer: { code: i === 0 ? code : code.replace('n + 1', 'n') },
          },
        ],
  );
  if (rows.length)
    await db.insert(trainingResults).values(rows.map((r) => ({ ...r, trainingId: factors.id, classCourseId: cc.id })));
}
