import { and, eq } from 'drizzle-orm';
import { classes } from '../schema';
import type { Executor } from './tx';

/** Classes (the class row itself; its students and courses are read by the classes module). Tables: classes. */
export type ClassRow = typeof classes.$inferSelect;

export async function findClassById(db: Executor, id: number): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row;
}

/** Locks the owner's class for the rest of the transaction (a concurrent delete waits); undefined when not theirs. */
export async function lockOwnClass(tx: Executor, classId: number, ownerId: number) {
  const [row] = await tx
    .select({ id: classes.id, schoolId: classes.schoolId })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)))
    .for('share');
  return row;
}
