import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Question, Submission, TaskSummary } from '@shared/api/task';
import type { Executor } from '../../db/repositories/tx';
import {
  classes,
  classStudents,
  digitalBooks,
  digitalLessons,
  questions,
  taskClasses,
  taskSubmissions,
} from '../../db/schema';
import { findUserNames } from '../../db/repositories/users';
import { className } from '../../domain/classes';
import type { SubmissionRow, TaskRow } from './access';

export type QuestionRow = typeof questions.$inferSelect;

/**
 * Whether a pupil (or their parent) sees the task's answers: once the submission is marked, or once it is in and the
 * teacher has published the answers. A returned submission is being redone: no answers.
 */
export const answersShown = (task: Pick<TaskRow, 'answersPublishedAt'>, state: string | undefined) =>
  state === 'MARKED' || (state === 'SUBMITTED' && task.answersPublishedAt !== null);

/** A question; its answer and explanation only when `withAnswer` (teachers, and pupils as `answersShown` says). */
export const questionView = (q: QuestionRow, withAnswer: boolean): Question => ({
  id: q.id,
  bookId: q.bookId,
  lessonId: q.lessonId,
  type: q.type as Question['type'],
  stem: q.stem,
  options: q.options,
  score: q.score,
  page: q.page,
  answer: withAnswer ? q.answer : null,
  explanation: withAnswer ? q.explanation : null,
});

/** The task's questions in the teacher's order. */
export async function taskQuestions(db: Executor, task: Pick<TaskRow, 'questionIds'>): Promise<QuestionRow[]> {
  if (!task.questionIds.length) return [];
  const rows = await db.select().from(questions).where(inArray(questions.id, task.questionIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return task.questionIds.map((id) => byId.get(id)).filter((q): q is QuestionRow => Boolean(q));
}

const DONE = sql`${taskSubmissions.state} in ('SUBMITTED', 'MARKED')`;

/** Summaries of tasks: book and lesson titles, total score, and per class its students, submitted and marked. */
export async function summaries(db: Executor, rows: TaskRow[], now: Date): Promise<TaskSummary[]> {
  if (!rows.length) return [];
  const ids = rows.map((t) => t.id);
  const books = await db
    .select({ id: digitalBooks.id, title: digitalBooks.title })
    .from(digitalBooks)
    .where(inArray(digitalBooks.id, [...new Set(rows.map((t) => t.bookId))]));
  const lessons = await db
    .select({ id: digitalLessons.id, title: digitalLessons.title })
    .from(digitalLessons)
    .where(inArray(digitalLessons.id, [...new Set(rows.map((t) => t.lessonId))]));
  const qs = await db
    .select({ id: questions.id, score: questions.score })
    .from(questions)
    .where(inArray(questions.id, [...new Set(rows.flatMap((t) => t.questionIds))].concat(0)));
  const score = new Map(qs.map((q) => [q.id, q.score]));
  const links = await db
    .select({ taskId: taskClasses.taskId, cls: classes })
    .from(taskClasses)
    .innerJoin(classes, eq(classes.id, taskClasses.classId))
    .where(inArray(taskClasses.taskId, ids));
  const classIds = [...new Set(links.map((l) => l.cls.id))].concat(0);
  const sizes = await db
    .select({ classId: classStudents.classId, n: count() })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .groupBy(classStudents.classId);
  const subs = await db
    .select({
      taskId: taskSubmissions.taskId,
      classId: taskSubmissions.classId,
      submitted: sql<number>`count(*) filter (where ${DONE})`,
      marked: sql<number>`count(*) filter (where ${taskSubmissions.state} = 'MARKED')`,
    })
    .from(taskSubmissions)
    .where(inArray(taskSubmissions.taskId, ids))
    .groupBy(taskSubmissions.taskId, taskSubmissions.classId);
  const size = new Map(sizes.map((s) => [s.classId, Number(s.n)]));
  return rows.map((t) => ({
    id: t.id,
    title: t.title,
    bookId: t.bookId,
    bookTitle: books.find((b) => b.id === t.bookId)?.title ?? '',
    lessonId: t.lessonId,
    lessonTitle: lessons.find((l) => l.id === t.lessonId)?.title ?? '',
    deadline: t.deadline.toISOString(),
    createdAt: t.createdAt.toISOString(),
    questionCount: t.questionIds.length,
    totalScore: t.questionIds.reduce((n, id) => n + (score.get(id) ?? 0), 0),
    answersPublishedAt: t.answersPublishedAt?.toISOString() ?? null,
    classes: links
      .filter((l) => l.taskId === t.id)
      .map(({ cls }) => {
        const s = subs.find((x) => x.taskId === t.id && x.classId === cls.id);
        return {
          classId: cls.id,
          className: className(cls, now),
          studentCount: size.get(cls.id) ?? 0,
          submittedCount: Number(s?.submitted ?? 0),
          markedCount: Number(s?.marked ?? 0),
        };
      }),
  }));
}

export async function studentName(db: Executor, id: number): Promise<string> {
  const [row] = await findUserNames(db, [id]);
  return row?.name ?? '';
}

export const submissionView = (s: SubmissionRow, name: string, totalScore: number): Submission => ({
  id: s.id,
  taskId: s.taskId,
  classId: s.classId,
  studentId: s.studentId,
  studentName: name,
  state: s.state as Submission['state'],
  late: s.late,
  submittedAt: s.submittedAt?.toISOString() ?? null,
  markedAt: s.markedAt?.toISOString() ?? null,
  score: s.state === 'DRAFT' ? null : s.score,
  totalScore,
  comment: s.comment,
  returnReason: s.returnReason,
  answers: s.answers,
});
