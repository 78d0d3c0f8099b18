import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { digitalBooks } from './catalog';
import { users } from './core';
import { digitalLessons } from './digital';

/** A cell of a saved notebook: its kind and source (outputs are never stored; they come from running it). */
export interface StoredNotebookCell {
  type: 'code' | 'markdown';
  source: string;
}

/** Python notebooks (issue 12): one per user and book lesson. Mirrors migrations/2700-notebook.ts. */
export const notebooks = pgTable(
  'notebooks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => digitalBooks.id),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => digitalLessons.id),
    cells: jsonb('cells').$type<StoredNotebookCell[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notebooks_owner_idx').on(t.userId, t.bookId, t.lessonId)],
);
