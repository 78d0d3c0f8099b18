import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { digitalBooks } from '../../../db/schema';

/** The seeded books in catalogue order: [0] 语文 (teacher owns, PAPER_DIGITAL), [1] 数学 (teacher owns),
 * [2] 英语 (DIGITAL, not owned), [3] 信息科技 五年级 (300 pages, the demo school's entitlement). */
export async function bookIds(app: FastifyInstance) {
  const rows = await app.db.select({ id: digitalBooks.id }).from(digitalBooks).orderBy(asc(digitalBooks.id));
  return rows.map((r) => r.id);
}

export const uuid = () => crypto.randomUUID();
