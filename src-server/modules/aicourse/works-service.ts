import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { homeworkRequest, markWorksRequest, submitWorksRequest, UnitReport, Works } from '@shared/api/aicourse';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import { aicourseHomework, aicourseSections, aicourseWorks, classStudents, classes } from '../../db/schema';
import { className } from '../../domain/classes';
import { keyFromUrl, ownsImages, filePath } from '../../domain/uploads';
import { BizError, forbidden, notFound } from '../../lib/errors';
import { ownClassCourse, parentClassCourse, requireStudentInClass, unitOfCourse } from './access';
import { courseUnits } from './content-service';
import { signedUrl } from './files';
import { progressOf } from './progress-service';

type WorksRow = typeof aicourseWorks.$inferSelect;

const worksOut = (config: Config, w: WorksRow): Works => ({
  id: w.id,
  studentId: w.studentId,
  unitId: w.unitId,
  url: signedUrl(config, w.url),
  name: w.name,
  stars: w.stars,
  praised: w.praised,
  comment: w.comment,
  createdAt: w.createdAt.toISOString(),
});

/**
 * Upload URLs (UploadResult.url) as stored keys' paths, or a refusal: each must be a file this caller uploaded
 * through the signed path, where its type (images only) and size were checked.
 */
async function uploadedPaths(
  db: Db,
  config: Config,
  owner: { area: 'teacher' | 'parent'; id: number },
  urls: string[],
) {
  const keys = urls.map((url) => keyFromUrl(config, url));
  if (keys.some((k) => k === null) || !(await ownsImages(db, owner, keys as string[]))) {
    throw new BizError(Code.BAD_REQUEST, Msg.worksFileInvalid);
  }
  return (keys as string[]).map(filePath);
}

/** Every student of the class with their works of the unit (students without works included). */
export async function unitWorks(db: Db, config: Config, teacherId: number, studentCourseId: number, unitId: number) {
  const { cc } = await ownClassCourse(db, teacherId, studentCourseId);
  await unitOfCourse(db, cc, unitId);
  const students = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, cc.classId))
    .orderBy(asc(classStudents.id));
  const names = await displayNames(
    db,
    students.map((s) => s.id),
  );
  const rows = await db
    .select()
    .from(aicourseWorks)
    .where(and(eq(aicourseWorks.classCourseId, cc.id), eq(aicourseWorks.unitId, unitId)))
    .orderBy(asc(aicourseWorks.id));
  return students.map((s) => ({
    studentId: s.id,
    name: names.get(s.id) ?? '',
    works: rows.filter((w) => w.studentId === s.id).map((w) => worksOut(config, w)),
  }));
}

/** Idempotent: the same file for the same student and unit is stored once, so retries add nothing. */
export async function submitWorks(
  db: Db,
  config: Config,
  teacherId: number,
  input: z.output<typeof submitWorksRequest>,
) {
  const { cc } = await ownClassCourse(db, teacherId, input.studentCourseId);
  await unitOfCourse(db, cc, input.unitId);
  await requireStudentInClass(db, cc.classId, input.studentUserId);
  const paths = await uploadedPaths(
    db,
    config,
    { area: 'teacher', id: teacherId },
    input.files.map((f) => f.url),
  );
  const values = paths.map((url, i) => ({
    classCourseId: cc.id,
    unitId: input.unitId,
    studentId: input.studentUserId,
    url,
    name: input.files[i]!.name ?? '',
  }));
  await db.insert(aicourseWorks).values(values).onConflictDoNothing();
  const rows = await db
    .select()
    .from(aicourseWorks)
    .where(
      and(
        eq(aicourseWorks.classCourseId, cc.id),
        eq(aicourseWorks.unitId, input.unitId),
        eq(aicourseWorks.studentId, input.studentUserId),
      ),
    )
    .orderBy(asc(aicourseWorks.id));
  return rows.filter((r) => paths.includes(r.url)).map((w) => worksOut(config, w));
}

export async function markWorks(db: Db, config: Config, teacherId: number, input: z.output<typeof markWorksRequest>) {
  const [row] = await db.select().from(aicourseWorks).where(eq(aicourseWorks.id, input.worksId));
  if (!row) throw notFound(Msg.worksNotFound);
  await ownClassCourse(db, teacherId, row.classCourseId);
  const [updated] = await db
    .update(aicourseWorks)
    .set({ stars: input.stars, praised: input.praised, comment: input.comment })
    .where(eq(aicourseWorks.id, row.id))
    .returning();
  return worksOut(config, updated!);
}

