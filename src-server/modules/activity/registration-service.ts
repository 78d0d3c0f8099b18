import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { h5SignUpRequest, registerRequest } from '@shared/api/activity';
import { Code } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { phaseOf, timelineOf, within } from '../../domain/activity-timeline';
import { className, ownChild, ownClass } from '../../domain/classes';
import type { Db } from '../../db/client';
import { displayNames, findUserWithSchool, relationsOf } from '../../db/repositories/users';
import {
  activities,
  activityRegistrations,
  activitySubmitters,
  activityWorks,
  classes,
  classStudents,
} from '../../db/schema';
import { BizError, forbidden } from '../../lib/errors';
import { hashToken, requireActivity, type ActivityRow, type Submitter } from './access';
import { rankOf } from './rank';
import { rankKey } from './view';

/** An H5 submitter's temp token lives 30 days. */
export const TEMP_TOKEN_DAYS = 30;

function requireRegistrationOpen(a: ActivityRow, now: Date) {
  const t = timelineOf(a);
  if (!within(now, t.registrationStart, t.registrationEnd)) {
    throw new BizError(Code.BAD_REQUEST, Msg.activityRegisterClosed);
  }
}

interface School {
  name: string;
  region: string;
}

async function schoolOf(db: Db, userId: number): Promise<School | undefined> {
  const row = await findUserWithSchool(db, userId);
  return row?.schoolName ? { name: row.schoolName, region: row.region } : undefined;
}

/**
 * What a teacher registers: one of their classes (all its students), or some students of their classes (of that
 * class when one is named too). Another teacher's class or student is refused.
 */
async function teacherEntry(db: Db, teacherId: number, input: z.output<typeof registerRequest>, now: Date) {
  const c = input.classId ? await ownClass(db, teacherId, input.classId) : undefined;
  const wanted = [...new Set(input.studentIds ?? [])];
  if (c && !wanted.length) {
    const ids = await db
      .select({ id: classStudents.studentId })
      .from(classStudents)
      .where(eq(classStudents.classId, c.id));
    return { registeredAs: className(c, now), classId: c.id, studentIds: ids.map((r) => r.id) };
  }
  if (!wanted.length) throw new BizError(Code.BAD_REQUEST, Msg.activityClassRequired);
  const mine = await db
    .selectDistinct({ id: classStudents.studentId })
    .from(classStudents)
    .innerJoin(classes, eq(classes.id, classStudents.classId))
    .where(
      and(
        eq(classes.ownerId, teacherId),
        c ? eq(classes.id, c.id) : undefined,
        inArray(classStudents.studentId, wanted),
      ),
    );
  if (mine.length !== wanted.length) throw forbidden();
  const names = await displayNames(db, wanted);
  const who = wanted.map((id) => names.get(id) ?? '').join('、');
  return { registeredAs: c ? `${className(c, now)} ${who}` : who, classId: c?.id ?? null, studentIds: wanted };
}

/** What a parent registers: one related child (the first when none is named). */
async function parentEntry(db: Db, parentId: number, input: z.output<typeof registerRequest>) {
  // A parent has no classes: naming one is naming someone else's.
  if (input.classId) throw forbidden();
  const childId = input.studentIds?.[0] ?? (await relationsOf(db, parentId)).find((r) => r.isRelation)?.toUserId;
  if (!childId) throw new BizError(Code.BAD_REQUEST, Msg.activityChildRequired);
  const child = await ownChild(db, parentId, childId);
  return {
    registeredAs: child.displayName,
    classId: null,
    studentIds: [child.id],
    school: await schoolOf(db, child.id),
  };
}

export async function register(db: Db, who: Submitter, input: z.output<typeof registerRequest>, now: Date) {
  const a = await requireActivity(db, input.activityId);
  // Whose class or child comes first: another tenant's id is refused whatever the window.
  const entry: { registeredAs: string; classId: number | null; studentIds: number[]; school?: School } =
    who.kind === 'teacher' ? await teacherEntry(db, who.id, input, now) : await parentEntry(db, who.id, input);
  const school = entry.school ?? { name: who.schoolName, region: who.region };
  requireRegistrationOpen(a, now);
  const values = {
    registeredAs: entry.registeredAs,
    classId: entry.classId,
    studentIds: entry.studentIds,
    schoolName: school.name,
    region: school.region,
  };
  const [row] = await db
    .insert(activityRegistrations)
    .values({ ...values, activityId: a.id, submitterKind: who.kind, submitterId: who.id, createdAt: now })
    .onConflictDoUpdate({
      target: [
        activityRegistrations.activityId,
        activityRegistrations.submitterKind,
        activityRegistrations.submitterId,
      ],
      set: values,
    })
    .returning();
  return {
    activityId: a.id,
    registeredAs: row?.registeredAs ?? '',
    registerTime: (row?.createdAt ?? now).toISOString(),
  };
}

export async function registeredList(db: Db, who: Submitter, p: { pageNum: number; pageSize: number }, now: Date) {
  const where = and(eq(activityRegistrations.submitterKind, who.kind), eq(activityRegistrations.submitterId, who.id));
  const rows = await db
    .select({ reg: activityRegistrations, activity: activities })
    .from(activityRegistrations)
    .innerJoin(activities, eq(activities.id, activityRegistrations.activityId))
    .where(where)
    .orderBy(desc(activityRegistrations.id))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize);
  const [total] = await db.select({ n: count() }).from(activityRegistrations).where(where);
  const list = [];
  for (const { reg, activity } of rows) {
    const works = await db
      .select()
      .from(activityWorks)
      .where(
        and(
          eq(activityWorks.activityId, activity.id),
          eq(activityWorks.submitterKind, who.kind),
          eq(activityWorks.submitterId, who.id),
          eq(activityWorks.status, 'SUBMITTED'),
        ),
      );
    const ranks = await Promise.all(works.map((w) => rankOf(db, rankKey(w))));
    list.push({
      activityId: activity.id,
      name: activity.name,
      cover: activity.cover,
      phase: phaseOf(activity, now),
      submissionEnd: timelineOf(activity).submissionEnd.toISOString(),
      registeredAs: reg.registeredAs,
      registerTime: reg.createdAt.toISOString(),
      workCount: works.length,
      bestRank: ranks.length ? Math.min(...ranks) : null,
    });
  }
  return { list, total: Number(total?.n ?? 0) };
}

/** An H5 submitter signs up for one activity (registration window only) and gets a temp token, once. */
export async function signUpH5(db: Db, input: z.output<typeof h5SignUpRequest>, now: Date) {
  const a = await requireActivity(db, input.activityId);
  requireRegistrationOpen(a, now);
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + TEMP_TOKEN_DAYS * 86_400_000);
  const [s] = await db
    .insert(activitySubmitters)
    .values({
      activityId: a.id,
      name: input.name,
      mobile: input.mobile,
      schoolName: input.schoolName,
      grade: input.grade,
      tokenHash: hashToken(token),
      expiresAt,
      createdAt: now,
    })
    .returning();
  if (!s) throw forbidden();
  await db.insert(activityRegistrations).values({
    activityId: a.id,
    submitterKind: 'h5',
    submitterId: s.id,
    registeredAs: input.name,
    schoolName: input.schoolName,
    createdAt: now,
  });
  return { tempToken: token, expiresAt: expiresAt.toISOString(), name: s.name };
}
