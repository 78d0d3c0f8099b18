import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { UserType } from '@shared/api/common';
import type { Database } from '../client';
import { schools, teacherProfiles, userRelations, users } from '../schema';
import type { Executor } from './tx';

/**
 * Users: the only module that reads or writes the `users` table (rule 7). Tables: users, plus the rows that hang
 * off a user and are read with it (user_relations, teacher_profiles, the user's school name).
 * Every function takes the database or a transaction (`withTx`) as its first argument.
 */
export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Id, school, name and type: what access checks need. */
export async function findUserSummary(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, schoolId: users.schoolId, displayName: users.displayName, userType: users.userType })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The account signing in as one of `types` by mobile or e-mail. */
export async function findUserForLogin(db: Executor, account: string, types: UserType[]) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(or(eq(users.mobile, account), eq(users.email, account)), inArray(users.userType, types)))
    .limit(1);
  return row;
}

/** The first account on a mobile (or an e-mail), then every account on that mobile. */
export async function accountsOnMobileOf(db: Executor, mobileOrEmail: string, byEmail: boolean) {
  const [first] = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(byEmail ? eq(users.email, mobileOrEmail) : eq(users.mobile, mobileOrEmail))
    .limit(1);
  const mobile = first?.mobile;
  if (!mobile) return { mobile: null, ids: [] as number[] };
  const all = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return { mobile, ids: all.map((r) => r.id) };
}

/** Whether a mobile already has an account of one of `types` (other than `exceptId`). */
export async function mobileTaken(db: Executor, mobile: string, types: readonly string[], exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.mobile, mobile), inArray(users.userType, [...types]), exceptId ? ne(users.id, exceptId) : undefined),
    )
    .limit(1);
  return Boolean(row);
}

export async function anyAccountOnMobile(db: Executor, mobile: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
  return Boolean(row);
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

type UserChange = Partial<Pick<UserRow, 'passwordHash' | 'mobile' | 'displayName' | 'avatar' | 'schoolId'>>;

export async function updateUsers(db: Executor, ids: number[], change: UserChange) {
  if (!ids.length) return;
  await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(inArray(users.id, ids));
}

export const updateUser = (db: Executor, id: number, change: UserChange) => updateUsers(db, [id], change);

/** Display names by user id. */
export async function displayNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The child, if it is one of the parent's own children. */
export async function findOwnChild(db: Executor, parentId: number, childId: number) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.toUserId))
    .where(
      and(eq(userRelations.userId, parentId), eq(userRelations.toUserId, childId), eq(userRelations.isRelation, true)),
    )
    .limit(1);
  return row;
}

/** The user's relations with the related user's current name and the name stored on the relation. */
export function relationsOf(db: Executor, userId: number) {
  return db
    .select({
      toUserId: userRelations.toUserId,
      stored: userRelations.toUserDisplayName,
      current: users.displayName,
      isRelation: userRelations.isRelation,
    })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.toUserId))
    .where(eq(userRelations.userId, userId))
    .orderBy(userRelations.id);
}

/** Renames a user everywhere the name is shown: the account and every relation to it. Give it a transaction. */
export async function renameEverywhere(tx: Executor, userId: number, displayName: string) {
  await tx.update(users).set({ displayName, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx.update(userRelations).set({ toUserDisplayName: displayName }).where(eq(userRelations.toUserId, userId));
}

/** TEACHER users with a public profile: one (`teacherId`) or all, best rated first. */
export function teacherProfileRows(db: Executor, teacherId?: number) {
  return db
    .select({
      id: users.id,
      displayName: users.displayName,
      avatar: users.avatar,
      introduction: teacherProfiles.introduction,
      avgStar: teacherProfiles.avgStar,
      teachLv: teacherProfiles.teachLv,
    })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(and(eq(users.userType, 'TEACHER'), teacherId === undefined ? undefined : eq(users.id, teacherId)))
    .orderBy(desc(teacherProfiles.avgStar), asc(users.id));
}

/**
 * The busiest signed-in read (getUserInfo): straight to the driver as a named prepared statement, only the columns it
 * answers with (through Drizzle it selected and mapped every column of the user). Bench figures in docs/performance.md.
 */
const USER_INFO = `SELECT u.id, u.display_name, u.avatar, u.mobile, u.show_course_center, u.user_type, u.roles,
  u.permissions, s.id AS school_id, s.name AS school_name
  FROM users u LEFT JOIN schools s ON s.id = u.school_id WHERE u.id = $1 LIMIT 1`;

export async function findUserInfoRow(database: Database, userId: number) {
  const [u] = await database.query(USER_INFO, [userId], 'user_info');
  if (!u) return undefined;
  return {
    id: Number(u.id),
    displayName: u.display_name as string,
    avatar: u.avatar as string,
    school: u.school_id ? { id: Number(u.school_id), name: u.school_name as string } : null,
    mobile: u.mobile as string,
    showCourseCenter: u.show_course_center as boolean,
    userType: u.user_type as UserType,
    roles: u.roles as string[],
    permissions: u.permissions as string[],
  };
}

/** The user's name with their school's name and region ('' when no school). */
export async function findUserWithSchool(db: Executor, id: number) {
  const [row] = await db
    .select({ name: users.displayName, schoolName: schools.name, region: schools.region })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, id))
    .limit(1);
  return row && { name: row.name, schoolName: row.schoolName ?? '', region: row.region ?? '' };
}

/** Display names of users by id (tasks: student and teacher names in lists). */
export async function findUserNames(db: Executor, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

/** Names and avatars of users by id (research group members). */
export async function userCards(db: Executor, ids: number[]): Promise<Map<number, { name: string; avatar: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.displayName, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, { name: r.name, avatar: r.avatar }]));
}
