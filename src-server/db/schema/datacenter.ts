import { bigserial, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { schools, staffAccounts } from './core';

/** The data centre (issue 16). Mirrors migrations/3100-datacenter.ts. */

/** The district a school belongs to (the bureau's unit); a school without a row counts as 未划分区县. */
export const schoolDistricts = pgTable(
  'school_districts',
  {
    schoolId: integer('school_id')
      .primaryKey()
      .references(() => schools.id, { onDelete: 'cascade' }),
    district: text('district').notNull(),
  },
  (t) => [index('school_districts_district_idx').on(t.district, t.schoolId)],
);

/** A district admin: every figure is limited to this district. Admins without a row see every district. */
export const datacenterAdminScopes = pgTable('datacenter_admin_scopes', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  district: text('district').notNull(),
});

/** USAGE_KINDS: users active that day, lessons taught, textbook reading sessions, AI course uses. */
export const USAGE_KINDS = ['ACTIVE', 'LESSON', 'READING', 'AICOURSE'] as const;
export type UsageKind = (typeof USAGE_KINDS)[number];

/** Usage of a school on a Beijing day, one row per kind (and course for LESSON/AICOURSE), with a count. */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    kind: text('kind').$type<UsageKind>().notNull(),
    courseId: integer('course_id'),
    count: integer('count').notNull(),
  },
  (t) => [index('usage_events_school_day_idx').on(t.schoolId, t.day)],
);
