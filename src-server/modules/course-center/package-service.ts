import type { z } from 'zod';
import type { CatalogCourse, CoursePackage, packageListQuery } from '@shared/api/course-center';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import {
  findPackage,
  findPackages,
  packageCourses,
  packagesHolding,
  seriesWithPackageCounts,
  type PackageRow,
} from '../../db/repositories/course-packages';
import { findCourse, heldCourseIds } from '../../db/repositories/courses';
import { requireTeacher } from '../../domain/classes';
import { notFound } from '../../lib/errors';

/** The course centre's shelves: series → packages → AI courses, with what the caller's school holds. */

export const seriesList = (db: Db) => seriesWithPackageCounts(db);

export async function packageList(db: Db, q: z.output<typeof packageListQuery>) {
  const { list, total } = await findPackages(db, q, { limit: q.pageSize, offset: (q.pageNum - 1) * q.pageSize });
  return { list: list.map(pkgOut), total };
}

const pkgOut = (p: PackageRow): CoursePackage => ({ ...p, courseCount: Number(p.courseCount) });

type AiCourseRow = Awaited<ReturnType<typeof packageCourses>>[number];

export const aiOut = (c: AiCourseRow, entitled: boolean): CatalogCourse => ({
  courseId: c.id,
  courseType: 'AI_COURSE',
  title: c.title,
  coverUrl: c.coverUrl,
  subject: c.subject,
  gradeRange: c.gradeRange,
  description: c.description,
  lessonCount: c.lessonCount,
  entitled,
});

export async function packageInfo(db: Db, teacherId: number, packageId: number) {
  const teacher = await requireTeacher(db, teacherId);
  const pkg = await findPackage(db, packageId);
  if (!pkg) throw notFound(Msg.packageNotFound);
  const held = await heldCourseIds(db, teacher.schoolId, 'AI_COURSE');
  const courses = await packageCourses(db, packageId);
  return { ...pkgOut(pkg), courses: courses.map((c) => aiOut(c, held.has(c.id))) };
}

export async function correlatePackages(db: Db, teacherId: number, courseId: number) {
  await requireTeacher(db, teacherId);
  if (!(await findCourse(db, 'AI_COURSE', courseId))) throw notFound(Msg.courseNotFound);
  return (await packagesHolding(db, courseId)).map(pkgOut);
}
