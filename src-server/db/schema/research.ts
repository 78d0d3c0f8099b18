import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools, users } from './core';

/** Subject research (issue 13) and the community's information. Mirrors migrations/2400-research.ts. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The subjects of getSubjectConfig, in teaching order. */
export const subjects = pgTable('subjects', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

/** A school's teaching-research group of one subject (数学教研组). */
export const researchGroups = pgTable(
  'research_groups',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    subjectCode: text('subject_code')
      .notNull()
      .references(() => subjects.code),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('research_groups_school_subject_idx').on(t.schoolId, t.subjectCode)],
);

/** A teacher in a group: LEADER (组长) or MEMBER. */
export const researchMembers = pgTable(
  'research_members',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => researchGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: text('role').notNull().default('MEMBER'),
    joinedAt: ts('joined_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('research_members_pair_idx').on(t.groupId, t.userId)],
);

/** A lesson plan (教案) shared to a group. */
export const researchPlans = pgTable(
  'research_plans',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => researchGroups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** [{name, url}]: files the author uploaded. */
    attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('research_plans_group_idx').on(t.groupId, t.createdAt)],
);

/** A comment on a plan. */
export const researchComments = pgTable(
  'research_comments',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => researchPlans.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('research_comments_plan_idx').on(t.planId, t.id)],
);

/** The community's notices and news (getInformationList): NOTICE, NEWS, RESEARCH or ACTIVITY. */
export const informations = pgTable(
  'informations',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    publisher: text('publisher').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [index('informations_type_idx').on(t.type, t.publishedAt)],
);
