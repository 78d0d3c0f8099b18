import { asc, eq } from 'drizzle-orm';
import { digitalBooks, digitalResources } from '../../src-server/db/schema';
import type { E2EServer } from './harness';

export const TEACHER = '13800000001';

/** The seeded books in catalogue order (see src-server/db/seeds/0002-catalog.ts). */
export async function bookIds(server: E2EServer) {
  const rows = await server.app.db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id));
  return rows.map((r) => r.id);
}

/** The first resource of a type in a book. */
export async function resourceOf(server: E2EServer, bookId: number, type: string) {
  const rows = await server.app.db
    .select({ id: digitalResources.id, type: digitalResources.type, title: digitalResources.title })
    .from(digitalResources)
    .where(eq(digitalResources.bookId, bookId))
    .orderBy(asc(digitalResources.id));
  return rows.find((r) => r.type === type)!;
}
