import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { aiCourses } from './catalog';
import { classCourses } from './courses';
import { schools, users } from './core';

/**
 * AI dual-teacher courses (issue 11): the course centre's series → packages → courses, each course's units and
 * sections, resources and teaching team; a class's progress, lessons taught, works, parents' homework, and
 * schools' applications for a trial. Content paths (`video`, `path`) are relative to DATA_DIR/aicourse.
 */
export const courseSeries = pgTable('course_series', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const coursePackages = pgTable('course_packages', {
  id: serial('id').primaryKey(),
  seriesId: integer('series_id')
    .notNull()
    .references(() => courseSeries.id),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  gradeRange: text('grade_range').notNull().default(''),
  subject: text('subject').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const coursePackageCourses = pgTable(
  'course_package_courses',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => coursePackages.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => aiCourses.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.courseId] })],
);

export const aicourseUnits = pgTable(
  'aicourse_units',
  {
    id: serial('id').primaryKey(),
    aicourseId: integer('aicourse_id')
      .notNull()
      .references(() => aiCourses.id),
    sort: integer('sort').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    goals: jsonb('goals').$type<string[]>().notNull().default([]),
  },
  (t) => [index('aicourse_units_course_idx').on(t.aicourseId, t.sort)],
);

export const aicourseSections = pgTable(
  'aicourse_sections',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => aicourseUnits.id),
    sort: integer('sort').notNull(),
    /** VIDEO, PAUSE, TASK or WORKS. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    video: text('video').notNull().default(''),
    duration: integer('duration').notNull().default(0),
    prompt: text('prompt').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    answer: integer('answer'),
  },
  (t) => [index('aicourse_sections_unit_idx').on(t.unitId, t.sort)],
);

export const aicourseResources = pgTable('aicourse_resources', {
  id: serial('id').primaryKey(),
  aicourseId: integer('aicourse_id')
    .notNull()
    .references(() => aiCourses.id),
  unitId: integer('unit_id').references(() => aicourseUnits.id),
  /** VIDEO, PDF or DOC. */
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  path: text('path').notNull(),
  size: integer('size').notNull().default(0),
});

export const aicourseTeam = pgTable('aicourse_team', {
  id: serial('id').primaryKey(),
  aicourseId: integer('aicourse_id')
    .notNull()
    .references(() => aiCourses.id),
  name: text('name').notNull(),
  title: text('title').notNull().default(''),
  intro: text('intro').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

/** A class course's resume point (one row per class course, overwritten by each save). */
export const aicourseProgress = pgTable('aicourse_progress', {
  classCourseId: integer('class_course_id')
    .primaryKey()
    .references(() => classCourses.id, { onDelete: 'cascade' }),
  unitId: integer('unit_id')
    .notNull()
    .references(() => aicourseUnits.id),
  sectionId: integer('section_id')
    .notNull()
    .references(() => aicourseSections.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const aicourseUnitsDone = pgTable(
  'aicourse_units_done',
  {
    classCourseId: integer('class_course_id')
      .notNull()
      .references(() => classCourses.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => aicourseUnits.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classCourseId, t.unitId] })],
);

/** A lesson taught: a day (server time zone Asia/Shanghai) on which the class saved progress. */
export const aicourseLessons = pgTable(
  'aicourse_lessons',
  {
    classCourseId: integer('class_course_id')
      .notNull()
      .references(() => classCourses.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.classCourseId, t.day] })],
);

export const aicourseWorks = pgTable(
  'aicourse_works',
  {
    id: serial('id').primaryKey(),
    classCourseId: integer('class_course_id')
      .notNull()
      .references(() => classCourses.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => aicourseUnits.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    url: text('url').notNull(),
    name: text('name').notNull().default(''),
    stars: integer('stars').notNull().default(0),
    praised: boolean('praised').notNull().default(false),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('aicourse_works_file_idx').on(t.classCourseId, t.unitId, t.studentId, t.url)],
);

export const aicourseHomework = pgTable(
  'aicourse_homework',
  {
    id: serial('id').primaryKey(),
    classCourseId: integer('class_course_id')
      .notNull()
      .references(() => classCourses.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => aicourseUnits.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => aicourseSections.id),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('aicourse_homework_student_idx').on(t.classCourseId, t.studentId, t.unitId)],
);

export const courseApplies = pgTable(
  'course_applies',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    courseType: text('course_type').notNull(),
    courseId: integer('course_id').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile').notNull(),
    note: text('note').notNull().default(''),
    /** PENDING, APPROVED or REJECTED. */
    status: text('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_applies_pending_idx')
      .on(t.schoolId, t.courseType, t.courseId)
      .where(sql`status = 'PENDING'`),
  ],
);
