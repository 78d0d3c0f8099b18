import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { EditCatalogue } from '@shared/api/editing';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import {
  digitalBagItems,
  errorQuestions,
  digitalLectureNotes,
  digitalLessons,
  digitalResources,
  digitalUnits,
  notebooks,
  questions,
  tasks,
  workedExamples,
} from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { badRequest, notFound } from '../../lib/errors';
import { editableBookOf, renameRow, renumberSiblings, reorderSiblings } from './scope';

type Direction = 'up' | 'down';

/** The book's units and lessons in order, with each lesson's resources and lecture notes counted. */
export async function catalogue(db: Executor, auth: AuthContext, bookId: number): Promise<EditCatalogue> {
  const book = await editableBookOf(db, auth, bookId);
  const units = await db
    .select()
    .from(digitalUnits)
    .where(eq(digitalUnits.bookId, bookId))
    .orderBy(asc(digitalUnits.sort), asc(digitalUnits.id));
  const lessons = await db
    .select()
    .from(digitalLessons)
    .where(eq(digitalLessons.bookId, bookId))
    .orderBy(asc(digitalLessons.sort), asc(digitalLessons.id));
  const counts = new Map<number, number>();
  const tally = (rows: { lessonId: number | null; n: number }[]) =>
    rows.forEach((r) => r.lessonId && counts.set(r.lessonId, (counts.get(r.lessonId) ?? 0) + r.n));
  tally(
    await db
      .select({ lessonId: digitalResources.lessonId, n: count() })
      .from(digitalResources)
      .where(eq(digitalResources.bookId, bookId))
      .groupBy(digitalResources.lessonId),
  );
  tally(
    await db
      .select({ lessonId: digitalLectureNotes.lessonId, n: count() })
      .from(digitalLectureNotes)
      .where(eq(digitalLectureNotes.bookId, bookId))
      .groupBy(digitalLectureNotes.lessonId),
  );
  return {
    bookId,
    bookTitle: book.title,
    units: units.map((u) => ({
      id: u.id,
      title: u.title,
      startPage: u.startPage,
      endPage: u.endPage,
      lessons: lessons
        .filter((l) => l.unitId === u.id)
        .map((l) => ({
          id: l.id,
          title: l.title,
          startPage: l.startPage,
          endPage: l.endPage,
          contentCount: counts.get(l.id) ?? 0,
        })),
    })),
  };
}

async function unitOf(db: Executor, auth: AuthContext, unitId: number) {
  const [unit] = await db.select().from(digitalUnits).where(eq(digitalUnits.id, unitId));
  if (!unit) throw notFound(Msg.editingUnitNotFound);
  await editableBookOf(db, auth, unit.bookId);
  return unit;
}

async function lessonOf(db: Executor, auth: AuthContext, lessonId: number) {
  const [lesson] = await db.select().from(digitalLessons).where(eq(digitalLessons.id, lessonId));
  if (!lesson) throw notFound(Msg.editingLessonNotFound);
  await editableBookOf(db, auth, lesson.bookId);
  return lesson;
}

export async function addUnit(db: Db, auth: AuthContext, bookId: number, title: string) {
  await editableBookOf(db, auth, bookId);
  const units = await db.select().from(digitalUnits).where(eq(digitalUnits.bookId, bookId));
  const last = units.reduce((p, u) => Math.max(p, u.endPage), 1);
  const sort = units.reduce((p, u) => Math.max(p, u.sort + 1), 0);
  await db.insert(digitalUnits).values({ bookId, title, sort, startPage: last, endPage: last });
  return catalogue(db, auth, bookId);
}

export async function renameUnit(db: Db, auth: AuthContext, unitId: number, title: string) {
  const unit = await unitOf(db, auth, unitId);
  await renameRow(db, digitalUnits, unitId, title);
  return catalogue(db, auth, unit.bookId);
}

export async function moveUnit(db: Db, auth: AuthContext, unitId: number, direction: Direction) {
  const unit = await unitOf(db, auth, unitId);
  await db.transaction((tx) => reorderSiblings(tx, digitalUnits, digitalUnits.bookId, unitId, direction));
  return catalogue(db, auth, unit.bookId);
}

