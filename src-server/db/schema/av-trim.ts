import { check, doublePrecision, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { digitalAvSections } from './digital';

/**
 * Trimming (issue 16). Mirrors migrations/3500-av-trim.ts.
 * av_trims: the part of one audio-visual section's media an author keeps (in-point to out-point, seconds); the file
 * is never changed, the teacher's player plays only that part. No row: the whole media.
 */
export const avTrims = pgTable(
  'av_trims',
  {
    sectionId: integer('section_id')
      .primaryKey()
      .references(() => digitalAvSections.id, { onDelete: 'cascade' }),
    startAt: doublePrecision('start_at').notNull(),
    endAt: doublePrecision('end_at').notNull(),
    /** The staff account that saved last. */
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('av_trims_range', sql`${t.startAt} >= 0 AND ${t.endAt} > ${t.startAt}`)],
);
