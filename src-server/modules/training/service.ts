import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { PresetFile, TrainingCard, TrainingCatalog, TrainingDetail } from '@shared/api/training';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { trainingClassFiles, trainingLinks, trainingResults, trainings } from '../../db/schema';
import { ownClass } from '../../domain/classes';
import { BizError } from '../../lib/errors';
import { classCourseAccess, ownClassCourses } from './access';
import { resultRows } from './results';
import { card, findTraining, type TrainingRow } from './training-rows';

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

/** The stored workbook description of an excel training (null when there is none). */
export async function workbookOf(db: Db, trainingId: number) {
  const [row] = await db.select({ workbook: trainings.workbook }).from(trainings).where(eq(trainings.id, trainingId));
  return row?.workbook ?? null;
}
