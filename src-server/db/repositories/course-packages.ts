import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { aiCourses, coursePackageCourses, coursePackages, courseSeries } from '../schema';
import type { Executor } from './tx';

/**
 * The course centre's shelves: course series → packages → AI courses. Tables: course_series, course_packages,
 * course_package_courses (defined in schema/aicourse.ts). The AI courses themselves are read through courses.ts.
 */

/** Each series with how many packages it holds, in the centre's order. */
export async function seriesWithPackageCounts(db: Executor) {
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

/** `%s%` for ILIKE with the user's `%`, `_` and `\` taken literally. */
export const containing = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PackageFilter {
  seriesId?: number;
  grade?: string;
  subject?: string;
  keyword?: string;
}

/** A package as the centre lists it: with its series' name, course count and cover. */
export type PackageRow = NonNullable<Awaited<ReturnType<typeof findPackage>>>;

/** One page of packages matching the filter, and how many match. */
export async function findPackages(db: Executor, f: PackageFilter, page: { limit: number; offset: number }) {
  const where = and(
    f.seriesId ? eq(coursePackages.seriesId, f.seriesId) : undefined,
    f.grade ? ilike(coursePackages.gradeRange, containing(f.grade)) : undefined,
    f.subject ? eq(coursePackages.subject, f.subject) : undefined,
    f.keyword
      ? or(ilike(coursePackages.name, containing(f.keyword)), ilike(coursePackages.description, containing(f.keyword)))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(coursePackages).where(where);
  const list = await db
    .select(packageCols)
    .from(coursePackages)
    .innerJoin(courseSeries, eq(courseSeries.id, coursePackages.seriesId))
    .where(where)
    .orderBy(asc(courseSeries.sort), asc(coursePackages.sort), asc(coursePackages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { list, total: total?.n ?? 0 };
}

export async function findPackage(db: Executor, packageId: number) {
  const [pkg] = await db
    .select(packageCols)
    .from(coursePackages)
    .innerJoin(courseSeries, eq(courseSeries.id, coursePackages.seriesId))
    .where(eq(coursePackages.id, packageId));
  return pkg;
}

/** The AI courses of a package, in the package's order. */
export async function packageCourses(db: Executor, packageId: number) {
  const rows = await db
    .select({ c: aiCourses })
    .from(coursePackageCourses)
    .innerJoin(aiCourses, eq(aiCourses.id, coursePackageCourses.courseId))
    .where(eq(coursePackageCourses.packageId, packageId))
    .orderBy(asc(coursePackageCourses.sort));
  return rows.map(({ c }) => c);
}

/** The packages that hold an AI course. */
export async function packagesHolding(db: Executor, courseId: number) {
  return db
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
}
