import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const schools = pgTable('schools', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  region: text('region').notNull().default(''),
  /** Only cooperating schools can be joined. */
  cooperating: boolean('cooperating').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    userType: text('user_type').notNull().default('ASSISTANT'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    schoolId: integer('school_id').references(() => schools.id),
    showCourseCenter: boolean('show_course_center').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_mobile_type_idx').on(t.mobile, t.userType)],
);

/** Experts, publishers, authors and data-centre admins: accounts apart from the school users. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    account: text('account').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull().default(''),
    publisherId: integer('publisher_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_kind_account_idx').on(t.kind, t.account)],
);

/** Sign-in tokens, stored only as SHA-256 hashes, each scoped to one role area. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    area: text('area').notNull(),
    subjectId: integer('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_subject_idx').on(t.area, t.subjectId)],
);

/** Short-lived keys (rate-limit counters, one-time codes) when no Redis is configured. */
export const kv = pgTable('kv', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A parent's children (and other relations): the `userRelations` of the session. */
export const userRelations = pgTable(
  'user_relations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id),
    toUserDisplayName: text('to_user_display_name').notNull().default(''),
    isRelation: boolean('is_relation').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_relations_pair_idx').on(t.userId, t.toUserId)],
);
