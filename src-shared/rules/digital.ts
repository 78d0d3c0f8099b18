/**
 * Limits of the digital-textbook capability (issue 9). The server enforces them; the renderer uses them to stop
 * bad input early. Messages are in `messages.ts` (Msg.digital*).
 */
export const DigitalLimits = {
  /** A note's comment, in characters. */
  NOTE_COMMENT_MAX: 2000,
  /** The quoted (selected) text a note keeps. */
  NOTE_QUOTE_MAX: 1000,
  /** Highlight rectangles per note. */
  NOTE_RECTS_MAX: 50,
  /** Notes one user keeps on one book. */
  NOTES_PER_BOOK_MAX: 2000,
  /** Notes one sync call may upsert. */
  NOTES_PER_SYNC_MAX: 200,
  /** A bookmark's label. */
  BOOKMARK_LABEL_MAX: 100,
  /** Pen strokes on one page of one class, and points per stroke. */
  STROKES_PER_PAGE_MAX: 500,
  POINTS_PER_STROKE_MAX: 2000,
  /** Search: query length and how many hits come back. */
  SEARCH_QUERY_MAX: 50,
  SEARCH_HITS_MAX: 100,
  /** Lesson-bag items per teacher per book, and an item's title. */
  BAG_ITEMS_MAX: 200,
  BAG_TITLE_MAX: 100,
  /** Any page number is 1..pageCount of its book; this is the absolute ceiling. */
  PAGE_MAX: 10000,
} as const;

export const DIGITAL_BOOK_TYPES = ['DIGITAL', 'PAPER_DIGITAL'] as const;
export type DigitalBookType = (typeof DIGITAL_BOOK_TYPES)[number];

export const RESOURCE_TYPES = ['VIDEO', 'AUDIO', 'PICTURE', 'DOCUMENT', 'LINK'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Stroke tools a classroom annotation records. */
export const STROKE_TOOLS = ['pen', 'highlighter'] as const;

/** Audio-visual progress percentage, exactly as the spec says: round(completed / total * 100), 0 when empty. */
export function progressPercentage(completed: number, total: number): number {
  return total > 0 ? Math.round((completed / total) * 100) : 0;
}
