import { eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { digitalBooks } from '../../db/schema';
import { ownsBook } from '../../domain/books';
import { BizError, notFound } from '../../lib/errors';
import { whoAmI } from './access';

/**
 * Worked examples and documents are book content: the caller must have the book (domain/books.ts). An unknown book
 * is 404 教材不存在; a book the caller does not have is 403 您还没有这本教材，请先兑换.
 */
export async function ownedBook(db: Db, userId: number, bookId: number) {
  await whoAmI(db, userId);
  const [book] = await db.select().from(digitalBooks).where(eq(digitalBooks.id, bookId));
  if (!book) throw notFound(Msg.digitalBookNotFound);
  if (!(await ownsBook(db, userId, bookId))) throw new BizError(Code.FORBIDDEN, Msg.digitalNotOwned);
  return book;
}
