import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { CourseType } from '@shared/api/courses';
import type { BindRedeemResponse, BookRole, ExchangeCourseResponse, MyBook } from '@shared/api/redeem';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { digitalBooks, digitalContents, digitalProgress, schoolBooks, schoolCourses, userBooks } from '../../db/schema';
import { withTx } from '../../db/repositories/tx';
import { findUserSummary } from '../../db/repositories/users';
import { BizError, tokenExpired } from '../../lib/errors';
import { ownChild, ownClass, requireSchool, requireTeacher } from '../../domain/classes';
import { findCourse } from '../../db/repositories/courses';
import { addCourseInTx, normaliseWeekdays } from '../../domain/courses';
import { claimCode, codeInvalid, findUnusedCode } from './codes';

const roleOfUserType = (t: string): BookRole => (t === 'STUDENT' ? 'STUDENT' : t === 'PARENT' ? 'PARENT' : 'TEACHER');

/** Redeems a textbook code: the book goes to the caller, or to one of a parent's own children as STUDENT. */
export async function bindTextbook(
  db: Db,
  userId: number,
  code: string,
  childId: number | null,
): Promise<BindRedeemResponse> {
  const me = await findUserSummary(db, userId);
  if (!me) throw tokenExpired();
  if (childId) await ownChild(db, userId, childId);
  const row = await findUnusedCode(db, code);
  if (row.kind !== 'TEXTBOOK') throw new BizError(Code.BAD_REQUEST, Msg.redeemIsCourseCode);
  if (row.courseType !== 'DIGITAL_BOOK') throw new BizError(Code.BAD_REQUEST, Msg.redeemUnsupported);
  const [book] = await db
    .select({ id: digitalBooks.id, title: digitalBooks.title })
    .from(digitalBooks)
    .where(eq(digitalBooks.id, row.targetId));
  if (!book) throw codeInvalid();
  const ownerUserId = childId ?? userId;
  const role: BookRole = childId ? 'STUDENT' : roleOfUserType(me.userType);
  await withTx(db, async (tx) => {
    await claimCode(tx, row.id, userId, childId);
    const [owned] = await tx
      .insert(userBooks)
      .values({ userId: ownerUserId, bookId: book.id, role, source: 'REDEEM', redeemCodeId: row.id })
      .onConflictDoNothing()
      .returning({ id: userBooks.id });
    // Rolls the claim back too: the code stays usable for someone who does not own the book.
    if (!owned) throw new BizError(Code.BAD_REQUEST, Msg.bookOwned);
  });
  return { bookId: book.id, title: book.title, ownerUserId, role };
}

/**
 * Redeems a course code: the school gains `slots` more classes for the course (its entitlement is created
 * when it has none). The school is the class's when a class is given (then the course is also added to it, in
 * the same transaction), otherwise the teacher's bound school.
 */
export async function exchangeCourse(
  db: Db,
  teacherId: number,
  input: { exchangeCode: string; studentId?: number | null; weekdays?: string },
): Promise<ExchangeCourseResponse> {
  const teacher = await requireTeacher(db, teacherId);
  const cls = input.studentId ? await ownClass(db, teacherId, input.studentId) : null;
  const schoolId = cls ? cls.schoolId : requireSchool(teacher);
  const weekdays = normaliseWeekdays(input.weekdays ?? '');
  const row = await findUnusedCode(db, input.exchangeCode);
  if (row.kind !== 'COURSE') throw new BizError(Code.BAD_REQUEST, Msg.redeemIsBookCode);
  if (row.courseType !== 'AI_COURSE' && row.courseType !== 'LIVE_COURSE') throw codeInvalid();
  const courseType: CourseType = row.courseType;
  const course = await findCourse(db, courseType, row.targetId);
  if (!course) throw codeInvalid();
  const studentCourseId = await withTx(db, async (tx) => {
    await claimCode(tx, row.id, teacherId, null);
    await tx
      .insert(schoolCourses)
      .values({ schoolId, courseType, courseId: row.targetId, quota: row.slots })
      .onConflictDoUpdate({
        target: [schoolCourses.schoolId, schoolCourses.courseType, schoolCourses.courseId],
        set: { quota: sql`${schoolCourses.quota} + excluded.quota` },
      });
    if (!cls) return null;
    return addCourseInTx(tx, { classId: cls.id, ownerId: teacherId, courseType, courseId: row.targetId, weekdays });
  });
  const [entitlement] = await db
    .select({ quota: schoolCourses.quota, used: schoolCourses.used })
    .from(schoolCourses)
    .where(
      and(
        eq(schoolCourses.schoolId, schoolId),
        eq(schoolCourses.courseType, courseType),
        eq(schoolCourses.courseId, row.targetId),
      ),
    );
  return { schoolId, courseId: row.targetId, courseType, title: course.title, ...entitlement!, studentCourseId };
}

