import { eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { ownsBook } from '../../domain/books';
import { digitalBooks, digitalContents } from '../../db/schema';
import { BizError, badRequest, notFound } from '../../lib/errors';

export type BookRow = typeof digitalBooks.$inferSelect & {
  pageCount: number;
  contentKey: string | null;
  description: string;
};

/** The book with its content row; an unknown id is 404 教材不存在. */
export async function findBook(db: Db, bookId: number): Promise<BookRow> {
  const [row] = await db
    .select({
      book: digitalBooks,
      pageCount: digitalContents.pageCount,
      contentKey: digitalContents.contentKey,
      description: digitalContents.description,
    })
    .from(digitalBooks)
    .leftJoin(digitalContents, eq(digitalContents.bookId, digitalBooks.id))
    .where(eq(digitalBooks.id, bookId))
    .limit(1);
  if (!row) throw notFound(Msg.digitalBookNotFound);
  return { ...row.book, pageCount: row.pageCount ?? 0, contentKey: row.contentKey, description: row.description ?? '' };
}

/** Whether the user owns the book (domain/books.ts). */
export const owns = ownsBook;

/** The book, when the caller owns it; otherwise 403 您还没有这本教材，请先兑换. */
export async function ownedBook(db: Db, userId: number, bookId: number): Promise<BookRow> {
  const book = await findBook(db, bookId);
  if (!(await owns(db, userId, bookId))) throw new BizError(Code.FORBIDDEN, Msg.digitalNotOwned);
  return book;
}

/** A page of the book: 1..pageCount, else 400 页码超出范围. */
export function checkPage(book: BookRow, page: number) {
  if (page < 1 || page > book.pageCount) throw badRequest(Msg.digitalPageOutOfRange);
}
