import { and, eq } from 'drizzle-orm';
import { staffAccounts } from '../schema';
import type { Executor } from './tx';

/** Staff accounts (experts, publishers, authors and data-centre admins). Tables: staff_accounts. */
export type StaffKind = 'expert' | 'publisher' | 'author' | 'admin';
export type StaffRow = typeof staffAccounts.$inferSelect;

export async function findStaffByAccount(
  db: Executor,
  kind: StaffKind,
  account: string,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.kind, kind), eq(staffAccounts.account, account)))
    .limit(1);
  return row;
}

export async function findStaffById(db: Executor, kind: StaffKind, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, id), eq(staffAccounts.kind, kind)))
    .limit(1);
  return row;
}

/** A new staff account; undefined when the kind already has that account name. */
export async function insertStaff(
  db: Executor,
  row: { kind: StaffKind; account: string; displayName: string; passwordHash: string },
): Promise<StaffRow | undefined> {
  const [created] = await db.insert(staffAccounts).values(row).onConflictDoNothing().returning();
  return created;
}
