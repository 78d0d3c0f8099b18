import { describe, expect, it } from 'vitest';
import type { NoteInput } from '@shared/api/digital';
import { coalesceNotes } from '../offline/outbox';
import type { OutboxItem } from '../offline/offline-db';

const note = (id: string, comment: string): NoteInput =>
  ({ id, bookId: 1, page: 2, comment, updatedAt: '2026-11-23T08:00:00.000Z' }) as NoteInput;
const save = (id: string, comment: string, created = false): OutboxItem => ({
  kind: 'note',
  bookId: 1,
  note: note(id, comment),
  created,
});
const del = (id: string): OutboxItem => ({ kind: 'deleteNote', bookId: 1, id });
const fold = (...items: OutboxItem[]) => items.reduce<OutboxItem[]>((q, i) => coalesceNotes(q, i), []);

describe('offline note changes folded before they are sent', () => {
  it('a new note edited twice is one creation with the last text', () => {
    expect(fold(save('a', '一', true), save('a', '二'), save('a', '三'))).toEqual([save('a', '三', true)]);
  });
  it('two edits of a note on the server are the last edit', () => {
    expect(fold(save('a', '一'), save('a', '二'))).toEqual([save('a', '二')]);
  });
  it('a new note deleted before it was sent sends nothing', () => {
    expect(fold(save('a', '一', true), save('a', '二'), del('a'))).toEqual([]);
  });
  it('an edited note deleted is the deletion alone', () => {
    expect(fold(save('a', '一'), del('a'))).toEqual([del('a')]);
  });
  it('keeps other notes and only the latest reading position of a book', () => {
    const p = (page: number): OutboxItem => ({ kind: 'progress', bookId: 1, page, updatedAt: `t${page}` });
    expect(fold(save('a', '一', true), p(3), save('b', '二', true), p(5))).toEqual([
      save('a', '一', true),
      save('b', '二', true),
      p(5),
    ]);
  });
});
