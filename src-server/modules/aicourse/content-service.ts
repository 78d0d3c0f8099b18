import { bookTitle } from '@shared/rules/book-title';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AiCourseDetail, AiCourseSection, AiCourseUnit } from '@shared/api/aicourse';
import type { CourseResource } from '@shared/api/aicourse';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findUserSummary } from '../../db/repositories/users';
import {
  aicourseResources,
  aicourseSections,
  aicourseTeam,
  aicourseUnits,
  classCourses,
  classes,
  courseApplies,
  coursePackageCourses,
  coursePackages,
  courseSeries,
  schoolCourses,
} from '../../db/schema';
import { className, requireTeacher } from '../../domain/classes';
import { contentSize } from '../../lib/shared-content';
import { findAiCourse, findSection, findUnit, requireEntitled } from './access';
import { aicourseDir, signedUrl } from './files';

/** The generated file's size (the seed cannot know it: the media are made when the server starts). */
function sizeOf(config: Config, path: string) {
  const shared = contentSize(config, 'aicourse', path);
  if (shared !== undefined) return shared;
  try {
    return statSync(join(aicourseDir(config), path)).size;
  } catch {
    return 0;
  }
}

type Section = typeof aicourseSections.$inferSelect;

export const sectionOut = (config: Config, s: Section): AiCourseSection => ({
  id: s.id,
  unitId: s.unitId,
  order: s.sort + 1,
  kind: s.kind as AiCourseSection['kind'],
  title: s.title,
  videoUrl: s.video ? signedUrl(config, s.video) : '',
  duration: s.duration,
  prompt: s.prompt,
  options: s.options,
  answer: s.answer,
});

/** Units of a course with their section counts and video seconds, in order. */
export async function courseUnits(db: Db, aicourseId: number): Promise<AiCourseUnit[]> {
  const rows = await db
    .select({
      unit: aicourseUnits,
      sections: count(aicourseSections.id),
      duration: sql<number>`coalesce(sum(${aicourseSections.duration}), 0)::int`,
    })
    .from(aicourseUnits)
    .leftJoin(aicourseSections, eq(aicourseSections.unitId, aicourseUnits.id))
    .where(eq(aicourseUnits.aicourseId, aicourseId))
    .groupBy(aicourseUnits.id)
    .orderBy(asc(aicourseUnits.sort));
  return rows.map(({ unit, sections, duration }) => ({
    id: unit.id,
    aicourseId: unit.aicourseId,
    order: unit.sort + 1,
    title: unit.title,
    summary: unit.summary,
    goals: unit.goals,
    sectionCount: sections,
    duration: Number(duration),
  }));
}

