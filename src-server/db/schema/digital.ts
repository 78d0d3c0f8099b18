import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { digitalBooks } from './catalog';
import { schools, users } from './core';

/** Digital textbooks (issue 9). Mirrors migrations/0900-digital.ts. */
const ts = (name: string) => timestamp(name, { withTimezone: true });
const bookRef = () =>
  integer('book_id')
    .notNull()
    .references(() => digitalBooks.id);
const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id);

/** A book's PDF: the generated file's key (books/<key>.pdf), page count and size. */
export const digitalContents = pgTable('digital_contents', {
  bookId: integer('book_id')
    .primaryKey()
    .references(() => digitalBooks.id),
  contentKey: text('content_key').notNull(),
  pageCount: integer('page_count').notNull(),
  size: integer('size').notNull().default(0),
  description: text('description').notNull().default(''),
});

export const digitalUnits = pgTable('digital_units', {
  id: serial('id').primaryKey(),
  bookId: bookRef(),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
  startPage: integer('start_page').notNull(),
  endPage: integer('end_page').notNull(),
});

export const digitalLessons = pgTable('digital_lessons', {
  id: serial('id').primaryKey(),
  bookId: bookRef(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => digitalUnits.id),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
  startPage: integer('start_page').notNull(),
  endPage: integer('end_page').notNull(),
});

/** The text of every page, for search. */
export const digitalPages = pgTable(
  'digital_pages',
  { bookId: bookRef(), page: integer('page').notNull(), text: text('text').notNull() },
  (t) => [primaryKey({ columns: [t.bookId, t.page] })],
);

export const digitalResources = pgTable('digital_resources', {
  id: serial('id').primaryKey(),
  bookId: bookRef(),
  lessonId: integer('lesson_id')
    .notNull()
    .references(() => digitalLessons.id),
  type: text('type').notNull(),
  title: text('title').notNull(),
  /** A content path (media/…, docs/…) served signed, or an external https URL for LINK. */
  file: text('file').notNull(),
  format: text('format').notNull().default(''),
  size: integer('size').notNull().default(0),
  duration: doublePrecision('duration').notNull().default(0),
  page: integer('page'),
  sort: integer('sort').notNull().default(0),
});

/** A school's entitlement to a book: every teacher of the school reads it. */
export const schoolBooks = pgTable(
  'school_books',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    bookId: bookRef(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('school_books_idx').on(t.schoolId, t.bookId)],
);

export const digitalNotes = pgTable('digital_notes', {
  id: uuid('id').primaryKey(),
  userId: userRef(),
  bookId: bookRef(),
  page: integer('page').notNull(),
  rects: jsonb('rects').notNull(),
  quote: text('quote').notNull().default(''),
  comment: text('comment').notNull().default(''),
  color: text('color').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull(),
  /** A deleted note stays as a tombstone, so a stale offline upsert cannot bring it back. */
  deleted: boolean('deleted').notNull().default(false),
});

export const digitalBookmarks = pgTable('digital_bookmarks', {
  id: uuid('id').primaryKey(),
  userId: userRef(),
  bookId: bookRef(),
  page: integer('page').notNull(),
  label: text('label').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const digitalProgress = pgTable(
  'digital_progress',
  { userId: userRef(), bookId: bookRef(), page: integer('page').notNull(), updatedAt: ts('updated_at').notNull() },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);

export const digitalAnnotations = pgTable(
  'digital_annotations',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    bookId: bookRef(),
    /** One of the teacher's classes, or 0 for the teacher's own board. */
    classId: integer('class_id').notNull(),
    page: integer('page').notNull(),
    strokes: jsonb('strokes').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('digital_annotations_page_idx').on(t.userId, t.bookId, t.classId, t.page)],
);

export const digitalBagItems = pgTable('digital_bag_items', {
  id: serial('id').primaryKey(),
  userId: userRef(),
  bookId: bookRef(),
  lessonId: integer('lesson_id').references(() => digitalLessons.id),
  source: text('source').notNull(),
  resourceId: integer('resource_id').references(() => digitalResources.id),
  type: text('type').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  format: text('format').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const digitalLectureNotes = pgTable('digital_lecture_notes', {
  id: serial('id').primaryKey(),
  bookId: bookRef(),
  lessonId: integer('lesson_id').references(() => digitalLessons.id),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
  html: text('html').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const digitalAvChapters = pgTable('digital_av_chapters', {
  id: serial('id').primaryKey(),
  bookId: bookRef(),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
});

export const digitalAvSections = pgTable('digital_av_sections', {
  id: serial('id').primaryKey(),
  chapterId: integer('chapter_id')
    .notNull()
    .references(() => digitalAvChapters.id),
  bookId: bookRef(),
  title: text('title').notNull(),
  sort: integer('sort').notNull(),
  duration: doublePrecision('duration').notNull(),
  videoFile: text('video_file').notNull(),
  audioFile: text('audio_file').notNull(),
});

export const digitalAvCompletions = pgTable(
  'digital_av_completions',
  {
    userId: userRef(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => digitalAvSections.id),
    completedAt: ts('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId] })],
);

export const digitalAvStates = pgTable(
  'digital_av_states',
  {
    userId: userRef(),
    bookId: bookRef(),
    chapterIndex: integer('chapter_index').notNull(),
    sectionId: integer('section_id'),
    playTime: doublePrecision('play_time').notNull(),
    mode: text('mode').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.bookId] })],
);
