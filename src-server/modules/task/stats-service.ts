import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { ClassStatistics } from '@shared/api/task';
import type { Db } from '../../db/client';
import { classStudents, questions, taskClasses, tasks, taskSubmissions } from '../../db/schema';
import { className, ownClass } from '../../domain/classes';
import { requireTeacher } from './access';

const round = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: number[]) => (xs.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length) : null);

/** Five bands of the total: under 60 %, 60–70, 70–80, 80–90, 90 % and over. */
export function distribution(scores: number[], total: number): number[] {
  const bands = [0, 0, 0, 0, 0];
  for (const s of scores) {
    const pct = total > 0 ? s / total : 0;
    const band = pct < 0.6 ? 0 : pct < 0.7 ? 1 : pct < 0.8 ? 2 : pct < 0.9 ? 3 : 4;
    bands[band]!++;
  }
  return bands;
}

/**
 * A class's results over the teacher's tasks (one book's when asked): per task the submitted count, the average
 * and the distribution of marked submissions; per question how many answered, the correct rate and the average
 * score; and the ten questions most often wrong. Only the class's own teacher reads them.
 */
export async function classStatistics(
  db: Db,
  userId: number,
  classId: number,
  bookId: number | undefined,
  now: Date,
): Promise<ClassStatistics> {
  const teacher = await requireTeacher(db, userId);
  const cls = await ownClass(db, teacher.id, classId);
  const conds: SQL[] = [eq(taskClasses.classId, classId), eq(tasks.teacherId, teacher.id)];
  if (bookId) conds.push(eq(tasks.bookId, bookId));
  const taskRows = (
    await db
      .select({ t: tasks })
      .from(tasks)
      .innerJoin(taskClasses, eq(taskClasses.taskId, tasks.id))
      .where(and(...conds))
      .orderBy(asc(tasks.deadline), asc(tasks.id))
  ).map((r) => r.t);
  const [size] = await db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId));
  const taskIds = taskRows.map((t) => t.id).concat(0);
  const subs = (
    await db
      .select()
      .from(taskSubmissions)
      .where(and(eq(taskSubmissions.classId, classId), inArray(taskSubmissions.taskId, taskIds)))
  ).filter((s) => s.state === 'SUBMITTED' || s.state === 'MARKED');
  const qRows = await db
    .select()
    .from(questions)
    .where(inArray(questions.id, [...new Set(taskRows.flatMap((t) => t.questionIds))].concat(0)));
  const qById = new Map(qRows.map((q) => [q.id, q]));

  const taskStats = taskRows.map((t) => {
    const mine = subs.filter((s) => s.taskId === t.id);
    const marked = mine.filter((s) => s.state === 'MARKED').map((s) => s.score ?? 0);
    const total = t.questionIds.reduce((n, id) => n + (qById.get(id)?.score ?? 0), 0);
    return {
      taskId: t.id,
      title: t.title,
      deadline: t.deadline.toISOString(),
      submitted: mine.length,
      average: mean(marked),
      totalScore: total,
      distribution: distribution(marked, total),
    };
  });
  const questionStats = taskRows.flatMap((t) =>
    t.questionIds
      .map((id) => qById.get(id))
      .filter((q) => q !== undefined)
      .map((q) => {
        const judged = subs
          .filter((s) => s.taskId === t.id)
          .map((s) => s.answers.find((a) => a.questionId === q.id))
          .filter((a) => a !== undefined && a.score !== null);
        const right = judged.filter((a) => a!.correct).length;
        return {
          questionId: q.id,
          taskId: t.id,
          stem: q.stem,
          type: q.type as ClassStatistics['questions'][number]['type'],
          answered: judged.length,
          correctRate: judged.length ? round(right / judged.length) : null,
          averageScore: mean(judged.map((a) => a!.score!)),
        };
      }),
  );
  const mostWrong = questionStats
    .filter((q) => q.correctRate !== null && q.correctRate < 1)
    .sort((a, b) => a.correctRate! - b.correctRate! || a.questionId - b.questionId)
    .slice(0, 10)
    .map((q) => ({ questionId: q.questionId, stem: q.stem, correctRate: q.correctRate! }));
  return {
    classId: cls.id,
    className: className(cls, now),
    studentCount: Number(size?.n ?? 0),
    tasks: taskStats,
    questions: questionStats,
    mostWrong,
  };
}
