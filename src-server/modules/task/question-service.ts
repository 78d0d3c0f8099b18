import { and, asc, eq, inArray } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Question } from '@shared/api/task';
import type { Db } from '../../db/client';
import { digitalLessons, questions } from '../../db/schema';
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

/** The self-test (phone reader): a lesson's objective questions without answers. */
export async function selfTest(db: Db, userId: number, bookId: number, lessonId: number): Promise<Question[]> {
  await requireBook(db, userId, bookId);
  return (await lessonRows(db, bookId, lessonId))
    .filter((q) => q.type !== 'SUBJECTIVE')
    .map((q) => questionView(q, false));
}

export async function checkSelfTest(
  db: Db,
  userId: number,
  input: { bookId: number; lessonId: number; answers: { questionId: number; text: string }[] },
) {
  await requireBook(db, userId, input.bookId);
  const rows = (await lessonRows(db, input.bookId, input.lessonId)).filter((q) => q.type !== 'SUBJECTIVE');
  const ids = input.answers.map((a) => a.questionId);
  const known = new Set(rows.map((q) => q.id));
  if (ids.some((id) => !known.has(id))) throw new BizError(Code.BAD_REQUEST, Msg.taskQuestionNotInLesson);
  const given = new Map(input.answers.map((a) => [a.questionId, a.text]));
  const items = rows.map((q) => ({
    questionId: q.id,
    correct: isCorrect(q, given.get(q.id) ?? ''),
    answer: q.answer,
    explanation: q.explanation,
  }));
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
