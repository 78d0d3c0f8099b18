import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
});
