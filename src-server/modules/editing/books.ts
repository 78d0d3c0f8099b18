import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { digitalBooks } from '../../db/schema';
import type { AuthContext } from '../../plugins/auth';
import { callerPublisher } from './scope';

/** The books of the caller's publisher: what its authors may edit. */
export async function booksOf(db: Db, auth: AuthContext) {
  const publisherId = await callerPublisher(db, auth);
  return db
    .select({
      id: digitalBooks.id,
      title: digitalBooks.title,
      subject: digitalBooks.subject,
      grade: digitalBooks.grade,
      cover: digitalBooks.cover,
    })
    .from(digitalBooks)
    .where(eq(digitalBooks.publisherId, publisherId))
    .orderBy(asc(digitalBooks.id));
}
