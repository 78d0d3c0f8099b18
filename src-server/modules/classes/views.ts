import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { ClassCourse, ClassQrTarget, ClassStudent, ClassType, UserClass } from '@shared/api/classes';
import type { CourseType } from '@shared/api/courses';
import { isLevel, levelOfCohort } from '@shared/rules/grades';
import type { Db } from '../../db/client';
import { aiCourses, classCourses, classes, classStudents, liveCourses, schools } from '../../db/schema';
import { displayNames } from '../../db/repositories/users';
import { aiJoin, courseCover, courseTitle, liveJoin } from '../../db/repositories/courses';
import { className, type ClassRow } from '../../domain/classes';

export { className };

export const qrTarget = (row: ClassRow, school: { id: number; name: string }, now: Date): ClassQrTarget => ({
  classId: row.id,
  className: className(row, now),
  schoolId: school.id,
  schoolName: school.name,
  invite: row.invite,
});

async function studentsOf(db: Db, classIds: number[]) {
  if (!classIds.length) return new Map<number, ClassStudent[]>();
  const members = await db
    .select({ classId: classStudents.classId, id: classStudents.id, userId: classStudents.studentId })
    .from(classStudents)
    .where(inArray(classStudents.classId, classIds))
    .orderBy(asc(classStudents.id));
  const names = await displayNames(
    db,
    members.map((m) => m.userId),
  );
  const rows = members.flatMap((m) => {
    const name = names.get(m.userId);
    return name === undefined ? [] : [{ classId: m.classId, id: m.id, name, userId: m.userId }];
  });
  return groupBy(rows, ({ classId, ...s }) => [classId, s]);
}

async function coursesOf(db: Db, classIds: number[]) {
  if (!classIds.length) return new Map<number, ClassCourse[]>();
  const rows = await db
    .select({
      classId: classCourses.classId,
      studentCourseId: classCourses.id,
      courseId: classCourses.courseId,
      courseType: classCourses.courseType,
      title: courseTitle,
      cover: courseCover,
      weekdays: classCourses.weekdays,
    })
    .from(classCourses)
    .leftJoin(aiCourses, aiJoin(classCourses.courseType, classCourses.courseId))
    .leftJoin(liveCourses, liveJoin(classCourses.courseType, classCourses.courseId))
    .where(inArray(classCourses.classId, classIds))
    .orderBy(asc(classCourses.id));
  return groupBy(rows, ({ classId, ...c }) => [classId, { ...c, courseType: c.courseType as CourseType }]);
}

function groupBy<R, V>(rows: R[], split: (r: R) => [number, V]) {
  const map = new Map<number, V[]>();
  for (const r of rows) {
    const [key, value] = split(r);
    map.set(key, [...(map.get(key) ?? []), value]);
  }
  return map;
}

/** Classes in the shape of `userClass`, with students and courses, in the order of `rows`. */
export async function classViews(
  db: Db,
  rows: { cls: ClassRow; school: { id: number; name: string } }[],
  now: Date,
): Promise<UserClass[]> {
  const ids = rows.map((r) => r.cls.id);
  const [students, courses] = await Promise.all([studentsOf(db, ids), coursesOf(db, ids)]);
  return rows.map(({ cls, school }) => {
    const level = cls.gradeYear === null ? null : levelOfCohort(cls.gradeYear, now);
    return {
      id: cls.id,
      userId: cls.ownerId,
      name: className(cls, now),
      type: cls.type as ClassType,
      level: level !== null && isLevel(level) ? level : null,
      classNumber: cls.classNumber,
      gradeYear: cls.gradeYear,
      intro: cls.intro,
      invite: cls.invite,
      school,
      students: students.get(cls.id) ?? [],
      courses: courses.get(cls.id) ?? [],
      createdAt: cls.createdAt.toISOString(),
    };
  });
}

/** The teacher's own classes, newest first. */
export async function listOwnClasses(db: Db, teacherId: number, now: Date) {
  const rows = await db
    .select({ cls: classes, school: { id: schools.id, name: schools.name } })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.ownerId, teacherId))
    .orderBy(desc(classes.createdAt), desc(classes.id));
  return classViews(db, rows, now);
}
