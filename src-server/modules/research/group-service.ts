import { and, asc, count, eq, inArray, max } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { GroupInfo, Member, ResearchGroup, Subject } from '@shared/api/research';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import type { Executor } from '../../db/repositories/tx';
import { userCards } from '../../db/repositories/users';
import { researchGroups, researchMembers, researchPlans, schools, subjects } from '../../db/schema';
import { requireTeacher, type TeacherRow } from '../../domain/classes';
import { BizError, notFound } from '../../lib/errors';

export type GroupRow = typeof researchGroups.$inferSelect;

/** The subjects of getSubjectConfig, in teaching order. */
export async function subjectConfig(db: Db): Promise<Subject[]> {
  return db.select({ code: subjects.code, name: subjects.name }).from(subjects).orderBy(asc(subjects.sort));
}

/** The group, if it is of the teacher's school: unknown is 404, another school's is 403. */
export async function groupOf(db: Executor, teacher: TeacherRow, groupId: number): Promise<GroupRow> {
  const [row] = await db.select().from(researchGroups).where(eq(researchGroups.id, groupId)).limit(1);
  if (!row) throw notFound(Msg.researchGroupNotFound);
  if (row.schoolId !== teacher.schoolId) throw new BizError(Code.FORBIDDEN, Msg.forbidden);
  return row;
}

/** The groups of the caller's school, by subject order; a teacher without a school has none. */
export async function groupList(db: Db, userId: number, subject?: string): Promise<ResearchGroup[]> {
  const teacher = await requireTeacher(db, userId);
  if (!teacher.schoolId) return [];
  const rows = await db
    .select({ group: researchGroups })
    .from(researchGroups)
    .innerJoin(subjects, eq(subjects.code, researchGroups.subjectCode))
    .where(
      and(eq(researchGroups.schoolId, teacher.schoolId), subject ? eq(researchGroups.subjectCode, subject) : undefined),
    )
    .orderBy(asc(subjects.sort), asc(researchGroups.id));
  return summaries(
    db,
    rows.map((r) => r.group),
    userId,
  );
}

export async function groupInfo(db: Db, userId: number, groupId: number): Promise<GroupInfo> {
  const teacher = await requireTeacher(db, userId);
  const group = await groupOf(db, teacher, groupId);
  const [summary] = await summaries(db, [group], userId);
  const rows = await db
    .select({ userId: researchMembers.userId, role: researchMembers.role })
    .from(researchMembers)
    .where(eq(researchMembers.groupId, groupId))
    .orderBy(asc(researchMembers.joinedAt), asc(researchMembers.id));
  const cards = await userCards(
    db,
    rows.map((r) => r.userId),
  );
  const members: Member[] = rows
    .map((r) => ({
      userId: r.userId,
      displayName: cards.get(r.userId)?.name ?? '',
      avatar: cards.get(r.userId)?.avatar ?? '',
      role: r.role === 'LEADER' ? ('LEADER' as const) : ('MEMBER' as const),
      mine: r.userId === userId,
    }))
    .sort((a, b) => Number(b.role === 'LEADER') - Number(a.role === 'LEADER'));
  return { ...summary!, members };
}

/** Counts, the leader, the newest plan and the caller's membership, in four queries for any number of groups. */
async function summaries(db: Db, groups: GroupRow[], userId: number): Promise<ResearchGroup[]> {
  if (!groups.length) return [];
  const ids = groups.map((g) => g.id);
  const names = new Map(
    (await db.select({ code: subjects.code, name: subjects.name }).from(subjects)).map((s) => [s.code, s.name]),
  );
  const schoolNames = new Map(
    (
      await db
        .select({ id: schools.id, name: schools.name })
        .from(schools)
        .where(
          inArray(
            schools.id,
            groups.map((g) => g.schoolId),
          ),
        )
    ).map((s) => [s.id, s.name]),
  );
  const members = await db
    .select({ groupId: researchMembers.groupId, userId: researchMembers.userId, role: researchMembers.role })
    .from(researchMembers)
    .where(inArray(researchMembers.groupId, ids));
  const leaders = await userCards(
    db,
    members.filter((m) => m.role === 'LEADER').map((m) => m.userId),
  );
  const plans = await db
    .select({ groupId: researchPlans.groupId, n: count(), latest: max(researchPlans.createdAt) })
    .from(researchPlans)
    .where(inArray(researchPlans.groupId, ids))
    .groupBy(researchPlans.groupId);
  const planOf = new Map(plans.map((p) => [p.groupId, p]));
  return groups.map((g) => {
    const mine = members.filter((m) => m.groupId === g.id);
    const p = planOf.get(g.id);
    const latest = p?.latest ? new Date(p.latest) : null;
    return {
      id: g.id,
      name: g.name,
      subjectCode: g.subjectCode,
      subjectName: names.get(g.subjectCode) ?? g.subjectCode,
      intro: g.intro,
      schoolName: schoolNames.get(g.schoolId) ?? '',
      leaderName: leaders.get(mine.find((m) => m.role === 'LEADER')?.userId ?? 0)?.name ?? '',
      memberCount: mine.length,
      planCount: Number(p?.n ?? 0),
      latestPlanAt: latest ? latest.toISOString() : null,
      joined: mine.some((m) => m.userId === userId),
    };
  });
}
