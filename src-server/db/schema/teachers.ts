import { doublePrecision, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './core';

/** The public profile of a TEACHER user. */
export const teacherProfiles = pgTable('teacher_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Null: no introduction yet. */
  introduction: text('introduction'),
  avgStar: doublePrecision('avg_star').notNull().default(0),
  /** Comma-joined level codes: 1 low ages, 4 high ages. */
  teachLv: text('teach_lv').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teacherTags = pgTable('teacher_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const teacherProfileTags = pgTable(
  'teacher_profile_tags',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    tagId: integer('tag_id')
      .notNull()
      .references(() => teacherTags.id),
  },
  (t) => [uniqueIndex('teacher_profile_tags_pair_idx').on(t.teacherId, t.tagId)],
);

/** A user's favourite teachers. */
export const teacherFollows = pgTable(
  'teacher_follows',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('teacher_follows_pair_idx').on(t.userId, t.teacherId)],
);