export async function addLesson(db: Db, auth: AuthContext, unitId: number, title: string) {
  const unit = await unitOf(db, auth, unitId);
  const lessons = await db.select().from(digitalLessons).where(eq(digitalLessons.unitId, unitId));
  const sort = lessons.reduce((p, l) => Math.max(p, l.sort + 1), 0);
  await db
    .insert(digitalLessons)
    .values({ bookId: unit.bookId, unitId, title, sort, startPage: unit.endPage, endPage: unit.endPage });
  return catalogue(db, auth, unit.bookId);
}

export async function renameLesson(db: Db, auth: AuthContext, lessonId: number, title: string) {
  const lesson = await lessonOf(db, auth, lessonId);
  await renameRow(db, digitalLessons, lessonId, title);
  return catalogue(db, auth, lesson.bookId);
}

export async function moveLesson(db: Db, auth: AuthContext, lessonId: number, direction: Direction) {
  const lesson = await lessonOf(db, auth, lessonId);
  await db.transaction((tx) => reorderSiblings(tx, digitalLessons, digitalLessons.unitId, lessonId, direction));
  return catalogue(db, auth, lesson.bookId);
}

/**
 * Deletes lessons with their book content (resources, lecture notes, question bank, worked examples, lesson-bag
 * links). A lesson that teachers or students already use — homework, notebooks, error-book entries — stays:
 * deleting it would take their work away.
 */
async function deleteLessons(tx: Executor, lessonIds: number[]) {
  if (!lessonIds.length) return;
  const has = async (rows: Promise<{ n: number }[]>) => ((await rows)[0]?.n ?? 0) > 0;
  const lessonQuestions = tx.select({ id: questions.id }).from(questions).where(inArray(questions.lessonId, lessonIds));
  const used =
    (await has(tx.select({ n: count() }).from(tasks).where(inArray(tasks.lessonId, lessonIds)))) ||
    (await has(tx.select({ n: count() }).from(notebooks).where(inArray(notebooks.lessonId, lessonIds)))) ||
    (await has(
      tx.select({ n: count() }).from(errorQuestions).where(inArray(errorQuestions.questionId, lessonQuestions)),
    ));
  if (used) throw badRequest(Msg.editingLessonInUse);
  const resources = await tx
    .select({ id: digitalResources.id })
    .from(digitalResources)
    .where(inArray(digitalResources.lessonId, lessonIds));
  if (resources.length)
    await tx.delete(digitalBagItems).where(
      inArray(
        digitalBagItems.resourceId,
        resources.map((r) => r.id),
      ),
    );
  await tx.update(digitalBagItems).set({ lessonId: null }).where(inArray(digitalBagItems.lessonId, lessonIds));
  await tx.delete(digitalResources).where(inArray(digitalResources.lessonId, lessonIds));
  await tx.delete(digitalLectureNotes).where(inArray(digitalLectureNotes.lessonId, lessonIds));
  await tx.delete(questions).where(inArray(questions.lessonId, lessonIds));
  await tx.delete(workedExamples).where(inArray(workedExamples.lessonId, lessonIds));
  await tx.delete(digitalLessons).where(inArray(digitalLessons.id, lessonIds));
}

export async function deleteLesson(db: Db, auth: AuthContext, lessonId: number) {
  const lesson = await lessonOf(db, auth, lessonId);
  await db.transaction(async (tx) => {
    await deleteLessons(tx, [lessonId]);
    await renumberSiblings(tx, digitalLessons, digitalLessons.unitId, lesson.unitId);
  });
  return catalogue(db, auth, lesson.bookId);
}

export async function deleteUnit(db: Db, auth: AuthContext, unitId: number) {
  const unit = await unitOf(db, auth, unitId);
  await db.transaction(async (tx) => {
    const lessons = await tx
      .select({ id: digitalLessons.id })
      .from(digitalLessons)
      .where(and(eq(digitalLessons.unitId, unitId), eq(digitalLessons.bookId, unit.bookId)));
    await deleteLessons(
      tx,
      lessons.map((l) => l.id),
    );
    await tx.delete(digitalUnits).where(eq(digitalUnits.id, unitId));
    await renumberSiblings(tx, digitalUnits, digitalUnits.bookId, unit.bookId);
  });
  return catalogue(db, auth, unit.bookId);
}
