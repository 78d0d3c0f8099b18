import { and, asc, eq } from 'drizzle-orm';
import { autoMark } from '../../modules/task/marking';
import type { Executor } from '../repositories/tx';
import {
  classes,
  classStudents,
  digitalBooks,
  digitalHomeworkNotices,
  digitalLessons,
  digitalResources,
  digitalUnits,
  errorQuestions,
  questions,
  taskClasses,
  tasks,
  taskSubmissions,
  users,
  type StoredAnswer,
} from '../schema';
import { CLASSMATES } from './1100-aicourse';
import { DEMO_USERS } from './demo-accounts';
import { QUESTION_BANK } from './task-questions';

const DAY = 24 * 3600 * 1000;

/** The demo task: pushed to 三年级2班 from 数学 三年级下册's first lesson; four classmates have answered. */
export const DEMO_TASK = { title: '混合运算练习：买文具', bookIndex: 1 } as const;

/**
 * The question bank for every demo book's first unit, and one pushed task with submissions, so that the task
 * screens, statistics and error book have real data: 张子涵 full marks and 陈思雨 one wrong (both marked); 刘浩然
 * and 赵一诺 one wrong each with the subjective answer waiting for the teacher (the teacher's red dot shows 2).
 * 李小明 has not opened it (the student's red dot).
 */
export async function seedTasks(db: Executor) {
  const books = await db
    .select({ id: digitalBooks.id, subject: digitalBooks.subject })
    .from(digitalBooks)
    .orderBy(asc(digitalBooks.id));
  for (const book of books) {
    const bank = QUESTION_BANK[book.subject];
    const [unit] = await db
      .select({ id: digitalUnits.id })
      .from(digitalUnits)
      .where(eq(digitalUnits.bookId, book.id))
      .orderBy(asc(digitalUnits.sort))
      .limit(1);
    if (!bank || !unit) continue;
    const lessons = await db
      .select()
      .from(digitalLessons)
      .where(eq(digitalLessons.unitId, unit.id))
      .orderBy(asc(digitalLessons.sort));
    const rows = lessons.flatMap((l, k) =>
      (bank[k] ?? []).map((q, sort) => ({ ...q, bookId: book.id, lessonId: l.id, page: l.startPage, sort })),
    );
    if (rows.length) await db.insert(questions).values(rows);
  }
  await seedDemoTask(db, books[DEMO_TASK.bookIndex]?.id);
}

async function seedDemoTask(db: Executor, bookId: number | undefined) {
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, DEMO_USERS.teacher.mobile), eq(users.userType, DEMO_USERS.teacher.userType)));
  const [cls] = teacher
    ? await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.ownerId, teacher.id), eq(classes.type, 'ADMIN')))
        .limit(1)
    : [];
  const [lesson] = bookId
    ? await db
        .select({ id: digitalLessons.id })
        .from(digitalLessons)
        .innerJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
        .where(eq(digitalLessons.bookId, bookId))
        .orderBy(asc(digitalUnits.sort), asc(digitalLessons.sort))
        .limit(1)
    : [];
  if (!teacher || !cls || !lesson || !bookId) return;
  const qs = await db.select().from(questions).where(eq(questions.lessonId, lesson.id)).orderBy(asc(questions.sort));
  const resources = await db
    .select({ id: digitalResources.id })
    .from(digitalResources)
    .where(eq(digitalResources.lessonId, lesson.id))
    .orderBy(asc(digitalResources.sort))
    .limit(2);
  const now = Date.now();
  // Three days from now at 20:00 Beijing time (12:00 UTC).
  const deadline = new Date(Math.floor((now + 3 * DAY) / DAY) * DAY + 12 * 3600 * 1000);
  const [task] = await db
    .insert(tasks)
    .values({
      teacherId: teacher.id,
      bookId,
      lessonId: lesson.id,
      title: DEMO_TASK.title,
      description: '先读课本第一课，再完成下面的练习。计算题要写出过程。',
      questionIds: qs.map((q) => q.id),
      resourceIds: resources.map((r) => r.id),
      deadline,
      createdAt: new Date(now - DAY),
    })
    .returning();
  await db.insert(taskClasses).values({ taskId: task!.id, classId: cls.id });
  const students = await db
    .select({ id: users.id, name: users.displayName })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, cls.id));
  const answered = students.filter((s) => CLASSMATES.slice(0, 4).includes(s.name as (typeof CLASSMATES)[number]));
  await db.insert(digitalHomeworkNotices).values(
    students.map((s) => ({
      userId: s.id,
      bookId,
      title: `新作业：${task!.title}`,
      taskId: task!.id,
      readAt: answered.some((a) => a.id === s.id) ? new Date(now - DAY / 2) : null,
    })),
  );

  // Right answers of the lesson's objective questions, and what each classmate wrote instead.
  const plans: Record<string, { wrong: Record<number, string>; subjective: number | null; comment: string }> = {
    [CLASSMATES[0]!]: { wrong: {}, subjective: 5, comment: '过程完整，书写工整，继续保持！' },
    [CLASSMATES[1]!]: { wrong: { 1: 'T' }, subjective: 3, comment: '注意先乘除后加减。' },
    [CLASSMATES[2]!]: { wrong: { 2: '8' }, subjective: null, comment: '' },
    [CLASSMATES[3]!]: { wrong: { 0: 'C' }, subjective: null, comment: '' },
  };
  for (const [k, s] of answered.entries()) {
    const plan = plans[s.name]!;
    const answers: StoredAnswer[] = qs.map((q, i) => {
      if (q.type === 'SUBJECTIVE') {
        const text = '50－15×2＝50－30＝20（元）。答：还剩 20 元。';
        const score = plan.subjective;
        return {
          questionId: q.id,
          text,
          photos: [],
          score,
          correct: score === null ? null : score * 2 >= q.score,
          comment: score === 5 ? '很好' : score === null ? '' : '答句要写完整',
        };
      }
      const text = plan.wrong[i] ?? q.answer;
      return { questionId: q.id, text, photos: [], ...autoMark(q, text), comment: '' };
    });
    const pending = answers.some((a) => a.score === null);
    const submittedAt = new Date(now - DAY / 2 + k * 3600 * 1000);
    const [sub] = await db
      .insert(taskSubmissions)
      .values({
        taskId: task!.id,
        classId: cls.id,
        studentId: s.id,
        state: pending ? 'SUBMITTED' : 'MARKED',
        answers,
        score: answers.reduce((n, a) => n + (a.score ?? 0), 0),
        comment: plan.comment,
        submittedAt,
        markedAt: pending ? null : new Date(now - DAY / 4),
        updatedAt: submittedAt,
      })
      .returning({ id: taskSubmissions.id });
    await db.insert(digitalHomeworkNotices).values({
      userId: teacher.id,
      bookId,
      title: `${s.name}提交了作业：${task!.title}`,
      taskId: task!.id,
      submissionId: sub!.id,
      readAt: pending ? null : new Date(now - DAY / 4),
    });
    const wrong = answers.filter((a) => a.correct === false);
    if (wrong.length)
      await db
        .insert(errorQuestions)
        .values(wrong.map((a) => ({ studentId: s.id, questionId: a.questionId, taskId: task!.id, myAnswer: a.text })));
  }
}
