import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { activities, digitalBooks } from './catalog';
import { users } from './core';

/**
 * The teacher shell and home (issue 4): dictionary configuration (menu flags per channel, AI site base, guide
 * videos, the AI welcome message), dashboard recommendations and banners, notices, digital-homework red dots,
 * supported regions, uploaded files and feedback.
 */
export const dictionaryConfigs = pgTable(
  'dictionary_configs',
  {
    id: serial('id').primaryKey(),
    configType: text('config_type').notNull(),
    /** null: the item applies to every channel. */
    channel: text('channel'),
    name: text('name').notNull().default(''),
    keyValue: text('key_value').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dictionary_configs_type_idx').on(t.configType, t.channel)],
);

export const recommendations = pgTable(
  'recommendations',
  {
    id: serial('id').primaryKey(),
    /** Where the recommendation shows: HOME_ALL is the dashboard. */
    recommendType: text('recommend_type').notNull().default('HOME_ALL'),
    /** HOME_AI_COURSE, HOME_ACTIVITY, HOME_LIVE_COURSE or HOME_DIGITAL_BOOK: which catalogue table targetId is in. */
    type: text('type').notNull(),
    targetId: integer('target_id').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recommendations_list_idx').on(t.recommendType, t.type, t.sort)],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  position: text('position').notNull().default('HOME'),
  /** null: shown in every channel. */
  channel: text('channel'),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  linkUrl: text('link_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    /** SYSTEM (platform announcement) or ACTIVITY (news of one activity). */
    noticeType: text('notice_type').notNull().default('SYSTEM'),
    activityId: integer('activity_id').references(() => activities.id),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull().defaultNow(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('notices_publish_idx').on(t.publishTime)],
);

/** One row per digital homework a teacher has not looked at yet: the my-textbooks red dot. */
export const digitalHomeworkNotices = pgTable(
  'digital_homework_notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookId: integer('book_id').references(() => digitalBooks.id),
    title: text('title').notNull().default(''),
    /** The task pushed to a student, or (with submissionId) the task a teacher's student submitted (issue 10). */
    taskId: integer('task_id'),
    submissionId: integer('submission_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('digital_homework_notices_user_idx').on(t.userId)],
);

export const supportLocations = pgTable(
  'support_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('support_locations_name_idx').on(t.name)],
);

/**
 * Every upload: a row is made 'pending' when an upload is authorized (or an avatar arrives), and becomes 'stored'
 * once the bytes are checked and saved. The owner is the signed-in user who asked; attachments are checked
 * against it.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    ownerArea: text('owner_area').notNull(),
    ownerId: integer('owner_id').notNull(),
    /** IMAGE (authorized form upload) or AVATAR. */
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    maxSize: integer('max_size').notNull(),
    size: integer('size'),
    status: text('status').notNull().default('pending'),
    originalName: text('original_name').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a record was last found referencing the upload (issue 28.7: unreferenced uploads are deleted). */
    gcCheckedAt: timestamp('gc_checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_idx').on(t.key),
    index('uploaded_files_owner_idx').on(t.ownerArea, t.ownerId),
    index('uploaded_files_gc_idx').on(t.status, t.storedAt),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    /** Upload keys of the attached images. */
    attachments: text('attachments')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    feedbackType: text('feedback_type').notNull(),
    feedbackSence: text('feedback_sence').notNull(),
    userType: text('user_type').notNull(),
    schoolName: text('school_name').notNull().default(''),
    position: text('position').notNull().default(''),
    subjectMajor: text('subject_major').notNull().default(''),
    email: text('email').notNull().default(''),
    channel: text('channel').notNull().default(''),
    appType: text('app_type').notNull().default(''),
    appVersion: text('app_version').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedbacks_user_idx').on(t.userId)],
);
