import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import { digitalBooks, digitalProgress, users } from '../schema';
import { CLASSMATES } from './1100-aicourse';

const DAY = 24 * 3600 * 1000;

/**
 * 我的数据 (issue 13): the classmates of 三年级2班 have read the demo textbooks on days of the last three weeks (one
 * reading-progress row a student and book, as the reader saves it), so the teacher's reading figures and chart have
 * real rows. The demo student 李小明 and the teachers are left alone: their own screens start from page 1.
 */
export async function seedReading(db: Executor) {
  const now = Date.now();
  const books = await db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id)).limit(3);
  // The classmates' mobiles, as the AI course seed made them.
  const mobiles = CLASSMATES.map((_, i) => `1380000${String(1100 + i).padStart(4, '0')}`);
  const mates = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.mobile, mobiles), eq(users.userType, 'STUDENT')))
    .orderBy(asc(users.id));
  const rows = mates.flatMap((m, i) =>
    books
      .filter((_, k) => (i + k) % 2 === 0 || k === 0)
      .map((b, k) => ({
        userId: m.id,
        bookId: b.id,
        page: 4 + ((i * 7 + k * 5) % 30),
        updatedAt: new Date(now - (((i * 5 + k * 3) % 20) + 1) * DAY - i * 3600_000),
      })),
  );
  if (rows.length) await db.insert(digitalProgress).values(rows).onConflictDoNothing();
}
