import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../repositories/tx';
import { aiCourses, aicourseOwners, staffAccounts } from '../schema';
import { DEMO_STAFF } from './demo-accounts';

/** The demo publisher's subject: its AI courses are the 信息科技 ones (its books are 信息科技 too). */
export const DEMO_PUBLISHER_COURSE_SUBJECT = '信息科技';

/**
 * Author editing (issue 16): the demo author writes for the demo publisher (四川教育出版社, whose books are 信息科技
 * 五年级 and 人工智能启蒙读本), and that publisher owns the 信息科技 AI courses.
 */
export async function seedEditing(db: Executor) {
  const publisherId = DEMO_STAFF.publisher.publisherId;
  await db
    .update(staffAccounts)
    .set({ publisherId })
    .where(and(eq(staffAccounts.kind, 'author'), eq(staffAccounts.account, DEMO_STAFF.author.account)));
  const courses = await db
    .select({ id: aiCourses.id })
    .from(aiCourses)
    .where(inArray(aiCourses.subject, [DEMO_PUBLISHER_COURSE_SUBJECT]));
  if (courses.length) await db.insert(aicourseOwners).values(courses.map((c) => ({ aicourseId: c.id, publisherId })));
}
