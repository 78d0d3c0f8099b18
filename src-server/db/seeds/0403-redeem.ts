import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import { aiCourses, digitalBooks, liveCourses, redeemCodes, userBooks, users } from '../schema';
import { DEMO_USERS } from './demo-accounts';
import { DEMO_REDEEM_CODES } from './demo-classes';

/**
 * Redeem codes of every kind, and the demo users' books: the teacher owns two (one from an already used code),
 * the student one as STUDENT (so the digitalbook channel's jump to my textbooks happens).
 */
export async function seedRedeem(db: Executor) {
  const books = await db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id));
  const ai = await db.select({ id: aiCourses.id }).from(aiCourses).orderBy(asc(aiCourses.id));
  const live = await db.select({ id: liveCourses.id }).from(liveCourses).orderBy(asc(liveCourses.id));
  if (books.length < 7 || ai.length < 8 || live.length < 2) throw new Error('seed the catalogue first');
  const find = async (u: { mobile: string; userType: string }) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.mobile, u.mobile), eq(users.userType, u.userType)));
    return row!.id;
  };
  const teacherId = await find(DEMO_USERS.teacher);
  const studentId = await find(DEMO_USERS.student);
  const R = DEMO_REDEEM_CODES;

  await db.insert(redeemCodes).values([
    ...R.books.map((code, i) => ({
      code,
      kind: 'TEXTBOOK',
      courseType: 'DIGITAL_BOOK',
      targetId: books[i + 2]!.id,
    })),
    { code: R.aiTextbook, kind: 'TEXTBOOK', courseType: 'AI_COURSE', targetId: ai[0]!.id },
    // New entitlements for 古诗词, Python and 创客; more slots for 英语自然拼读; a live course.
    { code: R.courses[0], kind: 'COURSE', courseType: 'AI_COURSE', targetId: ai[5]!.id, slots: 5 },
    { code: R.courses[1], kind: 'COURSE', courseType: 'AI_COURSE', targetId: ai[6]!.id, slots: 5 },
    { code: R.courses[2], kind: 'COURSE', courseType: 'AI_COURSE', targetId: ai[7]!.id, slots: 5 },
    { code: R.courses[3], kind: 'COURSE', courseType: 'AI_COURSE', targetId: ai[2]!.id, slots: 5 },
    { code: R.courses[4], kind: 'COURSE', courseType: 'LIVE_COURSE', targetId: live[1]!.id, slots: 3 },
  ]);
  const [used] = await db
    .insert(redeemCodes)
    .values({
      code: R.used,
      kind: 'TEXTBOOK',
      courseType: 'DIGITAL_BOOK',
      targetId: books[1]!.id,
      usedBy: teacherId,
      usedAt: new Date(),
    })
    .returning({ id: redeemCodes.id });
  await db.insert(userBooks).values([
    { userId: teacherId, bookId: books[0]!.id, role: 'TEACHER', source: 'DEMO' },
    { userId: teacherId, bookId: books[1]!.id, role: 'TEACHER', source: 'REDEEM', redeemCodeId: used!.id },
    { userId: studentId, bookId: books[1]!.id, role: 'STUDENT', source: 'DEMO' },
  ]);
}
