import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schools, users } from './core';

/** School activation codes: a teacher joins a school with one. Disabled or expired codes find nothing. */
export const schoolCodes = pgTable('school_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id),
  enabled: boolean('enabled').notNull().default(true),
  /** Null: never expires. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A teacher's class. ADMIN classes are kept by cohort year and class number (the display name follows the
 * academic year); INTEREST classes by name. One teacher cannot hold the same class twice in a school.
 */
export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    /** ADMIN or INTEREST. */
    type: text('type').notNull(),
    /** The interest class's name; for ADMIN the name when created (the shown name is computed). */
    name: text('name').notNull(),
    gradeYear: integer('grade_year'),
    classNumber: integer('class_number'),
    intro: text('intro').notNull().default(''),
    /**
     * The class QR code's invitation (issue 18): 122 random bits, carried only by the owner's class list and the
     * QR code. Reading the class info and joining need it, so class ids cannot be walked.
     */
    invite: text('invite')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('classes_owner_idx').on(t.ownerId),
    uniqueIndex('classes_admin_unique_idx')
      .on(t.ownerId, t.schoolId, t.gradeYear, t.classNumber)
      .where(sql`type = 'ADMIN'`),
    uniqueIndex('classes_interest_unique_idx')
      .on(t.ownerId, t.schoolId, t.name)
      .where(sql`type = 'INTEREST'`),
  ],
);

/** Students in a class, put there by a parent (joinClass). */
export const classStudents = pgTable(
  'class_students',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    addedBy: integer('added_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('class_students_pair_idx').on(t.classId, t.studentId)],
);
