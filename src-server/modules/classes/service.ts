import { and, count, eq } from 'drizzle-orm';
import type { AddClassRequest, AddClassResponse, ClassPublicInfo } from '@shared/api/classes';
import { Code } from '@shared/api/common';
import { adminClassName, gradeYear } from '@shared/rules/grades';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { classCourses, classes, classStudents, schools, userRelations, users } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { releaseSlot } from '../courses/quota';
import { ownChild, ownClass, requireSchool, requireTeacher } from './access';
import { classViews, qrTarget } from './views';

const fillContent = () => new BizError(Code.BAD_REQUEST, Msg.fillContent);

/** What an add-class request creates, or a refusal with the spec's 请填写内容 for missing fields. */
function newClassFields(input: AddClassRequest, now: Date) {
  if (input.type === 'INTEREST') {
    const name = input.name?.trim();
    if (!name) throw fillContent();
    return { type: 'INTEREST', name, gradeYear: null, classNumber: null };
  }
  if (!input.level || !input.team) throw fillContent();
  const cohort = gradeYear(input.level, now);
  // The client built its grade list before the academic year turned over: the chosen cohort is now another grade.
  if (input.grade && input.grade !== cohort) throw new BizError(Code.BAD_REQUEST, Msg.gradeOutdated);
  return { type: 'ADMIN', name: adminClassName(cohort, input.team, now), gradeYear: cohort, classNumber: input.team };
}

export async function addClass(
  db: Db,
  teacherId: number,
  input: AddClassRequest,
  now: Date,
): Promise<AddClassResponse> {
  const schoolId = requireSchool(await requireTeacher(db, teacherId));
  const fields = newClassFields(input, now);
  // The partial unique indexes turn a duplicate into "no row", whoever inserts first.
  const [cls] = await db
    .insert(classes)
    .values({ ...fields, schoolId, ownerId: teacherId })
    .onConflictDoNothing()
    .returning();
  if (!cls) throw new BizError(Code.BAD_REQUEST, Msg.classExists);
  const [school] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const [view] = await classViews(db, [{ cls, school: school! }], now);
  return { ...view!, qr: qrTarget(cls, school!, now) };
}

/** Deletes the teacher's class with its students and courses, giving the courses' slots back to the school. */
export async function deleteClass(db: Db, teacherId: number, classId: number) {
  await ownClass(db, teacherId, classId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // Lock first: a course being added to this class right now either finishes before us or sees no class.
    await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
    const held = await tx
      .select({ schoolCourseId: classCourses.schoolCourseId })
      .from(classCourses)
      .where(eq(classCourses.classId, classId));
    for (const { schoolCourseId } of held) await releaseSlot(tx, schoolCourseId);
    await tx.delete(classes).where(eq(classes.id, classId));
  });
}

export async function updateIntro(db: Db, teacherId: number, classId: number, intro: string) {
  await ownClass(db, teacherId, classId);
  await db.update(classes).set({ intro }).where(eq(classes.id, classId));
}

/** What the QR target page shows: no students, no courses. */
export async function classPublicInfo(db: Db, classId: number, now: Date): Promise<ClassPublicInfo> {
  const [row] = await db
    .select({ cls: classes, school: { id: schools.id, name: schools.name }, teacherName: users.displayName })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .innerJoin(users, eq(users.id, classes.ownerId))
    .where(eq(classes.id, classId));
  if (!row) throw notFound(Msg.classNotFound);
  const [students] = await db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId));
  return { ...qrTarget(row.cls, row.school, now), teacherName: row.teacherName, studentCount: students?.n ?? 0 };
}

/** A parent puts their own child in a class; joining twice changes nothing. */
export async function joinClass(db: Db, parentId: number, classId: number, childId: number, now: Date) {
  await ownChild(db, parentId, childId);
  await classPublicInfo(db, classId, now); // 404 before the insert would meet the foreign key
  await db.insert(classStudents).values({ classId, studentId: childId, addedBy: parentId }).onConflictDoNothing();
  return classPublicInfo(db, classId, now);
}

export async function quitClass(db: Db, parentId: number, classId: number, childId: number) {
  await ownChild(db, parentId, childId);
  const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!cls) throw notFound(Msg.classNotFound);
  await db.delete(classStudents).where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, childId)));
}

/** Renames the parent's own child everywhere the name is shown (the account and every relation to it). */
export async function changeChildName(db: Db, parentId: number, childId: number, displayName: string) {
  await ownChild(db, parentId, childId);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ displayName, updatedAt: new Date() }).where(eq(users.id, childId));
    await tx.update(userRelations).set({ toUserDisplayName: displayName }).where(eq(userRelations.toUserId, childId));
  });
}
