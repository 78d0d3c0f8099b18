import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { EditCourse } from '@shared/api/editing';
import type { SECTION_KINDS } from '@shared/api/aicourse';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import {
  aiCourses,
  aicourseHomework,
  aicourseOwners,
  aicourseProgress,
  aicourseResources,
  aicourseSections,
  aicourseUnits,
  aicourseUnitsDone,
  aicourseWorks,
  trainingLinks,
} from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { badRequest, notFound } from '../../lib/errors';
import { callerPublisher, editableCourseOf, renameRow, renumberSiblings, reorderSiblings } from './scope';

type Direction = 'up' | 'down';

/** The AI courses the caller's publisher owns. */
export async function courses(db: Db, auth: AuthContext) {
  const publisherId = await callerPublisher(db, auth);
  return db
    .select({ id: aiCourses.id, title: aiCourses.title, subject: aiCourses.subject })
    .from(aiCourses)
    .innerJoin(aicourseOwners, eq(aicourseOwners.aicourseId, aiCourses.id))
    .where(eq(aicourseOwners.publisherId, publisherId))
    .orderBy(asc(aiCourses.id));
}

export async function course(db: Executor, auth: AuthContext, aicourseId: number): Promise<EditCourse> {
  await editableCourseOf(db, auth, aicourseId);
  const [c] = await db.select({ title: aiCourses.title }).from(aiCourses).where(eq(aiCourses.id, aicourseId));
  const units = await db
    .select()
    .from(aicourseUnits)
    .where(eq(aicourseUnits.aicourseId, aicourseId))
    .orderBy(asc(aicourseUnits.sort), asc(aicourseUnits.id));
  const sections = units.length
    ? await db
        .select()
        .from(aicourseSections)
        .where(
          inArray(
            aicourseSections.unitId,
            units.map((u) => u.id),
          ),
        )
        .orderBy(asc(aicourseSections.sort), asc(aicourseSections.id))
    : [];
  return {
    aicourseId,
    title: c?.title ?? '',
    units: units.map((u) => ({
      id: u.id,
      title: u.title,
      sections: sections
        .filter((s) => s.unitId === u.id)
        .map((s) => ({ id: s.id, title: s.title, kind: s.kind as (typeof SECTION_KINDS)[number] })),
    })),
  };
}

async function unitOf(db: Executor, auth: AuthContext, unitId: number) {
  const [unit] = await db.select().from(aicourseUnits).where(eq(aicourseUnits.id, unitId));
  if (!unit) throw notFound(Msg.editingUnitNotFound);
  await editableCourseOf(db, auth, unit.aicourseId);
  return unit;
}

async function sectionOf(db: Executor, auth: AuthContext, sectionId: number) {
  const [section] = await db.select().from(aicourseSections).where(eq(aicourseSections.id, sectionId));
  if (!section) throw notFound(Msg.editingSectionNotFound);
  const unit = await unitOf(db, auth, section.unitId);
  return { section, unit };
}

export async function renameUnit(db: Db, auth: AuthContext, unitId: number, title: string) {
  const unit = await unitOf(db, auth, unitId);
  await renameRow(db, aicourseUnits, unitId, title);
  return course(db, auth, unit.aicourseId);
}

export async function moveUnit(db: Db, auth: AuthContext, unitId: number, direction: Direction) {
  const unit = await unitOf(db, auth, unitId);
  await db.transaction((tx) => reorderSiblings(tx, aicourseUnits, aicourseUnits.aicourseId, unitId, direction));
  return course(db, auth, unit.aicourseId);
}

export async function updateSection(
  db: Db,
  auth: AuthContext,
  input: { sectionId: number; title: string; kind: (typeof SECTION_KINDS)[number] },
) {
  const { unit } = await sectionOf(db, auth, input.sectionId);
  await db
    .update(aicourseSections)
    .set({ title: input.title, kind: input.kind })
    .where(eq(aicourseSections.id, input.sectionId));
  return course(db, auth, unit.aicourseId);
}

export async function moveSection(db: Db, auth: AuthContext, sectionId: number, direction: Direction) {
  const { unit } = await sectionOf(db, auth, sectionId);
  await db.transaction((tx) => reorderSiblings(tx, aicourseSections, aicourseSections.unitId, sectionId, direction));
  return course(db, auth, unit.aicourseId);
}

