import { and, asc, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import type { ClassGroups } from '@shared/api/reader';
import { Msg } from '@shared/rules/messages';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { displayNames } from '../../db/repositories/users';
import { classGroupMembers, classGroups, classGroupSettings, classStudents } from '../../db/schema';
import { className } from '../../domain/classes';
import { BizError, badRequest, notFound } from '../../lib/errors';
import { isInClass, readableClass, requireStudent, whoAmI, type Caller } from './access';

/**
 * Study groups (学习小组). Rules: a student sees the groups of a class they are in (a teacher those of a class they
 * own); a student is in at most one group of a class. Joining and leaving are the student's own choice only when
 * the class's teacher opened self-selection; a full group refuses; to switch, a student leaves first. The group row
 * is locked while its members are counted, so two students cannot both take its last place.
 */
export async function classGroupList(db: Db, userId: number, classId: number, now: Date): Promise<ClassGroups> {
  const me = await whoAmI(db, userId);
  return groupsOf(db, me, classId, now);
}

async function groupsOf(db: Db, me: Caller, classId: number, now: Date): Promise<ClassGroups> {
  const cls = await readableClass(db, me, classId);
  const [settings] = await db.select().from(classGroupSettings).where(eq(classGroupSettings.classId, classId));
  const groups = await db
    .select()
    .from(classGroups)
    .where(eq(classGroups.classId, classId))
    .orderBy(asc(classGroups.sort), asc(classGroups.id));
  const members = await db
    .select()
    .from(classGroupMembers)
    .where(eq(classGroupMembers.classId, classId))
    .orderBy(asc(classGroupMembers.joinedAt), asc(classGroupMembers.studentId));
  const students = await db
    .select({ id: classStudents.studentId })
    .from(classStudents)
    .where(eq(classStudents.classId, classId))
    .orderBy(asc(classStudents.id));
  const names = await displayNames(db, [...students.map((s) => s.id), ...members.map((m) => m.studentId)]);
  const grouped = new Set(members.map((m) => m.studentId));
  return {
    classId,
    className: className(cls, now),
    selfSelect: settings?.selfSelect ?? false,
    myGroupId: members.find((m) => m.studentId === me.id)?.groupId ?? null,
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      capacity: g.capacity,
      members: members
        .filter((m) => m.groupId === g.id)
        // The leader first, then by the time they joined.
        .sort((a, b) => Number(b.studentId === g.leaderId) - Number(a.studentId === g.leaderId))
        .map((m) => ({
          userId: m.studentId,
          name: names.get(m.studentId) ?? '',
          leader: m.studentId === g.leaderId,
          me: m.studentId === me.id,
        })),
    })),
    ungrouped: students
      .filter((s) => !grouped.has(s.id))
      .map((s) => ({ userId: s.id, name: names.get(s.id) ?? '', me: s.id === me.id })),
  };
}

/** The group and its class, for a student of that class who may choose their group. */
async function choosableGroup(db: Db, me: Caller, groupId: number) {
  const [group] = await db.select().from(classGroups).where(eq(classGroups.id, groupId));
  // A group of a class the student is not in reads as missing: its existence is not revealed.
  if (!group || !(await isInClass(db, me.id, group.classId))) throw notFound(Msg.groupNotFound);
  const [settings] = await db.select().from(classGroupSettings).where(eq(classGroupSettings.classId, group.classId));
  if (!settings?.selfSelect) throw new BizError(Code.FORBIDDEN, Msg.groupSelfSelectOff);
  return group;
}

export async function joinGroup(db: Db, userId: number, groupId: number, now: Date) {
  const me = await requireStudent(db, userId);
  const group = await choosableGroup(db, me, groupId);
  await withTx(db, async (tx) => {
    await tx.select({ id: classGroups.id }).from(classGroups).where(eq(classGroups.id, groupId)).for('update');
    const rows = await tx
      .select({ groupId: classGroupMembers.groupId, studentId: classGroupMembers.studentId })
      .from(classGroupMembers)
      .where(eq(classGroupMembers.classId, group.classId));
    const mine = rows.find((r) => r.studentId === me.id);
    if (mine?.groupId === groupId) return;
    if (mine) throw badRequest(Msg.groupAlreadyIn);
    if (rows.filter((r) => r.groupId === groupId).length >= group.capacity) throw badRequest(Msg.groupFull);
    await tx
      .insert(classGroupMembers)
      .values({ groupId, classId: group.classId, studentId: me.id })
      .onConflictDoNothing();
  });
  return groupsOf(db, me, group.classId, now);
}

export async function leaveGroup(db: Db, userId: number, groupId: number, now: Date) {
  const me = await requireStudent(db, userId);
  const group = await choosableGroup(db, me, groupId);
  const gone = await db
    .delete(classGroupMembers)
    .where(and(eq(classGroupMembers.groupId, groupId), eq(classGroupMembers.studentId, me.id)))
    .returning({ id: classGroupMembers.studentId });
  if (!gone.length) throw badRequest(Msg.groupNotMember);
  // A leader who leaves leaves the group without one; the teacher names the next.
  if (group.leaderId === me.id) await db.update(classGroups).set({ leaderId: null }).where(eq(classGroups.id, groupId));
  return groupsOf(db, me, group.classId, now);
}
