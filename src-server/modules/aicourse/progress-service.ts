import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ClassProgress, saveProgressRequest } from '@shared/api/aicourse';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import {
  aiCourses,
  aicourseLessons,
  aicourseProgress,
  aicourseUnits,
  aicourseUnitsDone,
  classCourses,
  classes,
} from '../../db/schema';
import { className, requireTeacher } from '../../domain/classes';
import { BizError } from '../../lib/errors';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { findSection, ownClassCourse, unitOfCourse, type ClassCourse } from './access';

/** Today's date in the schools' time zone (China has one), as YYYY-MM-DD. */
export const today = (now = new Date()) => new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 10);

/** The class course's progress: units with their status, the resume point and lessons taught. */
export async function progressOf(db: Db, cc: ClassCourse, name: string): Promise<ClassProgress> {
  const [course] = await db.select().from(aiCourses).where(eq(aiCourses.id, cc.courseId));
  const units = await db
    .select()
    .from(aicourseUnits)
    .where(eq(aicourseUnits.aicourseId, cc.courseId))
    .orderBy(asc(aicourseUnits.sort));
  const done = await db.select().from(aicourseUnitsDone).where(eq(aicourseUnitsDone.classCourseId, cc.id));
  const [resume] = await db.select().from(aicourseProgress).where(eq(aicourseProgress.classCourseId, cc.id));
  const [lessons] = await db
    .select({ n: count() })
    .from(aicourseLessons)
    .where(eq(aicourseLessons.classCourseId, cc.id));
  const doneAt = new Map(done.map((d) => [d.unitId, d.finishedAt]));
  // The current unit: where the class stopped, unless finished, else the first unit not done.
  const current =
    resume && !doneAt.has(resume.unitId) ? resume.unitId : (units.find((u) => !doneAt.has(u.id))?.id ?? null);
  return {
    studentCourseId: cc.id,
    classId: cc.classId,
    className: name,
    aicourseId: cc.courseId,
    title: course?.title ?? '',
    coverUrl: course?.coverUrl ?? '',
    unitId: resume?.unitId ?? null,
    sectionId: resume?.sectionId ?? null,
    unitsDone: units.filter((u) => doneAt.has(u.id)).length,
    unitTotal: units.length,
    lessonsTaught: lessons?.n ?? 0,
    units: units.map((u) => ({
      unitId: u.id,
      order: u.sort + 1,
      title: u.title,
      status: doneAt.has(u.id) ? 'DONE' : u.id === current ? 'CURRENT' : 'TODO',
      finishedAt: doneAt.get(u.id)?.toISOString() ?? null,
    })),
    updatedAt: resume?.updatedAt.toISOString() ?? null,
  };
}

export async function unitUser(db: Db, teacherId: number, studentCourseId: number) {
  const { cc, name } = await ownClassCourse(db, teacherId, studentCourseId);
  return progressOf(db, cc, name);
}

/**
 * Sets the resume point; the classroom retries until acknowledged, so every step is "set to", never "add":
 * the same request twice leaves one state (one lesson per day, one finished mark per unit).
 */
export async function saveUnitUser(db: Db, teacherId: number, input: z.output<typeof saveProgressRequest>) {
  const { cc, name } = await ownClassCourse(db, teacherId, input.studentCourseId);
  await unitOfCourse(db, cc, input.unitId);
  const section = await findSection(db, input.sectionId);
  if (section.unitId !== input.unitId) throw new BizError(Code.NOT_FOUND, Msg.sectionNotFound);
  const now = new Date();
  await withTx(db, async (tx) => {
    await tx
      .insert(aicourseProgress)
      .values({ classCourseId: cc.id, unitId: input.unitId, sectionId: input.sectionId, updatedAt: now })
      .onConflictDoUpdate({
        target: aicourseProgress.classCourseId,
        set: { unitId: input.unitId, sectionId: input.sectionId, updatedAt: now },
      });
    await tx
      .insert(aicourseLessons)
      .values({ classCourseId: cc.id, day: today(now) })
      .onConflictDoNothing();
    if (input.finished) {
      await tx.insert(aicourseUnitsDone).values({ classCourseId: cc.id, unitId: input.unitId }).onConflictDoNothing();
    }
  });
  return progressOf(db, cc, name);
}

/** The teacher's classes running AI courses (optionally one course), each with its progress. */
export async function classCourseList(db: Db, teacherId: number, aicourseId?: number) {
  await requireTeacher(db, teacherId);
  const rows = await db
    .select({ cc: classCourses, cls: classes })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(
      and(
        eq(classes.ownerId, teacherId),
        eq(classCourses.courseType, 'AI_COURSE'),
        aicourseId ? eq(classCourses.courseId, aicourseId) : undefined,
      ),
    )
    .orderBy(asc(classes.id), asc(classCourses.id));
  const now = new Date();
  return Promise.all(rows.map((r) => progressOf(db, r.cc, className(r.cls, now))));
}

/** Progress of many class courses at once, for lesson plans and statistics. */
export async function progressMany(db: Db, list: { cc: ClassCourse; name: string }[]) {
  const ai = list.filter((l) => l.cc.courseType === 'AI_COURSE');
  const out = new Map<number, ClassProgress>();
  if (!ai.length) return out;
  for (const l of ai) out.set(l.cc.id, await progressOf(db, l.cc, l.name));
  return out;
}
