import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { digitalBooks } from './catalog';
import { users } from './core';
import { redeemBatches } from './operations';

/** Single-use redeem codes. `usedBy` null means unused; the redeem sets it with a conditional update. */
export const redeemCodes = pgTable(
  'redeem_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    /** TEXTBOOK or COURSE. */
    kind: text('kind').notNull(),
    /** DIGITAL_BOOK, AI_COURSE or LIVE_COURSE; `targetId` points into the matching catalogue table. */
    courseType: text('course_type').notNull(),
    targetId: integer('target_id').notNull(),
    /** COURSE codes: how many class slots the school gains. */
    slots: integer('slots').notNull().default(1),
    usedBy: integer('used_by').references(() => users.id),
    /** The child a parent redeemed a book for. */
    usedFor: integer('used_for').references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The console batch the code was generated in (issue 16); null for seeded codes. */
    batchId: integer('batch_id').references(() => redeemBatches.id),
    /** Set when its batch is disabled: an unused disabled code is refused like an unknown one. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [index('redeem_codes_batch_idx').on(t.batchId)],
);

/** Digital books a user owns, in a role (TEACHER, STUDENT or PARENT). */
export const userBooks = pgTable(
  'user_books',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id),
    role: text('role').notNull(),
    /** REDEEM or DEMO. */
    source: text('source').notNull().default('REDEEM'),
    redeemCodeId: integer('redeem_code_id').references(() => redeemCodes.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_books_owner_idx').on(t.userId, t.bookId, t.role)],
);