/**
 * The books a user (or a parent's own child) owns, newest first, optionally in one role: those redeemed, then those
 * the user's school is entitled to (in the user's own role; a book both redeemed and entitled is listed once).
 */
export async function myBooks(
  db: Db,
  userId: number,
  query: { role?: BookRole; childId?: number; reading?: 'true' | 'false' },
): Promise<MyBook[]> {
  if (query.childId) await ownChild(db, userId, query.childId);
  const owner = query.childId ?? userId;
  const book = {
    id: digitalBooks.id,
    title: digitalBooks.title,
    cover: digitalBooks.cover,
    digitalBookType: digitalBooks.digitalBookType,
    author: digitalBooks.author,
  };
  const redeemed = await db
    .select({ ...book, role: userBooks.role, acquiredAt: userBooks.createdAt })
    .from(userBooks)
    .innerJoin(digitalBooks, eq(digitalBooks.id, userBooks.bookId))
    .where(and(eq(userBooks.userId, owner), query.role ? eq(userBooks.role, query.role) : undefined))
    .orderBy(desc(userBooks.createdAt), desc(userBooks.id));
  const mine = redeemed.map((r) => ({
    ...r,
    role: r.role as BookRole,
    acquiredAt: r.acquiredAt.toISOString(),
    school: false,
  }));
  const user = await findUserSummary(db, owner);
  const role = user ? roleOfUserType(user.userType) : null;
  if (!user?.schoolId || (query.role && query.role !== role)) return mine;
  const seen = new Set(mine.map((b) => b.id));
  const entitled = await db
    .select({ ...book, acquiredAt: schoolBooks.createdAt })
    .from(schoolBooks)
    .innerJoin(digitalBooks, eq(digitalBooks.id, schoolBooks.bookId))
    .where(eq(schoolBooks.schoolId, user.schoolId))
    .orderBy(desc(schoolBooks.createdAt), desc(schoolBooks.id));
  const all = [
    ...mine,
    ...entitled
      .filter((b) => !seen.has(b.id))
      .map((b) => ({ ...b, role: role!, acquiredAt: b.acquiredAt.toISOString(), school: true })),
  ];
  return query.childId || query.reading === 'true' ? withReading(db, owner, all) : all;
}

/** How far the reader (a parent's child, or the caller) has read each book (digital_progress), of how many pages. */
async function withReading(db: Db, readerId: number, books: MyBook[]): Promise<MyBook[]> {
  if (!books.length) return books;
  const ids = books.map((b) => b.id);
  const rows = await db
    .select({ bookId: digitalProgress.bookId, page: digitalProgress.page, updatedAt: digitalProgress.updatedAt })
    .from(digitalProgress)
    .where(and(eq(digitalProgress.userId, readerId), inArray(digitalProgress.bookId, ids)));
  const pages = await db
    .select({ id: digitalContents.bookId, pageCount: digitalContents.pageCount })
    .from(digitalContents)
    .where(inArray(digitalContents.bookId, ids));
  return books.map((b) => {
    const r = rows.find((x) => x.bookId === b.id);
    const pageCount = pages.find((x) => x.id === b.id)?.pageCount ?? 0;
    return { ...b, reading: r ? { page: r.page, pageCount, updatedAt: r.updatedAt.toISOString() } : null };
  });
}
