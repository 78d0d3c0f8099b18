import { asc, count, eq, inArray, min } from 'drizzle-orm';
import type { MyClass } from '@shared/api/reader';
import type { Db } from '../../db/client';
import { displayNames } from '../../db/repositories/users';
import {
  classes,
  classGroupMembers,
  classGroups,
  classStudents,
  digitalBooks,
  schools,
  taskClasses,
  tasks,
} from '../../db/schema';
import { ownsBook } from '../../domain/books';
import { className } from '../../domain/classes';
import { requireStudent } from './access';

/**
 * The signed-in student's classes (我的班级): name, school, teacher, how many students, the textbooks the class works
 * with (the books of the tasks pushed to it, first used first) and the student's study group there.
 */
export async function myClasses(db: Db, userId: number, now: Date): Promise<MyClass[]> {
  const me = await requireStudent(db, userId);
  const rows = await db
    .select({ cls: classes, schoolName: schools.name })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .leftJoin(schools, eq(schools.id, classes.schoolId))
    .where(eq(classStudents.studentId, me.id))
    .orderBy(asc(classStudents.createdAt), asc(classes.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.cls.id);
  const counts = await db
    .select({ classId: classStudents.classId, n: count() })
    .from(classStudents)
    .where(inArray(classStudents.classId, ids))
    .groupBy(classStudents.classId);
  const books = await db
    .select({
      classId: taskClasses.classId,
      bookId: digitalBooks.id,
      title: digitalBooks.title,
      subject: digitalBooks.subject,
      first: min(tasks.createdAt),
    })
    .from(taskClasses)
    .innerJoin(tasks, eq(tasks.id, taskClasses.taskId))
    .innerJoin(digitalBooks, eq(digitalBooks.id, tasks.bookId))
    .where(inArray(taskClasses.classId, ids))
    .groupBy(taskClasses.classId, digitalBooks.id, digitalBooks.title, digitalBooks.subject)
    .orderBy(asc(min(tasks.createdAt)), asc(digitalBooks.id));
  const owned = new Map<number, boolean>();
  for (const b of books) if (!owned.has(b.bookId)) owned.set(b.bookId, await ownsBook(db, me.id, b.bookId));
  const groups = await db
    .select({ classId: classGroupMembers.classId, name: classGroups.name })
    .from(classGroupMembers)
    .innerJoin(classGroups, eq(classGroups.id, classGroupMembers.groupId))
    .where(eq(classGroupMembers.studentId, me.id));
  const teachers = await displayNames(
    db,
    rows.map((r) => r.cls.ownerId),
  );
  return rows.map(({ cls, schoolName }) => ({
    classId: cls.id,
    className: className(cls, now),
    schoolName: schoolName ?? '',
    teacherName: teachers.get(cls.ownerId) ?? '',
    studentCount: counts.find((c) => c.classId === cls.id)?.n ?? 0,
    books: books
      .filter((b) => b.classId === cls.id)
      .map((b) => ({ bookId: b.bookId, title: b.title, subject: b.subject, owned: owned.get(b.bookId) ?? false })),
    groupName: groups.find((g) => g.classId === cls.id)?.name ?? null,
  }));
}
