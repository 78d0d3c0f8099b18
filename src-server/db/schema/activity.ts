import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { activities } from './catalog';
import { staffAccounts } from './core';

/**
 * Activities and competitions (issue 14). A submitter is a teacher or parent account, or an H5 submitter without
 * an account (`activity_submitters`, reached by its temp token): `submitter_kind` teacher | parent | h5 with the
 * users.id or activity_submitters.id. Experts are accounts assigned to an activity or invitations (a hashed token
 * link); both live in `activity_experts`.
 */
export type SubmitterKind = 'teacher' | 'parent' | 'h5';

/** H5 submitters: signed up for one activity from a phone, identified by a 30-day temp token (hash only). */
export const activitySubmitters = pgTable('activity_submitters', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .references(() => activities.id),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  schoolName: text('school_name').notNull(),
  grade: text('grade').notNull().default(''),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const activityRegistrations = pgTable(
  'activity_registrations',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    submitterKind: text('submitter_kind').$type<SubmitterKind>().notNull(),
    submitterId: integer('submitter_id').notNull(),
    /** What was registered, as shown: a class name, student names, or the child's name. */
    registeredAs: text('registered_as').notNull().default(''),
    classId: integer('class_id'),
    studentIds: jsonb('student_ids').$type<number[]>().notNull().default([]),
    schoolName: text('school_name').notNull().default(''),
    region: text('region').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_registrations_who_idx').on(t.activityId, t.submitterKind, t.submitterId),
    index('activity_registrations_submitter_idx').on(t.submitterKind, t.submitterId),
  ],
);

export interface StoredWorkFile {
  kind: 'IMAGE' | 'VIDEO' | 'DOCUMENT';
  url: string;
  name: string;
}

/**
 * Works. `rank_score` is the final score, or -1 before any expert marked it, so the ranking (rank_score desc,
 * praise_count desc, id asc) is one index range per activity (activity_works_rank_idx).
 */
export const activityWorks = pgTable(
  'activity_works',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    submitterKind: text('submitter_kind').$type<SubmitterKind>().notNull(),
    submitterId: integer('submitter_id').notNull(),
    schoolName: text('school_name').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    authors: jsonb('authors').$type<string[]>().notNull(),
    files: jsonb('files').$type<StoredWorkFile[]>().notNull(),
    cover: text('cover').notNull().default(''),
    /** SUBMITTED or WITHDRAWN. */
    status: text('status').notNull().default('SUBMITTED'),
    praiseCount: integer('praise_count').notNull().default(0),
    finalScore: doublePrecision('final_score'),
    rankScore: doublePrecision('rank_score').notNull().default(-1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_works_rank_idx')
      .on(t.activityId, t.rankScore, t.praiseCount, t.id)
      .where(sql`status = 'SUBMITTED'`),
    index('activity_works_submitter_idx').on(t.submitterKind, t.submitterId),
    index('activity_works_newest_idx').on(t.activityId, t.id),
  ],
);

/** One praise per user per work: the primary key makes a replayed request a no-op. */
export const activityPraises = pgTable(
  'activity_praises',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => activityWorks.id),
    userKind: text('user_kind').$type<SubmitterKind>().notNull(),
    userId: integer('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workId, t.userKind, t.userId] }),
    index('activity_praises_user_idx').on(t.userKind, t.userId),
  ],
);

/** Experts of an activity: an expert account (staff_id) or an invitation (token_hash, expiry, revocation). */
export const activityExperts = pgTable(
  'activity_experts',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_experts_staff_idx')
      .on(t.activityId, t.staffId)
      .where(sql`staff_id IS NOT NULL`),
  ],
);

/** One mark per expert per work: a score per criterion, their sum and a comment. */
export const activityScores = pgTable(
  'activity_scores',
  {
    workId: integer('work_id')
      .notNull()
      .references(() => activityWorks.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => activityExperts.id),
    scores: jsonb('scores').$type<{ criterionId: number; score: number }[]>().notNull(),
    total: doublePrecision('total').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workId, t.expertId] }), index('activity_scores_expert_idx').on(t.expertId)],
);
