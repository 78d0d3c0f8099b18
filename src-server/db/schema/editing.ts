import { integer, jsonb, pgTable, timestamp, index } from 'drizzle-orm/pg-core';
import { aiCourses } from './catalog';
import { digitalAvSections } from './digital';

/** A chapter mark of a media file: a chapter at a time, with its own sections (times in seconds). */
export interface StoredAvMark {
  title: string;
  start: number;
  sections: { title: string; start: number }[];
}

/**
 * Author editing (issue 16). Mirrors migrations/3000-editing.ts.
 * av_marks: the chapters and sections an author set by time on one audio-visual section's media (one list per media,
 * replaced on save); the teacher's player shows them as its chapter list and the chapters track.
 */
export const avMarks = pgTable('av_marks', {
  sectionId: integer('section_id')
    .primaryKey()
    .references(() => digitalAvSections.id, { onDelete: 'cascade' }),
  marks: jsonb('marks').$type<StoredAvMark[]>().notNull(),
  /** The staff account that saved last. */
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which publisher owns an AI course: its authors and the publisher edit its units and sections (/edit/course). */
export const aicourseOwners = pgTable(
  'aicourse_owners',
  {
    aicourseId: integer('aicourse_id')
      .primaryKey()
      .references(() => aiCourses.id, { onDelete: 'cascade' }),
    publisherId: integer('publisher_id').notNull(),
  },
  (t) => [index('aicourse_owners_publisher_idx').on(t.publisherId)],
);
