import { timingSafeEqual } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { AddClassRequest, AddClassResponse, ClassPublicInfo } from '@shared/api/classes';
import { Code } from '@shared/api/common';
import { adminClassName, gradeYear } from '@shared/rules/grades';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { classCourses, classes, classStudents, schools } from '../../db/schema';
import { withTx } from '../../db/repositories/tx';
import { displayNames, renameEverywhere } from '../../db/repositories/users';
import { BizError, notFound } from '../../lib/errors';
import { freeSlot } from '../../domain/courses';
import { ownChild, ownClass, requireSchool, requireTeacher } from '../../domain/classes';
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
  await withTx(db, async (tx) => {
    // Lock first: a course being added to this class right now either finishes before us or sees no class.
    await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
    const held = await tx
      .select({ schoolCourseId: classCourses.schoolCourseId })
      .from(classCourses)
      .where(eq(classCourses.classId, classId));
    for (const { schoolCourseId } of held) await freeSlot(tx, schoolCourseId);
    await tx.delete(classes).where(eq(classes.id, classId));
  });
}

export async function updateIntro(db: Db, teacherId: number, classId: number, intro: string) {
  await ownClass(db, teacherId, classId);
  await db.update(classes).set({ intro }).where(eq(classes.id, classId));
}

const inviteInvalid = () => new BizError(Code.FORBIDDEN, Msg.classInviteInvalid);

/** Same answer for an unknown class and a wrong invitation: nothing tells which class ids exist. */
function inviteMatches(expected: string, given: string | undefined) {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What the QR target page shows (no students, no courses), for a caller holding the class's invitation. */
export async function classPublicInfo(
  db: Db,
  classId: number,
  invite: string | undefined,
  now: Date,
): Promise<ClassPublicInfo> {
  const [row] = await db
    .select({ cls: classes, school: { id: schools.id, name: schools.name } })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classes.id, classId));
  if (!row || !inviteMatches(row.cls.invite, invite)) throw inviteInvalid();
  const teacherName = (await displayNames(db, [row.cls.ownerId])).get(row.cls.ownerId) ?? '';
  const [students] = await db.select({ n: count() }).from(classStudents).where(eq(classStudents.classId, classId));
  return { ...qrTarget(row.cls, row.school, now), teacherName, studentCount: students?.n ?? 0 };
}

/** A parent puts their own child in a class whose invitation they hold; joining twice changes nothing. */
export async function joinClass(
  db: Db,
  parentId: number,
  input: { classId: number; childId: number; invite?: string },
  now: Date,
) {
  const { classId, childId, invite } = input;
  await ownChild(db, parentId, childId);
  await classPublicInfo(db, classId, invite, now); // refused before the insert would meet the foreign key
  await db.insert(classStudents).values({ classId, studentId: childId, addedBy: parentId }).onConflictDoNothing();
  return classPublicInfo(db, classId, invite, now);
}

/**
 * Takes the parent's own child out of a class the child is in. Any other class is 404, whether it exists or not:
 * the answer tells nothing about classes the child is not in.
 */
export async function quitClass(db: Db, parentId: number, classId: number, childId: number) {
  await ownChild(db, parentId, childId);
  const removed = await db
    .delete(classStudents)
    .where(and(eq(classStudents.classId, classId), eq(classStudents.studentId, childId)))
    .returning({ id: classStudents.id });
  if (!removed.length) throw notFound(Msg.classNotFound);
}

/** Renames the parent's own child everywhere the name is shown (the account and every relation to it). */
export async function changeChildName(db: Db, parentId: number, childId: number, displayName: string) {
  await ownChild(db, parentId, childId);
  await withTx(db, (tx) => renameEverywhere(tx, childId, displayName));
}
