import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BoutiquePaths as P, type CourseInfo, type Wallet } from '@shared/api/boutique';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { boutiqueCourses, users, wallets } from '../../../db/schema';
import { BOUTIQUE } from '../../../db/seeds/demo-boutique';
import { LIVE_SECOND_TEACHER } from '../../../db/seeds/demo-live';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { boutiqueCast, get, post, type BoutiqueCast } from './helpers';

/**
 * Buying from the wallet (runs on PGlite and on PostgreSQL): the price is taken once, atomically, never below zero,
 * even when two purchases arrive at the same moment.
 */
let t: TestApp;
let c: BoutiqueCast;
beforeAll(async () => {
  t = await createTestApp();
  c = await boutiqueCast(t.app, t.database.db);
});
afterAll(() => t.close());

const wallet = async (token: string) => (await get<Wallet>(t.app, P.wallet, token)).data;
const buy = (token: string, courseId: number) =>
  post<{ courseId: number; balance: number }>(t.app, P.buyCourse, token, { courseId });
const priceOf = async (courseId: number) =>
  (await t.database.db.select().from(boutiqueCourses).where(eq(boutiqueCourses.id, courseId)))[0]!.priceFen;

/** Sets 赵老师's balance (he has no wallet in the demo data). */
async function fund(fen: number) {
  const [zhao] = await t.database.db.select().from(users).where(eq(users.mobile, LIVE_SECOND_TEACHER.mobile));
  await t.database.db
    .insert(wallets)
    .values({ userId: zhao!.id, balanceFen: fen })
    .onConflictDoUpdate({ target: wallets.userId, set: { balanceFen: fen } });
}

describe('the wallet', () => {
  it('shows the demo teacher’s ¥100.00 and recent transactions, newest first; an empty wallet is ¥0', async () => {
    const w = await wallet(c.teacher);
    expect(w.balance).toBe(10_000);
    expect(w.transactions.map((x) => x.title)).toEqual([`购买《${BOUTIQUE.bought}》`, '优质课评选奖励', '账户充值']);
    expect(w.transactions[0]).toMatchObject({ amount: -3_000, balanceAfter: 10_000 });
    expect(await wallet(c.second)).toEqual({ balance: 0, transactions: [] });
    expect((await get(t.app, P.wallet, c.parent)).code).toBe(Code.TOKEN_EXPIRED);
  });
});

describe('buying', () => {
  it('takes the price from the wallet, opens the videos, and refuses a second purchase', async () => {
    const price = await priceOf(c.courses.paid);
    const res = await buy(c.teacher, c.courses.paid);
    expect(res).toMatchObject({ code: Code.OK, message: Msg.boutiqueBought, data: { balance: 10_000 - price } });
    const w = await wallet(c.teacher);
    expect(w.balance).toBe(10_000 - price);
    expect(w.transactions[0]).toMatchObject({ title: `购买《${BOUTIQUE.paid}》`, amount: -price });
    const course = (await get<CourseInfo>(t.app, P.courseInfo, c.teacher, { courseId: String(c.courses.paid) })).data;
    expect(course.joined).toBe(true);
    expect(course.lessons.every((l) => l.videoUrl)).toBe(true);
    expect(await buy(c.teacher, c.courses.paid)).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.boutiqueAlreadyBought,
    });
    expect((await wallet(c.teacher)).balance).toBe(10_000 - price);
  });

  it('says 余额不足 when the balance is short, and takes nothing', async () => {
    const before = await wallet(c.teacher);
    const res = await buy(c.teacher, c.courses.expensive);
    expect(res).toMatchObject({ code: Code.BAD_REQUEST, message: Msg.boutiqueBalanceShort });
    expect(res.message).toContain('余额不足');
    expect(await wallet(c.teacher)).toEqual(before);
    const course = (await get<CourseInfo>(t.app, P.courseInfo, c.teacher, { courseId: String(c.courses.expensive) }))
      .data;
    expect(course.joined).toBe(false);
  });

  it('refuses free, unknown and malformed courses, students and parents', async () => {
    expect(await buy(c.teacher, c.courses.free)).toMatchObject({
      code: Code.BAD_REQUEST,
      message: Msg.boutiqueFreeNoBuy,
    });
    expect(await buy(c.teacher, 999_999)).toMatchObject({ code: Code.NOT_FOUND, message: Msg.boutiqueCourseNotFound });
    expect((await post(t.app, P.buyCourse, c.teacher, { courseId: -1 })).code).toBe(Code.BAD_REQUEST);
    expect((await post(t.app, P.buyCourse, c.teacher, {})).code).toBe(Code.BAD_REQUEST);
    expect((await buy(c.student, c.courses.paid)).code).toBe(Code.FORBIDDEN);
    expect((await buy(c.parent, c.courses.paid)).code).toBe(Code.TOKEN_EXPIRED);
  });

  it('of two purchases of one course at the same moment, exactly one pays', async () => {
    const price = await priceOf(c.courses.expensive);
    await fund(price * 3);
    const results = await Promise.all([buy(c.second, c.courses.expensive), buy(c.second, c.courses.expensive)]);
    expect(results.map((r) => r.code).sort()).toEqual([Code.OK, Code.BAD_REQUEST].sort());
    expect(results.find((r) => r.code !== Code.OK)!.message).toBe(Msg.boutiqueAlreadyBought);
    const w = await wallet(c.second);
    expect(w.balance).toBe(price * 2);
    expect(w.transactions.filter((x) => x.amount < 0)).toHaveLength(1);
  });

  it('of two purchases the balance covers only one of, one pays and the other is told 余额不足', async () => {
    const a = await priceOf(c.courses.paid);
    const b = await priceOf(c.courses.bought);
    await fund(Math.max(a, b));
    const results = await Promise.all([buy(c.second, c.courses.paid), buy(c.second, c.courses.bought)]);
    expect(results.map((r) => r.code).sort()).toEqual([Code.OK, Code.BAD_REQUEST].sort());
    expect(results.find((r) => r.code !== Code.OK)!.message).toBe(Msg.boutiqueBalanceShort);
    const w = await wallet(c.second);
    expect(w.balance).toBeGreaterThanOrEqual(0);
    const won = results[0]!.code === Code.OK ? a : b;
    expect(w.balance).toBe(Math.max(a, b) - won);
  });
});
