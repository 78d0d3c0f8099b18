import { and, asc, count, eq } from 'drizzle-orm';
import type { CaseCatalogue, LessonCases } from '@shared/api/reader';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { digitalLessons, digitalResources, digitalUnits, workedExamples } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { ownedBook } from './book-access';

/** The book's units and lessons with how many worked examples each has: the lesson picker of 典型例题. */
export async function caseCatalogue(db: Db, userId: number, bookId: number): Promise<CaseCatalogue> {
  const book = await ownedBook(db, userId, bookId);
  const units = await db
    .select({ id: digitalUnits.id, title: digitalUnits.title })
    .from(digitalUnits)
    .where(eq(digitalUnits.bookId, bookId))
    .orderBy(asc(digitalUnits.sort));
  const lessons = await db
    .select({ id: digitalLessons.id, unitId: digitalLessons.unitId, title: digitalLessons.title })
    .from(digitalLessons)
    .where(eq(digitalLessons.bookId, bookId))
    .orderBy(asc(digitalLessons.sort));
  const counts = await db
    .select({ lessonId: workedExamples.lessonId, n: count() })
    .from(workedExamples)
    .where(eq(workedExamples.bookId, bookId))
    .groupBy(workedExamples.lessonId);
  return {
    bookId,
    bookTitle: book.title,
    units: units.map((u) => ({
      title: u.title,
      lessons: lessons
        .filter((l) => l.unitId === u.id)
        .map((l) => ({
          lessonId: l.id,
          title: l.title,
          caseCount: counts.find((c) => c.lessonId === l.id)?.n ?? 0,
        })),
    })),
  };
}

/** A lesson's worked examples (典型例题) and its documents, which open in the office viewer. */
export async function lessonCases(db: Db, userId: number, bookId: number, lessonId: number): Promise<LessonCases> {
  const book = await ownedBook(db, userId, bookId);
  const [lesson] = await db
    .select({ title: digitalLessons.title, unitTitle: digitalUnits.title })
    .from(digitalLessons)
    .innerJoin(digitalUnits, eq(digitalUnits.id, digitalLessons.unitId))
    .where(and(eq(digitalLessons.id, lessonId), eq(digitalLessons.bookId, bookId)));
  if (!lesson) throw notFound(Msg.digitalLessonNotFound);
  const cases = await db
    .select()
    .from(workedExamples)
    .where(eq(workedExamples.lessonId, lessonId))
    .orderBy(asc(workedExamples.sort), asc(workedExamples.id));
  const docs = await db
    .select({ resourceId: digitalResources.id, title: digitalResources.title, format: digitalResources.format })
    .from(digitalResources)
    .where(and(eq(digitalResources.lessonId, lessonId), eq(digitalResources.type, 'DOCUMENT')))
    .orderBy(asc(digitalResources.sort), asc(digitalResources.id));
  return {
    bookId,
    bookTitle: book.title,
    lessonId,
    lessonTitle: lesson.title,
    unitTitle: lesson.unitTitle,
    cases: cases.map((c) => ({
      id: c.id,
      title: c.title,
      problem: c.problem,
      steps: c.steps,
      answer: c.answer,
      page: c.page,
    })),
    documents: docs,
  };
}
