import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogCourse, CoursePackage, packageListQuery } from '@shared/api/course-center';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { aiCourses, coursePackageCourses, coursePackages, courseSeries, schoolCourses } from '../../db/schema';
import { requireTeacher } from '../../domain/classes';
import { notFound } from '../../lib/errors';

/** The course centre: series → packages → AI courses, the catalogue, the school's AI courses, and applications. */

export async function seriesList(db: Db) {
  const rows = await db
    .select({ s: courseSeries, n: count(coursePackages.id) })
    .from(courseSeries)
    .leftJoin(coursePackages, eq(coursePackages.seriesId, courseSeries.id))
    .groupBy(courseSeries.id)
    .orderBy(asc(courseSeries.sort), asc(courseSeries.id));
  return rows.map(({ s, n }) => ({ id: s.id, name: s.name, description: s.description, packageCount: n }));
}

const packageCols = {
  id: coursePackages.id,
  seriesId: coursePackages.seriesId,
  seriesName: courseSeries.name,
  name: coursePackages.name,
  description: coursePackages.description,
  gradeRange: coursePackages.gradeRange,
  subject: coursePackages.subject,
  courseCount: sql<number>`(select count(*)::int from ${coursePackageCourses} where ${coursePackageCourses.packageId} = ${coursePackages.id})`,
  // A package shows its first course's cover.
  coverUrl: sql<string>`coalesce((select ${aiCourses.coverUrl} from ${coursePackageCourses} join ${aiCourses} on ${aiCourses.id} = ${coursePackageCourses.courseId} where ${coursePackageCourses.packageId} = ${coursePackages.id} order by ${coursePackageCourses.sort} limit 1), '')`,
};

export const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function packageList(db: Db, q: z.output<typeof packageListQuery>) {
  const where = and(
    q.seriesId ? eq(coursePackages.seriesId, q.seriesId) : undefined,
    q.grade ? ilike(coursePackages.gradeRange, like(q.grade)) : undefined,
    q.subject ? eq(coursePackages.subject, q.subject) : undefined,
    q.keyword
      ? or(ilike(coursePackages.name, like(q.keyword)), ilike(coursePackages.description, like(q.keyword)))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(coursePackages).where(where);
  const list = await db
    .select(packageCols)
    .from(coursePackages)
    .innerJoin(courseSeries, eq(courseSeries.id, coursePackages.seriesId))
    .where(where)
    .orderBy(asc(courseSeries.sort), asc(coursePackages.sort), asc(coursePackages.id))
    .limit(q.pageSize)
    .offset((q.pageNum - 1) * q.pageSize);
  return { list: list.map(pkgOut), total: total?.n ?? 0 };
}

const pkgOut = (p: CoursePackage): CoursePackage => ({ ...p, courseCount: Number(p.courseCount) });

/** The AI course ids the school holds. */
async function heldAi(db: Db, schoolId: number | null): Promise<Set<number>> {
  if (!schoolId) return new Set();
  const rows = await db
    .select({ id: schoolCourses.courseId })
    .from(schoolCourses)
    .where(and(eq(schoolCourses.schoolId, schoolId), eq(schoolCourses.courseType, 'AI_COURSE')));
  return new Set(rows.map((r) => r.id));
}

export const aiOut = (c: typeof aiCourses.$inferSelect, entitled: boolean): CatalogCourse => ({
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
  const [pkg] = await db
    .select(packageCols)
    .from(coursePackages)
    .innerJoin(courseSeries, eq(courseSeries.id, coursePackages.seriesId))
    .where(eq(coursePackages.id, packageId));
  if (!pkg) throw notFound(Msg.packageNotFound);
  const held = await heldAi(db, teacher.schoolId);
  const courses = await db
    .select({ c: aiCourses })
    .from(coursePackageCourses)
    .innerJoin(aiCourses, eq(aiCourses.id, coursePackageCourses.courseId))
    .where(eq(coursePackageCourses.packageId, packageId))
    .orderBy(asc(coursePackageCourses.sort));
  return { ...pkgOut(pkg), courses: courses.map(({ c }) => aiOut(c, held.has(c.id))) };
}

export async function correlatePackages(db: Db, teacherId: number, courseId: number) {
  await requireTeacher(db, teacherId);
  const [course] = await db.select({ id: aiCourses.id }).from(aiCourses).where(eq(aiCourses.id, courseId));
  if (!course) throw notFound(Msg.courseNotFound);
  const rows = await db
    .select(packageCols)
    .from(coursePackages)
    .innerJoin(courseSeries, eq(courseSeries.id, coursePackages.seriesId))
    .where(
      inArray(
        coursePackages.id,
        db
          .select({ id: coursePackageCourses.packageId })
          .from(coursePackageCourses)
          .where(eq(coursePackageCourses.courseId, courseId)),
      ),
    )
    .orderBy(asc(coursePackages.id));
  return rows.map(pkgOut);
}

/** One course of either type, public. */
