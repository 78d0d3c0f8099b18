import { and, asc, count, eq, inArray, or } from 'drizzle-orm';
import type { BookClasses } from '@shared/api/editing';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import { classes, classStudents, digitalBooks, schoolBooks, schools, userBooks } from '../../db/schema';
import { className } from '../../domain/classes';
import type { AuthContext } from '../../plugins/auth';
import { callerPublisher } from './scope';

/**
 * The classes that use the publisher's books: every class of a school entitled to one of them, and every class of
 * a teacher who redeemed one, with its school, teacher, student count and the books it reads.
 */
export async function bookClasses(db: Db, auth: AuthContext, now = new Date()): Promise<BookClasses> {
  const publisherId = await callerPublisher(db, auth);
  const books = await db
    .select({ id: digitalBooks.id, title: digitalBooks.title })
    .from(digitalBooks)
    .where(eq(digitalBooks.publisherId, publisherId));
  const empty = { schoolCount: 0, teacherCount: 0, studentCount: 0, classes: [] };
  if (!books.length) return empty;
  const bookIds = books.map((b) => b.id);
  const titleOf = new Map(books.map((b) => [b.id, b.title]));
  const bySchool = await db
    .select({ schoolId: schoolBooks.schoolId, bookId: schoolBooks.bookId })
    .from(schoolBooks)
    .where(inArray(schoolBooks.bookId, bookIds));
  const byUser = await db
    .select({ userId: userBooks.userId, bookId: userBooks.bookId })
    .from(userBooks)
    .where(inArray(userBooks.bookId, bookIds));
  const schoolIds = [...new Set(bySchool.map((r) => r.schoolId))];
  const userIds = [...new Set(byUser.map((r) => r.userId))];
  const conds = [
    schoolIds.length ? inArray(classes.schoolId, schoolIds) : undefined,
    userIds.length ? inArray(classes.ownerId, userIds) : undefined,
  ].filter((c) => c !== undefined);
  if (!conds.length) return empty;
  const rows = await db
    .select({ cls: classes, schoolName: schools.name })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(and(or(...conds)))
    .orderBy(asc(schools.name), asc(classes.id));
  const counts = rows.length
    ? await db
        .select({ classId: classStudents.classId, n: count() })
        .from(classStudents)
        .where(
          inArray(
            classStudents.classId,
            rows.map((r) => r.cls.id),
          ),
        )
        .groupBy(classStudents.classId)
    : [];
  const students = new Map(counts.map((c) => [c.classId, c.n]));
  const teachers = await displayNames(db, [...new Set(rows.map((r) => r.cls.ownerId))]);
  const list = rows.map(({ cls, schoolName }) => {
    const ids = new Set([
      ...bySchool.filter((r) => r.schoolId === cls.schoolId).map((r) => r.bookId),
      ...byUser.filter((r) => r.userId === cls.ownerId).map((r) => r.bookId),
    ]);
    return {
      classId: cls.id,
      className: className(cls, now),
      schoolName,
      teacherName: teachers.get(cls.ownerId) ?? '',
      studentCount: students.get(cls.id) ?? 0,
      books: [...ids].map((id) => titleOf.get(id)!).sort(),
    };
  });
  return {
    schoolCount: new Set(rows.map((r) => r.cls.schoolId)).size,
    teacherCount: new Set(rows.map((r) => r.cls.ownerId)).size,
    studentCount: list.reduce((n, c) => n + c.studentCount, 0),
    classes: list,
  };
}
