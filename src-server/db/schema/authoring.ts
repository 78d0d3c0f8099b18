import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { digitalBooks } from './catalog';
import { staffAccounts } from './core';
import { digitalLectureNotes, digitalLessons } from './digital';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Authors and publishers (issue 16). Mirrors migrations/2900-authoring.ts.
 *
 * An invitation is a one-time link a publisher hands to an author: only the SHA-256 of its token is stored.
 */
export const authorInvites = pgTable(
  'author_invites',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staffAccounts.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    usedBy: integer('used_by').references(() => staffAccounts.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('author_invites_token_idx').on(t.tokenHash)],
);

/**
 * A writing task: one author writes the lecture note of one lesson of a publisher's book. The draft lives on the task
 * (`draftTitle`, `draftHtml`, sanitised on save); approval copies it into digital_lecture_notes (`noteId`, whose id
 * stays stable across editions) and records an edition. status: todo | pending | returned | approved.
 */
export const authorTasks = pgTable(
  'author_tasks',
  {
    id: serial('id').primaryKey(),
    publisherId: integer('publisher_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => staffAccounts.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => digitalLessons.id),
    noteId: integer('note_id').references(() => digitalLectureNotes.id),
    status: text('status').notNull().default('todo'),
    draftTitle: text('draft_title').notNull().default(''),
    draftHtml: text('draft_html').notNull().default(''),
    comment: text('comment').notNull().default(''),
    submittedAt: ts('submitted_at'),
    reviewedAt: ts('reviewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('author_tasks_lesson_idx').on(t.bookId, t.lessonId),
    index('author_tasks_author_idx').on(t.authorId, t.status),
    index('author_tasks_publisher_idx').on(t.publisherId, t.status),
  ],
);

/** Every approved edition of a lecture note (the note itself keeps its id; teachers' links never break). */
export const lectureNoteEditions = pgTable(
  'lecture_note_editions',
  {
    id: serial('id').primaryKey(),
    noteId: integer('note_id')
      .notNull()
      .references(() => digitalLectureNotes.id),
    edition: integer('edition').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    taskId: integer('task_id').references(() => authorTasks.id),
    approvedBy: integer('approved_by').references(() => staffAccounts.id),
    approvedAt: ts('approved_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lecture_note_editions_idx').on(t.noteId, t.edition)],
);
