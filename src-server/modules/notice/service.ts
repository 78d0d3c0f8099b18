import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { Msg } from '@shared/rules/messages';
import type { NoticeDetail, NoticeSummary } from '@shared/api/notice';
import type { Db } from '../../db/client';
import { digitalHomeworkNotices, notices } from '../../db/schema';
import { notFound } from '../../lib/errors';

type NoticeRow = typeof notices.$inferSelect;

const summaryOf = (n: NoticeRow): NoticeSummary => ({
  id: n.id,
  title: n.title,
  summary: n.summary,
  noticeType: n.noticeType === 'ACTIVITY' ? 'ACTIVITY' : 'SYSTEM',
  activityId: n.activityId,
  publishTime: n.publishTime.toISOString(),
});

/** Published notices, newest first; only one activity's news when asked. */
export async function listNotices(db: Db, p: { pageNum: number; pageSize: number; activityId?: number }) {
  const conds: SQL[] = [eq(notices.enabled, true)];
  if (p.activityId) conds.push(eq(notices.activityId, p.activityId));
  const where = and(...conds);
  const rows = await db
    .select()
    .from(notices)
    .where(where)
    .orderBy(desc(notices.publishTime), desc(notices.id))
    .limit(p.pageSize)
    .offset((p.pageNum - 1) * p.pageSize);
  const [total] = await db.select({ n: count() }).from(notices).where(where);
  return { list: rows.map(summaryOf), total: Number(total?.n ?? 0) };
}

export async function getNotice(db: Db, id: number): Promise<NoticeDetail> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, id), eq(notices.enabled, true)))
    .limit(1);
  if (!row) throw notFound(Msg.noticeNotFound);
  return { ...summaryOf(row), content: row.content };
}

/** The my-textbooks red dot: how many digital homework notices of the user are unread. */
export async function unreadHomeworkCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(digitalHomeworkNotices)
    .where(and(eq(digitalHomeworkNotices.userId, userId), isNull(digitalHomeworkNotices.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks the user's notices read: one by id (only if it is the user's own), or all. */
export async function markHomeworkRead(db: Db, userId: number, id?: number): Promise<number> {
  const conds: SQL[] = [eq(digitalHomeworkNotices.userId, userId), isNull(digitalHomeworkNotices.readAt)];
  if (id !== undefined) {
    const [own] = await db
      .select({ id: digitalHomeworkNotices.id })
      .from(digitalHomeworkNotices)
      .where(and(eq(digitalHomeworkNotices.id, id), eq(digitalHomeworkNotices.userId, userId)))
      .limit(1);
    // Another user's notice is answered like a missing one: its existence is not revealed.
    if (!own) throw notFound(Msg.noticeNotFound);
    conds.push(eq(digitalHomeworkNotices.id, id));
  }
  const rows = await db
    .update(digitalHomeworkNotices)
    .set({ readAt: new Date() })
    .where(and(...conds))
    .returning({ id: digitalHomeworkNotices.id });
  return rows.length;
}
