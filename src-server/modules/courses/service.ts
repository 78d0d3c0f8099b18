import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { AddCourseRequest, CourseType, SchoolCourseItem, StudentCourseItem } from '@shared/api/courses';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { aiCourses, classCourses, classes, classStudents, liveCourses, schoolCourses, schools } from '../../db/schema';
import { withTx } from '../../db/repositories/tx';
import { findUserSummary } from '../../db/repositories/users';
import { BizError, forbidden, notFound, tokenExpired } from '../../lib/errors';
import { className, ownClass, requireSchool, requireTeacher } from '../../domain/classes';
import { aiJoin, courseCover, courseTitle, liveJoin } from '../../db/repositories/courses';
import { addCourseInTx, freeSlot, normaliseWeekdays } from '../../domain/courses';

export { normaliseWeekdays };

/** The school's courses; with a class, `has` marks the ones that class already runs. */
export async function schoolCourseList(db: Db, teacherId: number, classId?: number): Promise<SchoolCourseItem[]> {
  const teacher = await requireTeacher(db, teacherId);
  const schoolId = classId ? (await ownClass(db, teacherId, classId)).schoolId : requireSchool(teacher);
  const rows = await db
    .select({
      courseId: schoolCourses.courseId,
      courseType: schoolCourses.courseType,
      title: courseTitle,
      cover: courseCover,
      quota: schoolCourses.quota,
      used: schoolCourses.used,
      added: classCourses.id,
    })
    .from(schoolCourses)
    .leftJoin(aiCourses, aiJoin(schoolCourses.courseType, schoolCourses.courseId))
    .leftJoin(liveCourses, liveJoin(schoolCourses.courseType, schoolCourses.courseId))
    .leftJoin(
      classCourses,
      and(eq(classCourses.schoolCourseId, schoolCourses.id), eq(classCourses.classId, classId ?? 0)),
    )
    .where(eq(schoolCourses.schoolId, schoolId))
    .orderBy(asc(schoolCourses.id));
  return rows.map(({ added, ...r }) => ({
    ...r,
    courseType: r.courseType as CourseType,
    aiCourse: r.courseType === 'AI_COURSE' ? { id: r.courseId, title: r.title } : null,
    has: added !== null,
  }));
}

/** Class courses with their class and plan, newest class first. */
async function studentCourses(db: Db, where: SQL | undefined): Promise<StudentCourseItem[]> {
  const rows = await db
    .select({
      cc: classCourses,
      cls: classes,
      schoolName: schools.name,
      title: courseTitle,
      cover: courseCover,
    })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .leftJoin(aiCourses, aiJoin(classCourses.courseType, classCourses.courseId))
    .leftJoin(liveCourses, liveJoin(classCourses.courseType, classCourses.courseId))
    .where(where)
    .orderBy(desc(classes.createdAt), desc(classes.id), asc(classCourses.id));
  const now = new Date();
  return rows.map(({ cc, cls, schoolName, title, cover }) => ({
    studentCourseId: cc.id,
    classId: cls.id,
    className: className(cls, now),
    schoolName,
    courseId: cc.courseId,
    courseType: cc.courseType as CourseType,
    title,
    cover,
    weekdays: cc.weekdays,
    createdAt: cc.createdAt.toISOString(),
  }));
}

/**
 * "My courses": a teacher's courses in their own classes; a student's in the classes they belong to. Filtered
 * by course type unless the list type is ASSISTANT.
 */
export async function myStudentCourses(db: Db, userId: number, listType: 'ASSISTANT' | CourseType) {
  const me = await findUserSummary(db, userId);
  if (!me) throw tokenExpired();
  const mine =
    me.userType === 'STUDENT'
      ? inArray(
          classes.id,
          db.select({ id: classStudents.classId }).from(classStudents).where(eq(classStudents.studentId, userId)),
        )
      : eq(classes.ownerId, userId);
  const byType = listType === 'ASSISTANT' ? undefined : eq(classCourses.courseType, listType);
  return studentCourses(db, and(mine, byType));
}

export async function addCourseToClass(db: Db, teacherId: number, input: AddCourseRequest) {
  const { studentId: classId, courseId, courseType } = input;
  if (!classId || !courseId || !courseType) throw new BizError(Code.BAD_REQUEST, Msg.incomplete);
  const weekdays = normaliseWeekdays(input.weekdays ?? '');
  await requireTeacher(db, teacherId);
  await ownClass(db, teacherId, classId);
  const id = await withTx(db, (tx) =>
    addCourseInTx(tx, { classId, ownerId: teacherId, courseType, courseId, weekdays }),
  );
  const [item] = await studentCourses(db, eq(classCourses.id, id));
  return item!;
}

/** The class course, if it is in one of the teacher's classes. */
async function ownStudentCourse(db: Db, teacherId: number, studentCourseId: number) {
  const [row] = await db
    .select({ id: classCourses.id, ownerId: classes.ownerId })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(eq(classCourses.id, studentCourseId));
  if (!row) throw notFound(Msg.studentCourseNotFound);
  if (row.ownerId !== teacherId) throw forbidden();
  return row;
}

export async function updatePlan(db: Db, teacherId: number, studentCourseId: number, weekdaysInput: string) {
  const weekdays = normaliseWeekdays(weekdaysInput);
  await ownStudentCourse(db, teacherId, studentCourseId);
  await db.update(classCourses).set({ weekdays, updatedAt: new Date() }).where(eq(classCourses.id, studentCourseId));
  const [item] = await studentCourses(db, eq(classCourses.id, studentCourseId));
  return item!;
}

/** Removes a course from the teacher's class and gives its slot back (only the remove that deleted the row does). */
export async function removeStudentCourse(db: Db, teacherId: number, studentCourseId: number) {
  await ownStudentCourse(db, teacherId, studentCourseId);
  await withTx(db, async (tx) => {
    const [gone] = await tx
      .delete(classCourses)
      .where(eq(classCourses.id, studentCourseId))
      .returning({ schoolCourseId: classCourses.schoolCourseId });
    if (gone) await freeSlot(tx, gone.schoolCourseId);
  });
}
