import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import {
  boutiqueCourses,
  boutiqueEnrollments,
  boutiqueLessons,
  boutiqueProgress,
  users,
  wallets,
  walletTransactions,
} from '../schema';
import { DEMO_USERS } from './demo-accounts';
import { BOUTIQUE, BOUTIQUE_CLIPS, BOUTIQUE_COURSES } from './demo-boutique';
import { DEMO_TEACHERS } from './demo-classes';

const DAY = 24 * 3600_000;
const ago = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3600_000);

/**
 * The boutique catalogue (videos: modules/boutique/content.ts); the demo teacher's wallet (¥100.00 after a
 * recharge, a reward and one purchase), one bought course half watched and one free course watched to the end;
 * the famous teachers' enrolments, so learner counts are real.
 */
export async function seedBoutique(db: Executor) {
  const now = new Date();
  const [me] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, DEMO_USERS.teacher.mobile), eq(users.userType, DEMO_USERS.teacher.userType)));
  const others = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          users.mobile,
          DEMO_TEACHERS.map((t) => t.mobile),
        ),
        eq(users.userType, 'TEACHER'),
      ),
    );
  if (!me) throw new Error('seed the demo accounts first');

  const courseId = new Map<string, number>();
  const lessonsOf = new Map<number, { id: number; seconds: number }[]>();
  let clip = 0;
  for (const [i, c] of BOUTIQUE_COURSES.entries()) {
    const [row] = await db
      .insert(boutiqueCourses)
      .values({ ...c, sort: i + 1 })
      .returning({ id: boutiqueCourses.id });
    courseId.set(c.title, row!.id);
    const lessons = await db
      .insert(boutiqueLessons)
      .values(
        c.lessons.map((title, j) => {
          const v = BOUTIQUE_CLIPS[clip++ % BOUTIQUE_CLIPS.length]!;
          return { courseId: row!.id, sort: j + 1, title, seconds: v.seconds, videoPath: `clips/${v.file}` };
        }),
      )
      .returning({ id: boutiqueLessons.id, seconds: boutiqueLessons.seconds });
    lessonsOf.set(row!.id, lessons);
  }

  // The demo teacher: ¥100.00 + ¥30.00 reward − ¥30.00 purchase = ¥100.00.
  const bought = courseId.get(BOUTIQUE.bought)!;
  const boughtPrice = BOUTIQUE_COURSES.find((c) => c.title === BOUTIQUE.bought)!.priceFen;
  await db.insert(wallets).values({ userId: me.id, balanceFen: 10_000, updatedAt: ago(now, 10) });
  await db.insert(walletTransactions).values([
    { userId: me.id, title: '账户充值', amountFen: 10_000, balanceAfterFen: 10_000, createdAt: ago(now, 25) },
    { userId: me.id, title: '优质课评选奖励', amountFen: 3_000, balanceAfterFen: 13_000, createdAt: ago(now, 18) },
    {
      userId: me.id,
      title: `购买《${BOUTIQUE.bought}》`,
      amountFen: -boughtPrice,
      balanceAfterFen: 10_000,
      courseId: bought,
      createdAt: ago(now, 10),
    },
  ]);
  const [b1, b2] = lessonsOf.get(bought)!;
  await db.insert(boutiqueEnrollments).values({
    courseId: bought,
    userId: me.id,
    kind: 'PAID',
    paidFen: boughtPrice,
    lastLessonId: b2!.id,
    lastWatchedAt: ago(now, 1, 3),
    createdAt: ago(now, 10),
  });
  await db.insert(boutiqueProgress).values([
    {
      userId: me.id,
      courseId: bought,
      lessonId: b1!.id,
      position: b1!.seconds,
      completed: true,
      updatedAt: ago(now, 2),
    },
    { userId: me.id, courseId: bought, lessonId: b2!.id, position: 4, completed: false, updatedAt: ago(now, 1, 3) },
  ]);
  const finished = courseId.get(BOUTIQUE.finished)!;
  const fl = lessonsOf.get(finished)!;
  await db.insert(boutiqueEnrollments).values({
    courseId: finished,
    userId: me.id,
    kind: 'FREE',
    lastLessonId: fl.at(-1)!.id,
    lastWatchedAt: ago(now, 5),
    createdAt: ago(now, 8),
  });
  await db.insert(boutiqueProgress).values(
    fl.map((l, i) => ({
      userId: me.id,
      courseId: finished,
      lessonId: l.id,
      position: l.seconds,
      completed: true,
      updatedAt: ago(now, 5 + fl.length - i),
    })),
  );

  // The famous teachers study too: free courses joined, one paid course each bought (recharged just for it).
  for (const [i, o] of others.entries()) {
    const picks = BOUTIQUE_COURSES.filter((_, j) => (j + i) % 3 !== 0 && BOUTIQUE_COURSES[j]!.title !== BOUTIQUE.free);
    for (const c of picks) {
      const id = courseId.get(c.title)!;
      await db
        .insert(boutiqueEnrollments)
        .values({ courseId: id, userId: o.id, kind: c.priceFen ? 'PAID' : 'FREE', paidFen: c.priceFen })
        .onConflictDoNothing();
    }
    const spent = picks.reduce((s, c) => s + c.priceFen, 0);
    await db.insert(wallets).values({ userId: o.id, balanceFen: 5_000 });
    await db.insert(walletTransactions).values([
      {
        userId: o.id,
        title: '账户充值',
        amountFen: spent + 5_000,
        balanceAfterFen: spent + 5_000,
        createdAt: ago(now, 30),
      },
      ...picks
        .filter((c) => c.priceFen > 0)
        .map((c, k, paid) => ({
          userId: o.id,
          title: `购买《${c.title}》`,
          amountFen: -c.priceFen,
          balanceAfterFen: 5_000 + paid.slice(k + 1).reduce((s, x) => s + x.priceFen, 0),
          courseId: courseId.get(c.title)!,
          createdAt: ago(now, 20 - k),
        })),
    ]);
  }
}
