import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Wallet } from '@shared/api/boutique';
import { bookTitle } from '@shared/rules/book-title';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { boutiqueEnrollments, wallets, walletTransactions } from '../../db/schema';
import { requireTeacher } from '../../domain/classes';
import { badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { enrollmentOf, findCourse } from './course-service';

/** How many recent transactions getWallet lists. */
const RECENT = 20;

async function balanceOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ b: wallets.balanceFen }).from(wallets).where(eq(wallets.userId, userId));
  return row?.b ?? 0;
}

export async function getWallet(db: Db, userId: number): Promise<Wallet> {
  await requireTeacher(db, userId);
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
    .limit(RECENT);
  return {
    balance: await balanceOf(db, userId),
    transactions: rows.map((t) => ({
      id: t.id,
      title: t.title,
      amount: t.amountFen,
      balanceAfter: t.balanceAfterFen,
      createdAt: t.createdAt.toISOString(),
    })),
  };
}

/** Joins a free course (joining twice is no error: the teacher is in it). */
export async function joinCourse(db: Db, userId: number, courseId: number) {
  await requireTeacher(db, userId);
  const course = await findCourse(db, courseId);
  if (course.priceFen > 0) throw badRequest(Msg.boutiqueNeedBuy);
  await db.insert(boutiqueEnrollments).values({ courseId, userId, kind: 'FREE' }).onConflictDoNothing();
  return { courseId, balance: await balanceOf(db, userId) };
}

/**
 * Buys a paid course from the wallet, in one transaction: the wallet row is locked, the balance checked and
 * lowered only while it covers the price, the enrolment and the transaction written. Two purchases at the same
 * moment wait for each other on the lock; the enrolment's unique index and the balance's check constraint stay
 * as the last line of defence, so there is never a double purchase nor a negative balance.
 */
export async function buyCourse(db: Db, userId: number, courseId: number) {
  await requireTeacher(db, userId);
  const course = await findCourse(db, courseId);
  if (course.priceFen <= 0) throw badRequest(Msg.boutiqueFreeNoBuy);
  if (await enrollmentOf(db, userId, courseId)) throw badRequest(Msg.boutiqueAlreadyBought);
  await db.insert(wallets).values({ userId, balanceFen: 0 }).onConflictDoNothing();
  try {
    const balance = await withTx(db, async (tx) => {
      await tx.select({ id: wallets.userId }).from(wallets).where(eq(wallets.userId, userId)).for('update');
      if (await enrollmentOf(tx, userId, courseId)) throw badRequest(Msg.boutiqueAlreadyBought);
      const [paid] = await tx
        .update(wallets)
        .set({ balanceFen: sql`${wallets.balanceFen} - ${course.priceFen}`, updatedAt: new Date() })
        .where(and(eq(wallets.userId, userId), gte(wallets.balanceFen, course.priceFen)))
        .returning({ balance: wallets.balanceFen });
      if (!paid) throw badRequest(Msg.boutiqueBalanceShort);
      await tx.insert(boutiqueEnrollments).values({ courseId, userId, kind: 'PAID', paidFen: course.priceFen });
      await tx.insert(walletTransactions).values({
        userId,
        title: `购买${bookTitle(course.title)}`,
        amountFen: -course.priceFen,
        balanceAfterFen: paid.balance,
        courseId,
      });
      return paid.balance;
    });
    return { courseId, balance };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(Msg.boutiqueAlreadyBought);
    throw err;
  }
}
