import { and, eq } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import {
  informations,
  researchComments,
  researchGroups,
  researchMembers,
  researchPlans,
  schools,
  subjects,
  users,
} from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD, DEMO_SCHOOL, DEMO_USERS } from './demo-accounts';
import { SECOND_SCHOOL } from './demo-classes';
import { LIVE_SECOND_TEACHER } from './demo-live';
import { DEMO_INFORMATIONS } from './community-content';
import { RESEARCH_COLLEAGUES, SUBJECTS } from './demo-research';
import { DEMO_GROUPS, SECOND_SCHOOL_PLAN, type Who } from './research-content';

const HOUR = 3600_000;
const BEIJING = 8 * HOUR;
/**
 * A seeded "hours ago" as a moment in school hours: `h` maps to floor(h/10)+1 Beijing days before today, at
 * 18:00 minus (h mod 10) hours. Larger `h` is always earlier, so a comment stays after its plan.
 */
const officeHours = (now: number, h: number) =>
  new Date(beijingMorning(now, Math.floor(h / 10) + 1).getTime() + (8.5 - (h % 10)) * HOUR + ((h * 7) % 60) * 60_000);
/** 09:30 Beijing time on the Beijing day `days` before `now`'s: notices go out in office hours. */
const beijingMorning = (now: number, days: number) =>
  new Date(Math.floor((now + BEIJING) / (24 * HOUR)) * 24 * HOUR - BEIJING - days * 24 * HOUR + 9.5 * HOUR);

/**
 * The subjects, 示范学校's four research groups with 王老师's colleagues, their plans and comments, 实验第二小学's
 * 数学教研组 (赵老师), and the community's notices and news.
 */
export async function seedResearch(db: Executor) {
  const now = Date.now();
  const ago = (hours: number) => officeHours(now, hours);
  await db.insert(subjects).values(SUBJECTS.map((s, i) => ({ code: s.code, name: s.name, sort: i + 1 })));

  const schoolId = async (name: string) => (await db.select().from(schools).where(eq(schools.name, name)))[0]?.id;
  const demo = await schoolId(DEMO_SCHOOL.name);
  const second = await schoolId(SECOND_SCHOOL);
  const userId = async (mobile: string, userType: string) =>
    (
      await db
        .select()
        .from(users)
        .where(and(eq(users.mobile, mobile), eq(users.userType, userType)))
    )[0]?.id;
  const me = await userId(DEMO_USERS.teacher.mobile, DEMO_USERS.teacher.userType);
  const zhao = await userId(LIVE_SECOND_TEACHER.mobile, LIVE_SECOND_TEACHER.userType);
  if (!demo || !second || !me || !zhao) throw new Error('seed the accounts, schools and live teachers first');

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const colleagues = await db
    .insert(users)
    .values(
      RESEARCH_COLLEAGUES.map((c) => ({
        mobile: c.mobile,
        displayName: c.displayName,
        userType: 'ASSISTANT',
        passwordHash,
        roles: ['ROLE_DEFAULT'],
        schoolId: demo,
      })),
    )
    .returning({ id: users.id });
  const who = (w: Who) => (w === 'me' ? me : colleagues[w]!.id);

  for (const g of DEMO_GROUPS) {
    const [group] = await db
      .insert(researchGroups)
      .values({ schoolId: demo, subjectCode: g.subject, name: g.name, intro: g.intro, createdAt: ago(24 * 60) })
      .returning({ id: researchGroups.id });
    const groupId = group!.id;
    await db
      .insert(researchMembers)
      .values([
        { groupId, userId: who(g.leader), role: 'LEADER', joinedAt: ago(24 * 60) },
        ...g.members.map((m, i) => ({ groupId, userId: who(m), role: 'MEMBER', joinedAt: ago(24 * 50 - i) })),
      ]);
    for (const p of g.plans) {
      const [plan] = await db
        .insert(researchPlans)
        .values({ groupId, authorId: who(p.author), title: p.title, content: p.content, createdAt: ago(p.hoursAgo) })
        .returning({ id: researchPlans.id });
      if (p.comments.length) {
        await db.insert(researchComments).values(
          p.comments.map((c) => ({
            planId: plan!.id,
            authorId: who(c.author),
            content: c.content,
            createdAt: ago(c.hoursAgo),
          })),
        );
      }
    }
  }

  const [other] = await db
    .insert(researchGroups)
    .values({ schoolId: second, subjectCode: 'MATH', name: '数学教研组', intro: '实验第二小学数学组的集体备课。' })
    .returning({ id: researchGroups.id });
  await db.insert(researchMembers).values({ groupId: other!.id, userId: zhao, role: 'LEADER' });
  await db
    .insert(researchPlans)
    .values({ groupId: other!.id, authorId: zhao, ...SECOND_SCHOOL_PLAN, createdAt: ago(10) });

  await db.insert(informations).values(
    DEMO_INFORMATIONS.map((i) => ({
      type: i.type,
      title: i.title,
      summary: i.summary,
      content: i.content,
      publisher: i.publisher,
      pinned: i.pinned ?? false,
      publishedAt: beijingMorning(now, i.daysAgo),
    })),
  );
}
