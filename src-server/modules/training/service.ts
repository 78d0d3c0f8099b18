import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Code } from '@shared/api/common';
import type {
  ClassTrainingResults,
  MyTrainingResults,
  PresetFile,
  SaveResultInput,
  TrainingCard,
  TrainingCatalog,
  TrainingDetail,
  TrainingResult,
} from '@shared/api/training';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import {
  classCourses,
  classes,
  classStudents,
  trainingClassFiles,
  trainingLinks,
  trainingResults,
  trainings,
} from '../../db/schema';
import { displayNames } from '../../db/repositories/users';
import { className, ownClass } from '../../domain/classes';
import { BizError, notFound } from '../../lib/errors';
import { classCourseAccess, ownClassCourses } from './access';

type TrainingRow = typeof trainings.$inferSelect;

const card = (t: TrainingRow): TrainingCard => ({
  id: t.id,
  title: t.title,
  kind: t.kind as TrainingCard['kind'],
  subject: t.subject,
  grade: t.grade,
  summary: t.summary,
  stepCount: t.steps.length,
  minutes: t.minutes,
});

async function findTraining(db: Db, trainingId: number): Promise<TrainingRow> {
  const [row] = await db.select().from(trainings).where(eq(trainings.id, trainingId));
  if (!row) throw notFound(Msg.trainingNotFound);
  return row;
}

/** The lab catalogue, filtered by subject, grade and kind, with every subject and grade it has (for the filters). */
export async function catalog(
  db: Db,
  f: { subject?: string; grade?: string; kind?: string },
): Promise<TrainingCatalog> {
  const where: SQL[] = [];
  if (f.subject) where.push(eq(trainings.subject, f.subject));
  if (f.grade) where.push(eq(trainings.grade, f.grade));
  if (f.kind) where.push(eq(trainings.kind, f.kind));
  const inLab = inArray(
    trainings.id,
    db.select({ id: trainingLinks.trainingId }).from(trainingLinks).where(eq(trainingLinks.linkType, 'LAB')),
  );
  const rows = await db
    .select()
    .from(trainings)
    .where(and(inLab, ...where))
    .orderBy(asc(trainings.sort), asc(trainings.id));
  const all = await db
    .selectDistinct({ subject: trainings.subject, grade: trainings.grade })
    .from(trainings)
    .where(inLab);
  const uniq = (xs: string[]) => [...new Set(xs)].sort((a, b) => a.localeCompare(b, 'zh-CN'));
  return { list: rows.map(card), subjects: uniq(all.map((r) => r.subject)), grades: uniq(all.map((r) => r.grade)) };
}

/** Trainings linked to the lab (LAB), an AI course section or a book lesson. */
export async function byLinkType(db: Db, linkType: string, linkId = 0): Promise<TrainingCard[]> {
  const rows = await db
    .select({ t: trainings })
    .from(trainingLinks)
    .innerJoin(trainings, eq(trainings.id, trainingLinks.trainingId))
    .where(and(eq(trainingLinks.linkType, linkType), eq(trainingLinks.linkId, linkType === 'LAB' ? 0 : linkId)))
    .orderBy(asc(trainings.sort), asc(trainings.id));
  return rows.map((r) => card(r.t));
}

/** The training's preset files, with the class teacher's replacements for `classId` applied. */
async function presetFilesOf(db: Db, t: TrainingRow, classId: number | null): Promise<PresetFile[]> {
  const overrides = classId
    ? await db
        .select({ name: trainingClassFiles.name, content: trainingClassFiles.content })
        .from(trainingClassFiles)
        .where(and(eq(trainingClassFiles.trainingId, t.id), eq(trainingClassFiles.classId, classId)))
    : [];
  const byName = new Map(overrides.map((o) => [o.name, o.content]));
  return t.presetFiles.map((f) => {
    const own = byName.get(f.name);
    return own !== undefined ? { name: f.name, content: own, overridden: true } : { ...f, overridden: false };
  });
}

/** A training in full. A class course's preset files apply when the caller teaches or is in that class. */
export async function detail(
  db: Db,
  userId: number | undefined,
  trainingId: number,
  studentCourseId?: number,
): Promise<TrainingDetail> {
  const t = await findTraining(db, trainingId);
  const access = userId && studentCourseId ? await classCourseAccess(db, userId, studentCourseId) : null;
  const [presetFiles, myClasses, mine] = await Promise.all([
    presetFilesOf(db, t, access?.classId ?? null),
    userId ? ownClassCourses(db, userId) : Promise.resolve([]),
    userId ? resultRows(db, and(eq(trainingResults.userId, userId), eq(trainingResults.trainingId, t.id))!) : [],
  ]);
  return {
    ...card(t),
    instructions: t.instructions,
    steps: t.steps,
    presetFiles,
    check: t.checkSpec,
    studentCourseId: access?.studentCourseId ?? null,
    className: access?.className ?? null,
    myClasses,
    signedIn: !!userId,
    myResult: mine[0] ?? null,
  };
}

/** The class teacher replaces (or, with null content, restores) a text preset file of a training for one class. */
export async function setPresetFile(
  db: Db,
  teacherId: number,
  input: { trainingId: number; classId: number; name: string; content: string | null },
): Promise<PresetFile[]> {
  const t = await findTraining(db, input.trainingId);
  await ownClass(db, teacherId, input.classId);
  const file = t.presetFiles.find((f) => f.name === input.name);
  if (!file) throw new BizError(Code.BAD_REQUEST, Msg.trainingFileUnknown);
  if (file.content === undefined) throw new BizError(Code.BAD_REQUEST, Msg.trainingFileNotText);
  const key = and(
    eq(trainingClassFiles.trainingId, t.id),
    eq(trainingClassFiles.classId, input.classId),
    eq(trainingClassFiles.name, input.name),
  );
  if (input.content === null) await db.delete(trainingClassFiles).where(key);
  else {
    const values = { content: input.content, updatedBy: teacherId, updatedAt: new Date() };
    await db
      .insert(trainingClassFiles)
      .values({ trainingId: t.id, classId: input.classId, name: input.name, ...values })
      .onConflictDoUpdate({
        target: [trainingClassFiles.trainingId, trainingClassFiles.classId, trainingClassFiles.name],
        set: values,
      });
  }
  return presetFilesOf(db, t, input.classId);
}

