import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { liveCourses } from './catalog';
import { classes } from './classes';
import { users } from './core';

/** The live sky classroom (issue 13). Mirrors migrations/2100-live.ts; see src-shared/api/live.ts. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A lesson of a live course, taught by one famous teacher (a TEACHER user) to many classes at once. Its status is
 * computed from `startAt`/`minutes` and the clock; a DAILY lesson recurs each Beijing day at startAt's time of day.
 */
export const liveLessons = pgTable(
  'live_lessons',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => liveCourses.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    grade: text('grade').notNull(),
    description: text('description').notNull().default(''),
    startAt: ts('start_at').notNull(),
    minutes: integer('minutes').notNull(),
    daily: boolean('daily').notNull().default(false),
    /** How many classes may apply. */
    capacity: integer('capacity').notNull(),
    /** Content paths of the HLS playlists (under DATA_DIR/live), served by signed URL. */
    streamPath: text('stream_path').notNull().default(''),
    replayPath: text('replay_path').notNull().default(''),
    /** Preparation materials: [{title, kind, url}]. */
    materials: jsonb('materials').$type<{ title: string; kind: string; url: string }[]>().notNull().default([]),
  },
  (t) => [index('live_lessons_course_idx').on(t.courseId), index('live_lessons_start_idx').on(t.startAt)],
);

/** A class applied for a lesson (userApplyLesson): once a class a lesson. */
export const liveLessonClasses = pgTable(
  'live_lesson_classes',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => liveLessons.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('live_lesson_classes_pair_idx').on(t.lessonId, t.classId),
    index('live_lesson_classes_teacher_idx').on(t.teacherId),
  ],
);

/** Questions and answers after a lesson (communicateLearning). */
export const liveCommunications = pgTable(
  'live_communications',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => liveLessons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** TEACHER (the lesson's teacher) or CLASS (a classroom teacher). */
    role: text('role').notNull(),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('live_communications_lesson_idx').on(t.lessonId, t.id)],
);

/** A famous teacher's weekly free slots, in Beijing time: weekday 1 (Monday) … 7, 'HH:mm', length in minutes. */
export const liveTeacherSlots = pgTable(
  'live_teacher_slots',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    weekday: integer('weekday').notNull(),
    time: text('time').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [uniqueIndex('live_teacher_slots_idx').on(t.teacherId, t.weekday, t.time)],
);

/**
 * A class's booking of a teacher's slot (scheduleTeacher). The partial unique index on (teacher, start) of the
 * BOOKED rows is what makes exactly one of two simultaneous bookings of a slot win, on PGlite and PostgreSQL.
 */
export const liveBookings = pgTable(
  'live_bookings',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    bookedBy: integer('booked_by')
      .notNull()
      .references(() => users.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    /** BOOKED or CANCELLED. */
    status: text('status').notNull().default('BOOKED'),
    createdAt: ts('created_at').notNull().defaultNow(),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    uniqueIndex('live_bookings_slot_idx')
      .on(t.teacherId, t.startAt)
      .where(sql`status = 'BOOKED'`),
    uniqueIndex('live_bookings_class_idx')
      .on(t.classId, t.startAt)
      .where(sql`status = 'BOOKED'`),
    index('live_bookings_booker_idx').on(t.bookedBy),
  ],
);
