import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './core';

/** Boutique courses and the wallet (issue 13). Mirrors migrations/2300-boutique.ts; see src-shared/api/boutique.ts. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A video course for teachers' professional development: free (price 0) or paid in fen. */
export const boutiqueCourses = pgTable('boutique_courses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  summary: text('summary').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  lecturer: text('lecturer').notNull(),
  lecturerTitle: text('lecturer_title').notNull().default(''),
  lecturerIntro: text('lecturer_intro').notNull().default(''),
  priceFen: integer('price_fen').notNull().default(0),
  /** Catalogue order. */
  sort: integer('sort').notNull().default(0),
});

/** A lesson of a course: a short video under DATA_DIR/boutique, served by signed URL. */
export const boutiqueLessons = pgTable(
  'boutique_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => boutiqueCourses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    seconds: integer('seconds').notNull(),
    videoPath: text('video_path').notNull(),
  },
  (t) => [index('boutique_lessons_course_idx').on(t.courseId, t.sort)],
);

/** A teacher joined (FREE) or bought (PAID) a course: once a course, the unique index decides a race. */
export const boutiqueEnrollments = pgTable(
  'boutique_enrollments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => boutiqueCourses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    paidFen: integer('paid_fen').notNull().default(0),
    lastLessonId: integer('last_lesson_id'),
    lastWatchedAt: ts('last_watched_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('boutique_enrollments_pair_idx').on(t.userId, t.courseId),
    index('boutique_enrollments_course_idx').on(t.courseId),
  ],
);

/** The caller's position in one lesson, and whether they watched it to the end. */
export const boutiqueProgress = pgTable(
  'boutique_progress',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => boutiqueCourses.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => boutiqueLessons.id, { onDelete: 'cascade' }),
    position: real('position').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('boutique_progress_pair_idx').on(t.userId, t.lessonId),
    index('boutique_progress_course_idx').on(t.userId, t.courseId),
  ],
);

/** A user's wallet: the balance never goes below zero (the check is the last line of defence). */
export const wallets = pgTable(
  'wallets',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceFen: integer('balance_fen').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_check', sql`${t.balanceFen} >= 0`)],
);

/** Every change of a wallet: amount (fen, negative spends) and the balance after it. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    amountFen: integer('amount_fen').notNull(),
    balanceAfterFen: integer('balance_after_fen').notNull(),
    courseId: integer('course_id').references(() => boutiqueCourses.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_transactions_user_idx').on(t.userId, t.createdAt)],
);
