import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

/**
 * The teaching calendar's subscription feeds (issue 13). Mirrors migrations/2200-calendar.ts. One row a teacher:
 * only the SHA-256 of the secret token is kept, so a leaked database cannot be used to read anyone's calendar;
 * 重置链接 replaces the row, which revokes the old link.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  teacherId: integer('teacher_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
