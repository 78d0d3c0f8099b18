import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { users } from './core';

/** Digital resources, the regional library and topics (issue 13). Mirrors migrations/2500-resources.ts. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A resource of the library (LIBRARY: a teacher's upload, PUBLIC or PRIVATE) or of the region's curated catalogue
 * (REGION: no uploader, a publisher's name). `filePath` is a generated content path under DATA_DIR/resources (served
 * by signed URL) or an upload URL (/files/uploads/<key>).
 */
export const libraryResources = pgTable(
  'library_resources',
  {
    id: serial('id').primaryKey(),
    catalog: text('catalog').notNull(),
    uploaderId: integer('uploader_id').references(() => users.id),
    publisher: text('publisher').notNull().default(''),
    title: text('title').notNull(),
    subject: text('subject').notNull(),
    grade: text('grade').notNull(),
    kind: text('kind').notNull(),
    format: text('format').notNull(),
    filePath: text('file_path').notNull(),
    fileName: text('file_name').notNull().default(''),
    size: integer('size').notNull().default(0),
    visibility: text('visibility').notNull().default('PUBLIC'),
    description: text('description').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('library_resources_catalog_idx').on(t.catalog, t.createdAt),
    index('library_resources_uploader_idx').on(t.uploaderId),
  ],
);

/** A teacher's favourite (收藏): once a resource a user. */
export const libraryFavorites = pgTable(
  'library_favorites',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_favorites_pair_idx').on(t.resourceId, t.userId),
    index('library_favorites_user_idx').on(t.userId),
  ],
);

/** A resource shared to a class (分享到班级) by one of the class's teacher: the class's students then read it. */
export const libraryClassShares = pgTable(
  'library_class_shares',
  {
    id: serial('id').primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_class_shares_pair_idx').on(t.resourceId, t.classId),
    index('library_class_shares_class_idx').on(t.classId),
  ],
);

/** A topic (专题) collecting resources, with links to AI courses and live lessons: [{title, kind, path}]. */
export const librarySpecials = pgTable('library_specials', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull(),
  sort: integer('sort').notNull().default(0),
  links: jsonb('links').$type<{ title: string; kind: 'AI_COURSE' | 'LIVE'; path: string }[]>().notNull().default([]),
});

export const librarySpecialResources = pgTable(
  'library_special_resources',
  {
    id: serial('id').primaryKey(),
    specialId: integer('special_id')
      .notNull()
      .references(() => librarySpecials.id, { onDelete: 'cascade' }),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => libraryResources.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('library_special_resources_pair_idx').on(t.specialId, t.resourceId)],
);