async function classNameOf(db: Db, classId: number) {
  const [cls] = await db.select().from(classes).where(eq(classes.id, classId));
  return cls ? className(cls, new Date()) : '';
}

export async function parentCourse(db: Db, parentId: number, studentCourseId: number, childId?: number) {
  const { cc, child } = await parentClassCourse(db, parentId, studentCourseId, childId);
  const progress = await progressOf(db, cc, await classNameOf(db, cc.classId));
  return { ...progress, childId: child.id, childName: child.name };
}

export async function unitReport(
  db: Db,
  config: Config,
  parentId: number,
  q: { studentCourseId: number; unitId: number; childId?: number },
): Promise<UnitReport> {
  const { cc, child } = await parentClassCourse(db, parentId, q.studentCourseId, q.childId);
  const unit = (await courseUnits(db, cc.courseId)).find((u) => u.id === q.unitId);
  if (!unit) throw notFound(Msg.unitNotFound);
  const progress = await progressOf(db, cc, await classNameOf(db, cc.classId));
  const status = progress.units.find((u) => u.unitId === unit.id)!;
  const sections = await db
    .select()
    .from(aicourseSections)
    .where(eq(aicourseSections.unitId, unit.id))
    .orderBy(asc(aicourseSections.sort));
  const works = await db
    .select()
    .from(aicourseWorks)
    .where(
      and(
        eq(aicourseWorks.classCourseId, cc.id),
        eq(aicourseWorks.unitId, unit.id),
        eq(aicourseWorks.studentId, child.id),
      ),
    )
    .orderBy(asc(aicourseWorks.id));
  const homework = await db
    .select()
    .from(aicourseHomework)
    .where(
      and(
        eq(aicourseHomework.classCourseId, cc.id),
        eq(aicourseHomework.unitId, unit.id),
        eq(aicourseHomework.studentId, child.id),
      ),
    )
    .orderBy(asc(aicourseHomework.id));
  return {
    childId: child.id,
    childName: child.name,
    className: progress.className,
    aicourseId: cc.courseId,
    courseTitle: progress.title,
    unit,
    status: status.status,
    finishedAt: status.finishedAt,
    sections: sections.map((s) => ({
      id: s.id,
      order: s.sort + 1,
      kind: s.kind as 'VIDEO',
      title: s.title,
      prompt: s.prompt,
    })),
    works: works.map((w) => worksOut(config, w)),
    homework: homework.map(homeworkOut),
  };
}

const homeworkOut = (h: typeof aicourseHomework.$inferSelect) => ({
  id: h.id,
  unitId: h.unitId,
  sectionId: h.sectionId,
  photos: h.photos,
  text: h.text,
  createdAt: h.createdAt.toISOString(),
});

export async function submitHomework(
  db: Db,
  config: Config,
  parentId: number,
  input: z.output<typeof homeworkRequest>,
) {
  const { cc, child } = await parentClassCourse(db, parentId, input.studentCourseId, input.childId);
  if (cc.classId !== input.classId) throw forbidden();
  await unitOfCourse(db, cc, input.unitId);
  const [section] = await db.select().from(aicourseSections).where(eq(aicourseSections.id, input.sectionId));
  if (!section || section.unitId !== input.unitId) throw notFound(Msg.sectionNotFound);
  const photos = await uploadedPaths(db, config, { area: 'parent', id: parentId }, [...new Set(input.photos)]);
  // A retry after a dropped answer sends the same photos again: hand back the submission it already made.
  const [same] = await db
    .select()
    .from(aicourseHomework)
    .where(
      and(
        eq(aicourseHomework.classCourseId, cc.id),
        eq(aicourseHomework.sectionId, input.sectionId),
        eq(aicourseHomework.studentId, child.id),
        sql`${aicourseHomework.photos} = ${JSON.stringify(photos)}::jsonb`,
      ),
    );
  if (same) return homeworkOut(same);
  const [row] = await db
    .insert(aicourseHomework)
    .values({
      classCourseId: cc.id,
      unitId: input.unitId,
      sectionId: input.sectionId,
      studentId: child.id,
      parentId,
      photos,
      text: input.text,
    })
    .returning();
  return homeworkOut(row!);
}
