import { and, eq, inArray } from 'drizzle-orm';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { findEntitlement } from '../../db/repositories/courses';
import { relationsOf } from '../../db/repositories/users';
import { aiCourses, aicourseSections, aicourseUnits, classCourses, classStudents } from '../../db/schema';
import { className, ownClass, requireTeacher, type ClassRow } from '../../domain/classes';
import { BizError, forbidden, notFound } from '../../lib/errors';
import { Code } from '@shared/api/common';

/**
 * Who may read and write what in the AI courses: content needs a teacher whose school holds the course; a class
 * course needs its class's owner; a parent reads a class course only through one of their children in it.
 */
export type ClassCourse = typeof classCourses.$inferSelect;

export async function findAiCourse(db: Db, aicourseId: number) {
  const [row] = await db.select().from(aiCourses).where(eq(aiCourses.id, aicourseId));
  if (!row) throw notFound(Msg.courseNotFound);
  return row;
}

/** The teacher's school id when it holds the AI course (404 学校未开通该课程 otherwise). */
export async function requireEntitled(db: Db, teacherId: number, aicourseId: number) {
  const teacher = await requireTeacher(db, teacherId);
  await findAiCourse(db, aicourseId);
  const held = teacher.schoolId ? await findEntitlement(db, teacher.schoolId, 'AI_COURSE', aicourseId) : undefined;
  if (!held) throw notFound(Msg.courseNotEntitled);
  return teacher.schoolId!;
}

export async function findUnit(db: Db, unitId: number) {
  const [row] = await db.select().from(aicourseUnits).where(eq(aicourseUnits.id, unitId));
  if (!row) throw notFound(Msg.unitNotFound);
  return row;
}

export async function findSection(db: Db, sectionId: number) {
  const [row] = await db.select().from(aicourseSections).where(eq(aicourseSections.id, sectionId));
  if (!row) throw notFound(Msg.sectionNotFound);
  return row;
}

async function findClassCourse(db: Db, studentCourseId: number) {
  const [cc] = await db.select().from(classCourses).where(eq(classCourses.id, studentCourseId));
  if (!cc || cc.courseType !== 'AI_COURSE') throw notFound(Msg.courseNotFound);
  return cc;
}

/** A class course of an AI course in one of the teacher's own classes (still held by the school). */
export async function ownClassCourse(db: Db, teacherId: number, studentCourseId: number) {
  await requireTeacher(db, teacherId);
  const cc = await findClassCourse(db, studentCourseId);
  const cls = await ownClass(db, teacherId, cc.classId);
  const held = await findEntitlement(db, cls.schoolId, 'AI_COURSE', cc.courseId);
  if (!held) throw notFound(Msg.courseNotEntitled);
  return { cc, cls, name: className(cls, new Date()) };
}

/** The unit, if it belongs to the class course's AI course. */
export async function unitOfCourse(db: Db, cc: ClassCourse, unitId: number) {
  const unit = await findUnit(db, unitId);
  if (unit.aicourseId !== cc.courseId) throw notFound(Msg.unitNotFound);
  return unit;
}

export async function requireStudentInClass(db: Db, classId: number, studentId: number) {
  const [row] = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, studentId)));
  if (!row) throw new BizError(Code.FORBIDDEN, Msg.studentNotInClass);
}

/** The parent's own children (ids and names). */
export async function childrenOf(db: Db, parentId: number) {
  const rows = await relationsOf(db, parentId);
  return rows.filter((r) => r.isRelation).map((r) => ({ id: r.toUserId, name: r.current || r.stored }));
}

/**
 * The class course through the parent's child in its class: `childId` when given (it must be the parent's), else
 * the parent's first child in that class. Anything else is 403, so ids cannot be probed.
 */
export async function parentClassCourse(db: Db, parentId: number, studentCourseId: number, childId?: number) {
  const children = (await childrenOf(db, parentId)).filter((c) => childId === undefined || c.id === childId);
  const [cc] = await db.select().from(classCourses).where(eq(classCourses.id, studentCourseId));
  if (!cc || cc.courseType !== 'AI_COURSE' || !children.length) throw forbidden();
  const inClass = await db
    .select({ studentId: classStudents.studentId })
    .from(classStudents)
    .where(
      and(
        eq(classStudents.classId, cc.classId),
        inArray(
          classStudents.studentId,
          children.map((c) => c.id),
        ),
      ),
    );
  const child = children.find((c) => inClass.some((r) => r.studentId === c.id));
  if (!child) throw forbidden();
  return { cc, child };
}

export type { ClassRow };
