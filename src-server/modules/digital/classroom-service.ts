import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Stroke, annotationsClear, annotationsSave } from '@shared/api/digital';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import { classStudents, digitalAnnotations } from '../../db/schema';
import { className, ownClass, requireTeacher } from '../../domain/classes';
import { checkPage, ownedBook } from './access';

/**
 * Classroom pen strokes, per book page per class, always the caller's own. Class 0 is the teacher's own board;
 * any other class must be the teacher's (another teacher's is 403, unknown 404).
 */
async function checkClass(db: Db, userId: number, classId: number) {
  await requireTeacher(db, userId);
  if (classId !== 0) await ownClass(db, userId, classId);
}

const scope = (userId: number, bookId: number, classId: number) =>
  and(
    eq(digitalAnnotations.userId, userId),
    eq(digitalAnnotations.bookId, bookId),
    eq(digitalAnnotations.classId, classId),
  );

export async function listAnnotations(db: Db, userId: number, bookId: number, classId: number, page?: number) {
  const book = await ownedBook(db, userId, bookId);
  await checkClass(db, userId, classId);
  if (page !== undefined) checkPage(book, page);
  const rows = await db
    .select()
    .from(digitalAnnotations)
    .where(
      page === undefined
        ? scope(userId, bookId, classId)
        : and(scope(userId, bookId, classId), eq(digitalAnnotations.page, page)),
    )
    .orderBy(asc(digitalAnnotations.page));
  return {
    bookId,
    classId,
    pages: rows
      .filter((r) => (r.strokes as Stroke[]).length > 0)
      .map((r) => ({ page: r.page, strokes: r.strokes as Stroke[], updatedAt: r.updatedAt.toISOString() })),
  };
}

export async function saveAnnotations(db: Db, userId: number, input: z.output<typeof annotationsSave>) {
  const book = await ownedBook(db, userId, input.bookId);
  await checkClass(db, userId, input.classId);
  checkPage(book, input.page);
  const now = new Date();
  await db
    .insert(digitalAnnotations)
    .values({
      userId,
      bookId: book.id,
      classId: input.classId,
      page: input.page,
      strokes: input.strokes,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        digitalAnnotations.userId,
        digitalAnnotations.bookId,
        digitalAnnotations.classId,
        digitalAnnotations.page,
      ],
      set: { strokes: input.strokes, updatedAt: now },
    });
  return { page: input.page, strokes: input.strokes, updatedAt: now.toISOString() };
}

export async function clearAnnotations(db: Db, userId: number, input: z.output<typeof annotationsClear>) {
  const book = await ownedBook(db, userId, input.bookId);
  await checkClass(db, userId, input.classId);
  if (input.page !== undefined) checkPage(book, input.page);
  await db
    .delete(digitalAnnotations)
    .where(
      input.page === undefined
        ? scope(userId, book.id, input.classId)
        : and(scope(userId, book.id, input.classId), eq(digitalAnnotations.page, input.page)),
    );
  return null;
}

/** The students of one of the teacher's classes, for the random picker. */
export async function roster(db: Db, userId: number, classId: number) {
  await requireTeacher(db, userId);
  const cls = await ownClass(db, userId, classId);
  const rows = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.id));
  const names = await displayNames(
    db,
    rows.map((r) => r.id),
  );
  const students = rows.map((r) => ({ id: r.id, name: names.get(r.id) ?? '' }));
  return { classId, className: className(cls, new Date()), students };
}
