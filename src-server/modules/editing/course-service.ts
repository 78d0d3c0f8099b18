import { asc, eq, inArray } from 'drizzle-orm';
import type { EditCourse } from '@shared/api/editing';
import type { SECTION_KINDS } from '@shared/api/aicourse';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import { aiCourses, aicourseOwners, aicourseSections, aicourseUnits } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { notFound } from '../../lib/errors';
import { callerPublisher, editableCourseOf, moved } from './scope';

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
  if (!section) throw notFound(Msg.notFound);
  const unit = await unitOf(db, auth, section.unitId);
  return { section, unit };
}

export async function renameUnit(db: Db, auth: AuthContext, unitId: number, title: string) {
  const unit = await unitOf(db, auth, unitId);
  await db.update(aicourseUnits).set({ title }).where(eq(aicourseUnits.id, unitId));
  return course(db, auth, unit.aicourseId);
}

export async function moveUnit(db: Db, auth: AuthContext, unitId: number, direction: Direction) {
  const unit = await unitOf(db, auth, unitId);
  const units = await db
    .select({ id: aicourseUnits.id })
    .from(aicourseUnits)
    .where(eq(aicourseUnits.aicourseId, unit.aicourseId))
    .orderBy(asc(aicourseUnits.sort), asc(aicourseUnits.id));
  const order = moved(
    units,
    units.findIndex((u) => u.id === unitId),
    direction,
  );
  await db.transaction(async (tx) => {
    for (const [sort, u] of order.entries())
      await tx.update(aicourseUnits).set({ sort }).where(eq(aicourseUnits.id, u.id));
  });
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
  const sections = await db
    .select({ id: aicourseSections.id })
    .from(aicourseSections)
    .where(eq(aicourseSections.unitId, unit.id))
    .orderBy(asc(aicourseSections.sort), asc(aicourseSections.id));
  const order = moved(
    sections,
    sections.findIndex((s) => s.id === sectionId),
    direction,
  );
  await db.transaction(async (tx) => {
    for (const [sort, s] of order.entries())
      await tx.update(aicourseSections).set({ sort }).where(eq(aicourseSections.id, s.id));
  });
  return course(db, auth, unit.aicourseId);
}
