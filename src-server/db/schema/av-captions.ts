import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { digitalAvSections } from './digital';

/** One caption: from `start` to `end` (seconds of the media file) the text shows. */
export interface StoredCaption {
  start: number;
  end: number;
  text: string;
}

/**
 * Captions (issue 33). Mirrors migrations/4000-av-captions.ts.
 * av_captions: the captions (subtitles of the speech) of one audio-visual section's media, as cues; the WebVTT track
 * is written from them when a player asks. No row: the media has no captions.
 */
export const avCaptions = pgTable('av_captions', {
  sectionId: integer('section_id')
    .primaryKey()
    .references(() => digitalAvSections.id, { onDelete: 'cascade' }),
  cues: jsonb('cues').$type<StoredCaption[]>().notNull(),
  /** The staff account that saved last (null: demo data). */
  updatedBy: integer('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