export async function addUnit(db: Db, auth: AuthContext, aicourseId: number, title: string) {
  await editableCourseOf(db, auth, aicourseId);
  const units = await db.select().from(aicourseUnits).where(eq(aicourseUnits.aicourseId, aicourseId));
  const sort = units.reduce((p, u) => Math.max(p, u.sort + 1), 0);
  await db.insert(aicourseUnits).values({ aicourseId, title, sort });
  return course(db, auth, aicourseId);
}

export async function addSection(
  db: Db,
  auth: AuthContext,
  input: { unitId: number; title: string; kind: (typeof SECTION_KINDS)[number] },
) {
  const unit = await unitOf(db, auth, input.unitId);
  const sections = await db.select().from(aicourseSections).where(eq(aicourseSections.unitId, unit.id));
  const sort = sections.reduce((p, s) => Math.max(p, s.sort + 1), 0);
  await db.insert(aicourseSections).values({ unitId: unit.id, title: input.title, kind: input.kind, sort });
  return course(db, auth, unit.aicourseId);
}

const any = async (rows: Promise<{ n: number }[]>) => ((await rows)[0]?.n ?? 0) > 0;

/** Whether classes already used these sections (resume point, parents' homework) or a lab training links to one. */
async function sectionsUsed(tx: Executor, sectionIds: number[]) {
  if (!sectionIds.length) return false;
  return (
    (await any(
      tx.select({ n: count() }).from(aicourseProgress).where(inArray(aicourseProgress.sectionId, sectionIds)),
    )) ||
    (await any(
      tx.select({ n: count() }).from(aicourseHomework).where(inArray(aicourseHomework.sectionId, sectionIds)),
    )) ||
    (await any(
      tx
        .select({ n: count() })
        .from(trainingLinks)
        .where(and(eq(trainingLinks.linkType, 'AICOURSE_SECTION'), inArray(trainingLinks.linkId, sectionIds))),
    ))
  );
}

/** Whether classes already used the unit: progress in it, a finished unit, students' works or homework. */
async function unitUsed(tx: Executor, unitId: number) {
  return (
    (await any(tx.select({ n: count() }).from(aicourseProgress).where(eq(aicourseProgress.unitId, unitId)))) ||
    (await any(tx.select({ n: count() }).from(aicourseUnitsDone).where(eq(aicourseUnitsDone.unitId, unitId)))) ||
    (await any(tx.select({ n: count() }).from(aicourseWorks).where(eq(aicourseWorks.unitId, unitId)))) ||
    (await any(tx.select({ n: count() }).from(aicourseHomework).where(eq(aicourseHomework.unitId, unitId))))
  );
}

/**
 * Deletes a section no class used yet (see sectionsUsed); the unit's other sections close up (sort stays 0, 1, 2…).
 */
export async function deleteSection(db: Db, auth: AuthContext, sectionId: number) {
  const { unit } = await sectionOf(db, auth, sectionId);
  await db.transaction(async (tx) => {
    if (await sectionsUsed(tx, [sectionId])) throw badRequest(Msg.editingSectionInUse);
    await tx.delete(aicourseSections).where(eq(aicourseSections.id, sectionId));
    await renumberSiblings(tx, aicourseSections, aicourseSections.unitId, unit.id);
  });
  return course(db, auth, unit.aicourseId);
}

/**
 * Deletes a unit with its sections, when no class used the unit or any of its sections. The unit's resources stay
 * with the course (as course-wide resources); the other units close up.
 */
export async function deleteUnit(db: Db, auth: AuthContext, unitId: number) {
  const unit = await unitOf(db, auth, unitId);
  await db.transaction(async (tx) => {
    const sections = await tx
      .select({ id: aicourseSections.id })
      .from(aicourseSections)
      .where(eq(aicourseSections.unitId, unitId));
    const used =
      (await unitUsed(tx, unitId)) ||
      (await sectionsUsed(
        tx,
        sections.map((s) => s.id),
      ));
    if (used) throw badRequest(Msg.editingCourseUnitInUse);
    await tx.delete(aicourseSections).where(eq(aicourseSections.unitId, unitId));
    await tx.update(aicourseResources).set({ unitId: null }).where(eq(aicourseResources.unitId, unitId));
    await tx.delete(aicourseUnits).where(eq(aicourseUnits.id, unitId));
    await renumberSiblings(tx, aicourseUnits, aicourseUnits.aicourseId, unit.aicourseId);
  });
  return course(db, auth, unit.aicourseId);
}
