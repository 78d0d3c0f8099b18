import {
  boolean,
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
import { digitalBooks } from './catalog';
import { classes } from './classes';
import { users } from './core';
import { digitalLessons } from './digital';

/** The reader area's worked examples and study groups (issue 10). Mirrors migrations/2000-reader.ts. */

/** A worked example (典型例题) of a book lesson: the problem, its solution step by step, the answer. */
export const workedExamples = pgTable(
  'worked_examples',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => digitalLessons.id),
    title: text('title').notNull(),
    problem: text('problem').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    answer: text('answer').notNull(),
    page: integer('page'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('worked_examples_lesson_idx').on(t.lessonId, t.sort)],
);

/** Whether a class's students choose their own study group; no row means the teacher assigns them. */
export const classGroupSettings = pgTable('class_group_settings', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => classes.id, { onDelete: 'cascade' }),
  selfSelect: boolean('self_select').notNull().default(false),
});

export const classGroups = pgTable(
  'class_groups',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    capacity: integer('capacity').notNull(),
    leaderId: integer('leader_id').references(() => users.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('class_groups_class_idx').on(t.classId, t.sort)],
);

/** A student in a group; the class id is repeated so that one student is in at most one group of a class. */
export const classGroupMembers = pgTable(
  'class_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => classGroups.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.studentId] }),
    uniqueIndex('class_group_members_one_idx').on(t.classId, t.studentId),
  ],
);
