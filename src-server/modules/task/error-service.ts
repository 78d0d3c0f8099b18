import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { Msg } from '@shared/rules/messages';
import type { errorBookQuery } from '@shared/api/task';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import { errorQuestions, questions, tasks, type StoredAnswer } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { whoAmI } from './access';
import { isCorrect } from './marking';
import { questionView } from './view';

/**
 * The error-question book (错题本): a wrong answer puts the question in the student's book (again, if it was
 * mastered); retrying it right marks it mastered. Only the student reads and changes their own book.
 */
export async function recordErrors(db: Executor, studentId: number, taskId: number, wrong: StoredAnswer[]) {
  for (const a of wrong) {
    const myAnswer = a.text || (a.photos.length ? '[图片]' : '');
    await db
      .insert(errorQuestions)
      .values({ studentId, questionId: a.questionId, taskId, myAnswer })
      .onConflictDoUpdate({
        target: [errorQuestions.studentId, errorQuestions.questionId],
        set: { taskId, myAnswer, mastered: false, createdAt: sql`now()` },
      });
  }
}

type BookQuery = z.output<typeof errorBookQuery>;

export async function errorBook(db: Db, userId: number, q: BookQuery) {
  const me = await whoAmI(db, userId);
  const conds: SQL[] = [eq(errorQuestions.studentId, me.id)];
  if (q.bookId) conds.push(eq(questions.bookId, q.bookId));
  if (q.mastered !== undefined) conds.push(eq(errorQuestions.mastered, q.mastered));
  const where = and(...conds);
  const rows = await db
    .select({ e: errorQuestions, q: questions, taskTitle: tasks.title })
    .from(errorQuestions)
    .innerJoin(questions, eq(questions.id, errorQuestions.questionId))
    .leftJoin(tasks, eq(tasks.id, errorQuestions.taskId))
    .where(where)
    .orderBy(desc(errorQuestions.createdAt), desc(errorQuestions.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  const [total] = await db
    .select({ n: count() })
    .from(errorQuestions)
    .innerJoin(questions, eq(questions.id, errorQuestions.questionId))
    .where(where);
  return {
    list: rows.map(({ e, q: question, taskTitle }) => ({
      id: e.id,
      // The answer was already shown when the submission was marked: the book is for reviewing it.
      question: questionView(question, true),
      myAnswer: e.myAnswer,
      taskTitle: taskTitle ?? '',
      addedAt: e.createdAt.toISOString(),
      retries: e.retries,
      mastered: e.mastered,
    })),
    total: Number(total?.n ?? 0),
  };
}

async function ownError(db: Db, userId: number, errorId: number) {
  const [row] = await db
    .select({ e: errorQuestions, q: questions })
    .from(errorQuestions)
    .innerJoin(questions, eq(questions.id, errorQuestions.questionId))
    .where(eq(errorQuestions.id, errorId))
    .limit(1);
  // Another student's entry is answered like a missing one.
  if (!row || row.e.studentId !== userId) throw notFound(Msg.errorQuestionNotFound);
  return row;
}

/** Retries one: objective questions are marked here; a subjective one counts as reviewed (mastered). */
export async function retryError(db: Db, userId: number, errorId: number, answer: string) {
  const { e, q } = await ownError(db, userId, errorId);
  const correct = q.type === 'SUBJECTIVE' ? true : isCorrect(q, answer);
  const mastered = e.mastered || correct;
  await db
    .update(errorQuestions)
    .set({ retries: e.retries + 1, mastered })
    .where(eq(errorQuestions.id, e.id));
  return { correct, answer: q.answer, explanation: q.explanation, mastered };
}

export async function removeError(db: Db, userId: number, errorId: number) {
  const { e } = await ownError(db, userId, errorId);
  await db.delete(errorQuestions).where(eq(errorQuestions.id, e.id));
}
