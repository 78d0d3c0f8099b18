import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Question } from '@shared/api/task';
import type { Db } from '../../db/client';
import { classStudents, digitalLessons, questions, taskClasses, tasks } from '../../db/schema';
import { ownsBook } from '../../domain/books';
import { BizError, notFound } from '../../lib/errors';
import { requireTeacher } from './access';
import { isCorrect } from './marking';
import { questionView } from './view';

/** The question bank behind /api/v2/question: a book's lessons' questions, for whoever has the book. */
async function requireBook(db: Db, userId: number, bookId: number) {
  if (!(await ownsBook(db, userId, bookId))) throw new BizError(Code.FORBIDDEN, Msg.digitalNotOwned);
}

async function lessonRows(db: Db, bookId: number, lessonId: number) {
  const [lesson] = await db
    .select({ id: digitalLessons.id })
    .from(digitalLessons)
    .where(and(eq(digitalLessons.id, lessonId), eq(digitalLessons.bookId, bookId)))
    .limit(1);
  if (!lesson) throw notFound(Msg.notFound);
  return db
    .select()
    .from(questions)
    .where(eq(questions.lessonId, lessonId))
    .orderBy(asc(questions.sort), asc(questions.id));
}

/** A lesson's questions with their answers: for a teacher composing a task. */
export async function lessonQuestions(db: Db, userId: number, bookId: number, lessonId: number): Promise<Question[]> {
  await requireTeacher(db, userId);
  await requireBook(db, userId, bookId);
  return (await lessonRows(db, bookId, lessonId)).map((q) => questionView(q, true));
}

export async function questionInfo(db: Db, userId: number, questionId: number): Promise<Question> {
  await requireTeacher(db, userId);
  const [q] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
  if (!q) throw notFound(Msg.questionNotFound);
  await requireBook(db, userId, q.bookId);
  return questionView(q, true);
}

/**
 * Questions of a lesson that an open task (deadline not passed) of one of the caller's classes asks (issue 28): the
 * self-test neither shows nor marks them, or its answer key would be the homework's.
 */
async function openHomeworkQuestions(db: Db, userId: number, lessonId: number): Promise<Set<number>> {
  const rows = await db
    .select({ questionIds: tasks.questionIds })
    .from(tasks)
    .innerJoin(taskClasses, eq(taskClasses.taskId, tasks.id))
    .innerJoin(classStudents, eq(classStudents.classId, taskClasses.classId))
    .where(and(eq(classStudents.studentId, userId), eq(tasks.lessonId, lessonId), gt(tasks.deadline, new Date())));
  return new Set(rows.flatMap((r) => r.questionIds));
}

async function selfTestRows(db: Db, userId: number, bookId: number, lessonId: number) {
  await requireBook(db, userId, bookId);
  const rows = await lessonRows(db, bookId, lessonId);
  const homework = await openHomeworkQuestions(db, userId, lessonId);
  return { rows: rows.filter((q) => q.type !== 'SUBJECTIVE'), homework };
}

/** The self-test (phone reader): a lesson's objective questions without answers, but none of an open homework. */
export async function selfTest(db: Db, userId: number, bookId: number, lessonId: number): Promise<Question[]> {
  const { rows, homework } = await selfTestRows(db, userId, bookId, lessonId);
  return rows.filter((q) => !homework.has(q.id)).map((q) => questionView(q, false));
}

/** Marks the answered questions only: the answer and explanation of a question nobody answered are not given. */
export async function checkSelfTest(
  db: Db,
  userId: number,
  input: { bookId: number; lessonId: number; answers: { questionId: number; text: string }[] },
) {
  const { rows, homework } = await selfTestRows(db, userId, input.bookId, input.lessonId);
  const byId = new Map(rows.map((q) => [q.id, q]));
  const given = new Map(input.answers.map((a) => [a.questionId, a.text]));
  if ([...given.keys()].some((id) => !byId.has(id))) throw new BizError(Code.BAD_REQUEST, Msg.taskQuestionNotInLesson);
  if ([...given.keys()].some((id) => homework.has(id))) throw new BizError(Code.BAD_REQUEST, Msg.selfTestHomeworkOpen);
  const items = [...given].map(([id, text]) => {
    const q = byId.get(id)!;
    return { questionId: q.id, correct: isCorrect(q, text), answer: q.answer, explanation: q.explanation };
  });
  return { correct: items.filter((i) => i.correct).length, total: items.length, items };
}

/** Questions by id that belong to one lesson (pushing a task). */
export async function questionsOfLesson(db: Db, lessonId: number, ids: number[]) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(and(eq(questions.lessonId, lessonId), inArray(questions.id, ids)));
  return rows.length === new Set(ids).size;
}