/** Course detail: public; a teacher also learns whether their school holds it and which classes run it. */
export async function courseDetail(db: Db, aicourseId: number, teacherId?: number): Promise<AiCourseDetail> {
  const course = await findAiCourse(db, aicourseId);
  const units = await courseUnits(db, aicourseId);
  const team = await db
    .select()
    .from(aicourseTeam)
    .where(eq(aicourseTeam.aicourseId, aicourseId))
    .orderBy(asc(aicourseTeam.sort));
  const packages = await db
    .select({ id: coursePackages.id, name: coursePackages.name, seriesName: courseSeries.name })
    .from(coursePackageCourses)
    .innerJoin(coursePackages, eq(coursePackages.id, coursePackageCourses.packageId))
    .innerJoin(courseSeries, eq(courseSeries.id, coursePackages.seriesId))
    .where(eq(coursePackageCourses.courseId, aicourseId))
    .orderBy(asc(coursePackages.id));
  let entitled = false;
  let applied = false;
  let mine: AiCourseDetail['classes'] = [];
  const me = teacherId ? await findUserSummary(db, teacherId) : undefined;
  if (me?.schoolId && (me.userType === 'ASSISTANT' || me.userType === 'TEACHER')) {
    const [held] = await db
      .select({ id: schoolCourses.id })
      .from(schoolCourses)
      .where(
        and(
          eq(schoolCourses.schoolId, me.schoolId),
          eq(schoolCourses.courseType, 'AI_COURSE'),
          eq(schoolCourses.courseId, aicourseId),
        ),
      );
    entitled = !!held;
    const [apply] = await db
      .select({ id: courseApplies.id })
      .from(courseApplies)
      .where(
        and(
          eq(courseApplies.schoolId, me.schoolId),
          eq(courseApplies.courseType, 'AI_COURSE'),
          eq(courseApplies.courseId, aicourseId),
          inArray(courseApplies.status, ['PENDING', 'APPROVED']),
        ),
      );
    applied = !!apply;
    const rows = await db
      .select({ id: classCourses.id, cls: classes })
      .from(classCourses)
      .innerJoin(classes, eq(classes.id, classCourses.classId))
      .where(
        and(
          eq(classes.ownerId, me.id),
          eq(classCourses.courseType, 'AI_COURSE'),
          eq(classCourses.courseId, aicourseId),
        ),
      )
      .orderBy(asc(classCourses.id));
    const now = new Date();
    mine = rows.map((r) => ({ studentCourseId: r.id, classId: r.cls.id, className: className(r.cls, now) }));
  }
  return {
    id: course.id,
    title: course.title,
    coverUrl: course.coverUrl,
    subject: course.subject,
    gradeRange: course.gradeRange,
    description: course.description,
    goals: units.map((u) => u.summary),
    lessonCount: course.lessonCount,
    unitCount: units.length,
    sectionCount: units.reduce((n, u) => n + u.sectionCount, 0),
    team: team.map((m) => ({ name: m.name, title: m.title, intro: m.intro, avatar: '' })),
    packages,
    entitled,
    applied,
    classes: mine,
  };
}

/** The outline is what a course page shows to any teacher (the lessons themselves need the entitlement). */
export async function unitList(db: Db, teacherId: number, aicourseId: number) {
  await requireTeacher(db, teacherId);
  await findAiCourse(db, aicourseId);
  return courseUnits(db, aicourseId);
}

export async function sectionList(db: Db, config: Config, teacherId: number, unitId: number) {
  const unit = await findUnit(db, unitId);
  await requireEntitled(db, teacherId, unit.aicourseId);
  const rows = await db
    .select()
    .from(aicourseSections)
    .where(eq(aicourseSections.unitId, unitId))
    .orderBy(asc(aicourseSections.sort));
  return rows.map((s) => sectionOut(config, s));
}

export async function oneSection(db: Db, config: Config, teacherId: number, sectionId: number) {
  const section = await findSection(db, sectionId);
  const unit = await findUnit(db, section.unitId);
  await requireEntitled(db, teacherId, unit.aicourseId);
  return sectionOut(config, section);
}

export async function resources(
  db: Db,
  config: Config,
  teacherId: number,
  aicourseId: number,
): Promise<CourseResource[]> {
  await requireEntitled(db, teacherId, aicourseId);
  const rows = await db
    .select()
    .from(aicourseResources)
    .where(eq(aicourseResources.aicourseId, aicourseId))
    .orderBy(asc(aicourseResources.id));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as CourseResource['kind'],
    title: r.title,
    unitId: r.unitId,
    url: signedUrl(config, r.path),
    size: r.size || sizeOf(config, r.path),
  }));
}

/** The course's learning sheets, one per unit. */
export async function courseBook(db: Db, config: Config, teacherId: number, aicourseId: number) {
  const course = await findAiCourse(db, aicourseId);
  const list = await resources(db, config, teacherId, aicourseId);
  const units = await courseUnits(db, aicourseId);
  return {
    aicourseId,
    title: `${bookTitle(course.title)}学习手册`,
    units: units.flatMap((u) => {
      const sheet = list.find((r) => r.unitId === u.id && r.kind === 'IMAGE');
      return sheet ? [{ unitId: u.id, title: `第${u.order}单元 ${u.title}`, url: sheet.url, pageCount: 1 }] : [];
    }),
  };
}
