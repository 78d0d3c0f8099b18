import { z } from 'zod';
import { get, post } from './endpoint';

/**
 * Python notebooks of a book's lesson (issue 12, spec `/digitalbooks/jupyterhub`): a user's own notebook per
 * (book, lesson), run in the browser (Pyodide) and saved on the server. The caller only ever reads and writes their
 * own notebook: no notebook id travels. A user who has none gets `notebook: null` and the screen starts from the
 * demo starter notebook (src-renderer/components/python/starter-notebook.ts).
 *
 * Paths: not shown in the spec; chosen beside the digital textbook's own (/api/v1/digital/...).
 */
export const NotebookPaths = {
  /** GET ?bookId&lessonId → NotebookView. Teacher. */
  get: '/api/v1/digital/getNotebook',
  /** POST {bookId, lessonId, cells} → NotebookView (saved). Teacher. */
  save: '/api/v1/digital/saveNotebook',
} as const;

/** Limits of one notebook: a cell's source, the number of cells, and the whole (outputs are never stored). */
export const NOTEBOOK_LIMITS = { CELL_SOURCE_MAX: 20_000, CELLS_MAX: 100, TOTAL_MAX: 100_000 } as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const NOTEBOOK_CELL_TYPES = ['code', 'markdown'] as const;
export const notebookCell = z.object({
  type: z.enum(NOTEBOOK_CELL_TYPES, { error: '单元格类型应为 code 或 markdown' }),
  source: z.string().max(NOTEBOOK_LIMITS.CELL_SOURCE_MAX, '单个单元格的内容过长'),
});
export type NotebookCell = z.infer<typeof notebookCell>;

export const notebookQuery = z.object({ bookId: id, lessonId: id });
export const saveNotebookRequest = z.object({
  bookId: id,
  lessonId: id,
  cells: z.array(notebookCell).max(NOTEBOOK_LIMITS.CELLS_MAX, `单元格最多 ${NOTEBOOK_LIMITS.CELLS_MAX} 个`),
});
export type SaveNotebookRequest = z.input<typeof saveNotebookRequest>;

export const notebook = z.object({
  cells: z.array(notebookCell),
  updatedAt: z.string(),
});
export const notebookView = z.object({
  bookId: z.number().int(),
  lessonId: z.number().int(),
  /** The book's title and the lesson's, for the screen's heading. */
  bookTitle: z.string(),
  lessonTitle: z.string(),
  /** The caller's saved notebook, or null when they have none yet. */
  notebook: notebook.nullable(),
});
export type NotebookView = z.infer<typeof notebookView>;

const T = ['teacher'] as const;
export const NotebookApi = {
  get: get(NotebookPaths.get, { request: notebookQuery, response: notebookView, areas: T }),
  save: post(NotebookPaths.save, { request: saveNotebookRequest, response: notebookView, areas: T }),
} as const;
