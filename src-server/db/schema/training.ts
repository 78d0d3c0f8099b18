import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TrainingAnswer, TrainingCheck } from '@shared/api/training';
import { classes } from './classes';
import { users } from './core';
import { classCourses } from './courses';

/** A preset file of a training as stored: text content, or a url for binary files (the excel workbook). */
export interface StoredPresetFile {
  name: string;
  content?: string;
  url?: string;
}

/** A sheet of an excel training's workbook: column widths and rows (a cell is a value or `{ formula }`). */
export interface WorkbookSheetSpec {
  name: string;
  widths: number[];
  rows: (string | number | null | { formula: string })[][];
  /** Rows (1-based) drawn bold, e.g. the header. */
  boldRows?: number[];
  /** Number format applied to whole columns (1-based), e.g. { 4: '0.00' }. */
  numFmt?: Record<number, string>;
}

/** AI lab trainings (issue 12). Mirrors migrations/2800-training.ts. */
export const trainings = pgTable(
  'trainings',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** python | excel */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    grade: text('grade').notNull(),
    summary: text('summary').notNull().default(''),
    instructions: text('instructions').notNull(),
    steps: jsonb('steps').$type<string[]>().notNull(),
    presetFiles: jsonb('preset_files').$type<StoredPresetFile[]>().notNull(),
    /** The excel kind's workbook, built into an .xlsx with exceljs when its url is read. */
    workbook: jsonb('workbook').$type<WorkbookSheetSpec[]>(),
    checkSpec: jsonb('check_spec').$type<TrainingCheck>().notNull(),
    minutes: integer('minutes').notNull().default(20),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trainings_catalog_idx').on(t.subject, t.grade, t.sort)],
);

/** Where a training shows: the lab catalogue (LAB, link 0), an AI course section, a book lesson. */
export const trainingLinks = pgTable(
  'training_links',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    linkType: text('link_type').notNull(),
    linkId: integer('link_id').notNull().default(0),
  },
  (t) => [uniqueIndex('training_links_link_idx').on(t.linkType, t.linkId, t.trainingId)],
);

/** A class teacher's replacement of a training's preset file for their class (setTrainingPresetFile). */
export const trainingClassFiles = pgTable(
  'training_class_files',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('training_class_files_name_idx').on(t.trainingId, t.classId, t.name)],
);

/** One attempt's checked result, per user (student or teacher); lists show each user's latest. */
export const trainingResults = pgTable(
  'training_results',
  {
    id: serial('id').primaryKey(),
    trainingId: integer('training_id')
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classCourseId: integer('class_course_id').references(() => classCourses.id, { onDelete: 'set null' }),
    passed: boolean('passed').notNull(),
    score: integer('score').notNull(),
    answer: jsonb('answer').$type<TrainingAnswer>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('training_results_user_idx').on(t.userId, t.trainingId, t.createdAt),
    index('training_results_class_idx').on(t.classCourseId, t.trainingId, t.userId),
  ],
);
