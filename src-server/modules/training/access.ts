import { and, eq } from 'drizzle-orm';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { classCourses, classes, classStudents } from '../../db/schema';
import { className } from '../../domain/classes';
import { forbidden, notFound } from '../../lib/errors';

export interface ClassCourseAccess {
  studentCourseId: number;
  classId: number;
  className: string;
  /** owner: the class's teacher; student: a student of the class. */
  role: 'owner' | 'student';
}

/** The class course, if the caller teaches its class or is one of its students: unknown is 404, others' 403. */
export async function classCourseAccess(db: Db, userId: number, studentCourseId: number): Promise<ClassCourseAccess> {
  const [row] = await db
    .select({
      classId: classes.id,
      ownerId: classes.ownerId,
      type: classes.type,
      name: classes.name,
      gradeYear: classes.gradeYear,
      classNumber: classes.classNumber,
    })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(eq(classCourses.id, studentCourseId));
  if (!row) throw notFound(Msg.trainingClassNotFound);
  const base = { studentCourseId, classId: row.classId, className: className(row, new Date()) };
  if (row.ownerId === userId) return { ...base, role: 'owner' };
  const [member] = await db
    .select({ id: classStudents.id })
    .from(classStudents)
    .where(and(eq(classStudents.classId, row.classId), eq(classStudents.studentId, userId)));
  if (!member) throw forbidden();
  return { ...base, role: 'student' };
}

/** The caller's own class courses (as their classes' teacher), for the detail's class picker. */
export async function ownClassCourses(db: Db, userId: number) {
  const rows = await db
    .select({
      studentCourseId: classCourses.id,
      classId: classes.id,
      type: classes.type,
      name: classes.name,
      gradeYear: classes.gradeYear,
      classNumber: classes.classNumber,
    })
    .from(classCourses)
    .innerJoin(classes, eq(classes.id, classCourses.classId))
    .where(eq(classes.ownerId, userId))
    .orderBy(classCourses.id);
  const now = new Date();
  // One entry per class: a training's results are per class, whichever of its courses they were saved under.
  const seen = new Set<number>();
  return rows
    .filter((r) => !seen.has(r.classId) && seen.add(r.classId))
    .map((r) => ({ studentCourseId: r.studentCourseId, classId: r.classId, name: className(r, now) }));
}
