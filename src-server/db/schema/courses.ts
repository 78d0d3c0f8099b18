import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { schools } from './core';

/**
 * A school's entitlement to a course: `quota` classes may run it at once, `used` do. The check keeps the
 * invariant in the database too, whatever the code does.
 */
export const schoolCourses = pgTable(
  'school_courses',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    /** AI_COURSE or LIVE_COURSE; `courseId` points into ai_courses or live_courses. */
    courseType: text('course_type').notNull(),
    courseId: integer('course_id').notNull(),
    quota: integer('quota').notNull().default(0),
    used: integer('used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('school_courses_course_idx').on(t.schoolId, t.courseType, t.courseId),
    check('school_courses_used_check', sql`used >= 0 AND used <= quota`),
  ],
);

/** A course added to a class (the spec's "student course"), holding one slot of the school's entitlement. */
export const classCourses = pgTable(
  'class_courses',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    schoolCourseId: integer('school_course_id')
      .notNull()
      .references(() => schoolCourses.id),
    courseType: text('course_type').notNull(),
    courseId: integer('course_id').notNull(),
    /** Comma-joined weekdays 1-7, sorted; empty when there is no plan. */
    weekdays: text('weekdays').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_courses_course_idx').on(t.classId, t.courseType, t.courseId)],
);
