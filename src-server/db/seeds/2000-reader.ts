import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import {
  classes,
  classGroupMembers,
  classGroups,
  classGroupSettings,
  classStudents,
  digitalBooks,
  digitalLessons,
  digitalResources,
  digitalUnits,
  users,
  workedExamples,
} from '../schema';
import { demoBooks } from '../../modules/digital/content/generate';
import { CLASSMATES } from './1100-aicourse';
import { DEMO_USERS } from './demo-accounts';
import { casesFiles } from './reader-documents';
import { WORKED_EXAMPLES } from './reader-examples';

/**
 * The demo study groups of 三年级2班 (self-selection open): 李小明 is in 星火小组 with 张子涵, which has room for
 * one more; 孙悦 is in no group yet.
 */
export const DEMO_GROUPS = [
  { name: '星火小组', capacity: 3, members: [DEMO_USERS.student.displayName, CLASSMATES[0]], leader: CLASSMATES[0] },
  { name: '飞翔小组', capacity: 2, members: [CLASSMATES[1], CLASSMATES[2]], leader: CLASSMATES[2] },
  { name: '探索小组', capacity: 3, members: [CLASSMATES[3]], leader: CLASSMATES[3] },
] as const;

/**
 * Worked examples for every demo book's first unit (reader-examples.ts), each of those lessons with the unit's
 * worked-example handout (.docx) and overview (.xlsx) as DOCUMENT resources after the lesson's own (the files are
 * generated with the books' content, reader-documents.ts), and the demo class's study groups.
 */
export async function seedReader(db: Executor) {
  const books = await db
    .select({ id: digitalBooks.id, subject: digitalBooks.subject })
    .from(digitalBooks)
    .orderBy(asc(digitalBooks.id));
  const models = demoBooks();
  for (const [i, book] of books.entries()) {
    const bank = WORKED_EXAMPLES[book.subject];
    const [unit] = await db
      .select({ id: digitalUnits.id })
      .from(digitalUnits)
      .where(eq(digitalUnits.bookId, book.id))
      .orderBy(asc(digitalUnits.sort))
      .limit(1);
    if (!bank || !unit) continue;
    const lessons = await db
      .select()
      .from(digitalLessons)
      .where(eq(digitalLessons.unitId, unit.id))
      .orderBy(asc(digitalLessons.sort));
    const rows = lessons.flatMap((l, k) =>
      (bank[k] ?? []).map((e, sort) => ({
        ...e,
        bookId: book.id,
        lessonId: l.id,
        page: Math.min(l.startPage + sort, l.endPage),
        sort,
      })),
    );
    if (rows.length) await db.insert(workedExamples).values(rows);
    const key = models[i]?.key;
    if (!rows.length || !key) continue;
    const files = casesFiles(key);
    await db.insert(digitalResources).values(
      lessons.flatMap((l) =>
        [
          { title: '本单元典型例题讲义', file: files.docx, format: 'docx', sort: 10 },
          { title: '本单元典型例题一览表', file: files.xlsx, format: 'xlsx', sort: 11 },
        ].map((d) => ({ ...d, type: 'DOCUMENT', bookId: book.id, lessonId: l.id, page: l.startPage })),
      ),
    );
  }
  await seedGroups(db);
}

async function seedGroups(db: Executor) {
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, DEMO_USERS.teacher.mobile), eq(users.userType, DEMO_USERS.teacher.userType)));
  const [cls] = teacher
    ? await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.ownerId, teacher.id), eq(classes.type, 'ADMIN')))
        .limit(1)
    : [];
  if (!cls) return;
  const students = await db
    .select({ id: users.id, name: users.displayName })
    .from(classStudents)
    .innerJoin(users, eq(users.id, classStudents.studentId))
    .where(eq(classStudents.classId, cls.id));
  const idOf = (name: string | undefined) => students.find((s) => s.name === name)?.id;
  await db.insert(classGroupSettings).values({ classId: cls.id, selfSelect: true });
  for (const [sort, g] of DEMO_GROUPS.entries()) {
    const [group] = await db
      .insert(classGroups)
      .values({ classId: cls.id, name: g.name, capacity: g.capacity, leaderId: idOf(g.leader) ?? null, sort })
      .returning({ id: classGroups.id });
    const members = g.members.map(idOf).filter((id): id is number => id !== undefined);
    if (members.length)
      await db
        .insert(classGroupMembers)
        .values(members.map((studentId) => ({ groupId: group!.id, classId: cls.id, studentId })));
  }
}
