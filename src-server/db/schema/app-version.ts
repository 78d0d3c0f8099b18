import { boolean, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Published desktop app versions; the latest (by semver) answers getLastAppVersion. */
export const appVersions = pgTable(
  'app_versions',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    /** 'all', or one of win32, darwin, linux. */
    platform: text('platform').notNull().default('all'),
    releaseNotes: text('release_notes').notNull().default(''),
    isForceUpdate: boolean('is_force_update').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Withdrawn in the operations console (issue 16): kept for the record, no longer served. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('app_versions_version_platform').on(t.version, t.platform)],
);