/** Saves the caller's checked attempt (under a class course they teach or learn in, if given). */
export async function saveResult(db: Db, userId: number, input: SaveResultInput): Promise<TrainingResult> {
  const t = await findTraining(db, input.trainingId);
  if (input.studentCourseId) await classCourseAccess(db, userId, input.studentCourseId);
  const isCode = 'code' in input.submission;
  if (isCode !== (t.kind === 'python')) throw new BizError(Code.BAD_REQUEST, Msg.trainingAnswerKind);
  const [row] = await db
    .insert(trainingResults)
    .values({
      trainingId: t.id,
      userId,
      classCourseId: input.studentCourseId ?? null,
      passed: input.passed,
      score: input.score,
      answer: input.submission,
    })
    .returning({ id: trainingResults.id });
  const [saved] = await resultRows(db, eq(trainingResults.id, row!.id), false);
  return saved!;
}

const cls = alias(classes, 'result_class');

/**
 * Result rows with their training, user and class; `latest` keeps each user's newest per training and class course
 * (with the number of attempts), newest first.
 */
async function resultRows(db: Db, where: SQL, latest = true, limit = 200): Promise<TrainingResult[]> {
  const fields = {
    r: trainingResults,
    title: trainings.title,
    kind: trainings.kind,
    subject: trainings.subject,
    grade: trainings.grade,
    cls: { type: cls.type, name: cls.name, gradeYear: cls.gradeYear, classNumber: cls.classNumber },
    attempts: sql<number>`(count(*) over (partition by ${trainingResults.userId}, ${trainingResults.trainingId}, ${trainingResults.classCourseId}))::int`,
  };
  const base = latest
    ? db.selectDistinctOn([trainingResults.userId, trainingResults.trainingId, trainingResults.classCourseId], fields)
    : db.select(fields);
  const rows = await base
    .from(trainingResults)
    .innerJoin(trainings, eq(trainings.id, trainingResults.trainingId))
    .leftJoin(classCourses, eq(classCourses.id, trainingResults.classCourseId))
    .leftJoin(cls, eq(cls.id, classCourses.classId))
    .where(where)
    .orderBy(
      ...(latest ? [trainingResults.userId, trainingResults.trainingId, trainingResults.classCourseId] : []),
      desc(trainingResults.createdAt),
      desc(trainingResults.id),
    )
    .limit(limit);
  const now = new Date();
  const names = await displayNames(db, [...new Set(rows.map((x) => x.r.userId))]);
  return rows
    .map(({ r, cls: c, ...x }) => ({
      id: r.id,
      trainingId: r.trainingId,
      title: x.title,
      kind: x.kind as TrainingResult['kind'],
      subject: x.subject,
      grade: x.grade,
      userId: r.userId,
      userName: names.get(r.userId) ?? '',
      studentCourseId: r.classCourseId,
      className: c && c.type !== null && c.name !== null ? className(c as Parameters<typeof className>[0], now) : null,
      passed: r.passed,
      score: r.score,
      attempts: x.attempts,
      answer: r.answer,
      createdAt: r.createdAt.toISOString(),
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The caller's own latest results, and (for a class teacher) those of their classes' students. */
export async function myResults(db: Db, userId: number): Promise<MyTrainingResults> {
  const mine = await resultRows(db, eq(trainingResults.userId, userId));
  const myClassCourses = db
    .select({ id: classCourses.id })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(eq(classes.ownerId, userId));
  const students = await resultRows(
    db,
    and(inArray(trainingResults.classCourseId, myClassCourses), ne(trainingResults.userId, userId))!,
  );
  return { mine, classes: students };
}

/** Every student of the teacher's class (of the class course) with their latest result of the training. */
export async function classResults(
  db: Db,
  teacherId: number,
  trainingId: number,
  studentCourseId: number,
): Promise<ClassTrainingResults> {
  await findTraining(db, trainingId);
  const access = await classCourseAccess(db, teacherId, studentCourseId);
  if (access.role !== 'owner') throw new BizError(Code.FORBIDDEN, Msg.forbidden);
  const ids = await db
    .select({ studentId: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, access.classId))
    .orderBy(asc(classStudents.studentId));
  const names = await displayNames(
    db,
    ids.map((r) => r.studentId),
  );
  const students = ids.map((r) => ({ studentId: r.studentId, name: names.get(r.studentId) ?? '' }));
  const ofClass = db.select({ id: classCourses.id }).from(classCourses).where(eq(classCourses.classId, access.classId));
  const results = await resultRows(
    db,
    and(eq(trainingResults.trainingId, trainingId), inArray(trainingResults.classCourseId, ofClass))!,
  );
  const byStudent = new Map<number, TrainingResult>();
  for (const r of results) if (!byStudent.has(r.userId)) byStudent.set(r.userId, r);
  return {
    className: access.className,
    students: students.map((s) => ({ ...s, result: byStudent.get(s.studentId) ?? null })),
  };
}

/** The stored workbook description of an excel training (null when there is none). */
export async function workbookOf(db: Db, trainingId: number) {
  const [row] = await db.select({ workbook: trainings.workbook }).from(trainings).where(eq(trainings.id, trainingId));
  return row?.workbook ?? null;
}
