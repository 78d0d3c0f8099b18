import { enqueue } from '../offline/outbox';

/** Remembers the page being read (through the outbox, so progress made offline also reaches the server). */
export const saveReadingProgress = (bookId: number, page: number) =>
  enqueue({ kind: 'progress', bookId, page, updatedAt: new Date().toISOString() });
