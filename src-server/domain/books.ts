import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { findUserById } from '../db/repositories/users';
import { schoolBooks, userBooks } from '../db/schema';

/**
 * Whether the user has the book: a `user_books` row in any role, or the user's school is entitled to it. Digital
 * textbooks (reading) and tasks (the question bank) both ask this.
 */
export async function ownsBook(db: Db, userId: number | undefined, bookId: number): Promise<boolean> {
  if (!userId) return false;
  const [own] = await db
    .select({ id: userBooks.id })
    .from(userBooks)
    .where(and(eq(userBooks.userId, userId), eq(userBooks.bookId, bookId)))
    .limit(1);
  if (own) return true;
  const user = await findUserById(db, userId);
  if (!user?.schoolId) return false;
  const [school] = await db
    .select({ id: schoolBooks.id })
    .from(schoolBooks)
    .where(and(eq(schoolBooks.schoolId, user.schoolId), eq(schoolBooks.bookId, bookId)))
    .limit(1);
  return Boolean(school);
}
