import {
  boolean,
  doublePrecision,
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

/** Textbook tasks and homework (issue 10). Mirrors migrations/1900-task.ts. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** The question bank: every question belongs to a lesson of a book. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => digitalLessons.id),
    /** SINGLE, MULTIPLE, JUDGE, FILL or SUBJECTIVE. */
    type: text('type').notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    /** The answer key (see src-shared/api/task.ts); a reference answer for SUBJECTIVE. */
    answer: text('answer').notNull(),
    explanation: text('explanation').notNull().default(''),
    score: doublePrecision('score').notNull(),
    page: integer('page'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('questions_lesson_idx').on(t.lessonId, t.sort)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => users.id),
    bookId: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => digitalLessons.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The question ids in the order the teacher chose. */
    questionIds: jsonb('question_ids').$type<number[]>().notNull(),
    resourceIds: jsonb('resource_ids').$type<number[]>().notNull().default([]),
    deadline: ts('deadline').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the teacher published the answers: pupils who have submitted then see them before marking (issue 34.10). */
    answersPublishedAt: ts('answers_published_at'),
  },
  (t) => [index('tasks_teacher_idx').on(t.teacherId)],
);

export const taskClasses = pgTable(
  'task_classes',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.classId] }), index('task_classes_class_idx').on(t.classId)],
);

export interface StoredAnswer {
  questionId: number;
  text: string;
  photos: string[];
  score: number | null;
  correct: boolean | null;
  comment: string;
}

/** One student's answers to one task: DRAFT, SUBMITTED, MARKED or RETURNED. */
export const taskSubmissions = pgTable(
  'task_submissions',
  {
    id: serial('id').primaryKey(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    classId: integer('class_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    state: text('state').notNull(),
    late: boolean('late').notNull().default(false),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    score: doublePrecision('score'),
    comment: text('comment').notNull().default(''),
    returnReason: text('return_reason').notNull().default(''),
    submittedAt: ts('submitted_at'),
    markedAt: ts('marked_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('task_submissions_student_idx').on(t.taskId, t.studentId),
    index('task_submissions_class_idx').on(t.classId, t.taskId),
  ],
);

/** The error-question book: one row per student and question; retrying it right marks it mastered. */
export const errorQuestions = pgTable(
  'error_questions',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    taskId: integer('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    myAnswer: text('my_answer').notNull().default(''),
    retries: integer('retries').notNull().default(0),
    mastered: boolean('mastered').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('error_questions_student_idx').on(t.studentId, t.questionId)],
);
