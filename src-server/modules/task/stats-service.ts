import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ClassStatistics } from '@shared/api/task';
import type { Db } from '../../db/client';
import { findUserNames } from '../../db/repositories/users';
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

type SubmittedRow = Pick<typeof taskSubmissions.$inferSelect, 'studentId' | 'taskId' | 'state' | 'score'>;

/** Per student of the roster: submissions of the tasks, how many are marked, and their mean score rate. */
export function studentStats(
  roster: { id: number; name: string }[],
  subs: SubmittedRow[],
  totals: Map<number, number>,
): ClassStatistics['students'] {
  return roster.map((s) => {
    const mine = subs.filter((x) => x.studentId === s.id);
    const marked = mine.filter((x) => x.state === 'MARKED');
    const rates = marked.map((x) => {
      const total = totals.get(x.taskId) ?? 0;
      return total > 0 ? (x.score ?? 0) / total : 0;
    });
    return {
      studentId: s.id,
      studentName: s.name,
      submitted: mine.length,
      marked: marked.length,
      averageRate: rates.length ? Math.round((rates.reduce((a, b) => a + b, 0) / rates.length) * 10000) / 10000 : null,
    };
  });
}

/**
 * A class's results over the teacher's tasks (one book's when asked): per task the submitted count, the average
 * and the distribution of marked submissions; per question how many answered, the correct rate and the average
 * score; the ten questions most often wrong; and per student of the class, submissions and mean score rate.
 * Only the class's own teacher reads them.
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
  const members = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.id));
  const names = new Map(
    (
      await findUserNames(
        db,
        members.map((m) => m.id),
      )
    ).map((u) => [u.id, u.name]),
  );
  const roster = members.map((m) => ({ id: m.id, name: names.get(m.id) ?? '' }));
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
    studentCount: roster.length,
    tasks: taskStats,
    questions: questionStats,
    mostWrong,
    students: studentStats(roster, subs, new Map(taskStats.map((t) => [t.taskId, t.totalScore]))),
  };
}
