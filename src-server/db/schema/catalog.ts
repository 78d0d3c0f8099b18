import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The content catalogue shared by every area: AI dual-teacher courses, live sky courses, digital textbooks and
 * activities. Covers are URLs served by our own server.
 */
export const aiCourses = pgTable('ai_courses', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  coverUrl: text('cover_url').notNull().default(''),
  subject: text('subject').notNull().default(''),
  gradeRange: text('grade_range').notNull().default(''),
  description: text('description').notNull().default(''),
  lessonCount: integer('lesson_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const liveCourses = pgTable('live_courses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  coverUrl: text('cover_url').notNull().default(''),
  teacherName: text('teacher_name').notNull().default(''),
  startTime: timestamp('start_time', { withTimezone: true }),
  description: text('description').notNull().default(''),
});

export const digitalBooks = pgTable('digital_books', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  cover: text('cover').notNull().default(''),
  /** PAPER_DIGITAL (paper-digital fusion) or DIGITAL. */
  digitalBookType: text('digital_book_type').notNull().default('DIGITAL'),
  author: text('author').notNull().default(''),
  publisherId: integer('publisher_id'),
  subject: text('subject').notNull().default(''),
  grade: text('grade').notNull().default(''),
});

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  cover: text('cover').notNull().default(''),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  description: text('description').notNull().default(''),
  // Competition details (issue 14, migration 1400-activity). startTime is registrationStart and endTime reviewEnd
  // (the results); a null step is derived from the span (domain/activity-timeline.ts).
  registrationEnd: timestamp('registration_end', { withTimezone: true }),
  submissionStart: timestamp('submission_start', { withTimezone: true }),
  submissionEnd: timestamp('submission_end', { withTimezone: true }),
  banner: text('banner').notNull().default(''),
  rules: text('rules').notNull().default(''),
  organiser: text('organiser').notNull().default(''),
  /** [{id, name, maxScore}] */
  criteria: jsonb('criteria').$type<{ id: number; name: string; maxScore: number }[]>().notNull().default([]),
  /** [{name, count, description}] */
  prizes: jsonb('prizes').$type<{ name: string; count: number; description: string }[]>().notNull().default([]),
  /** [{name, url}] */
  attachments: jsonb('attachments').$type<{ name: string; url: string }[]>().notNull().default([]),
});
