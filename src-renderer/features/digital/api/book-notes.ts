import { queryOptions, useQuery } from '@tanstack/react-query';
import { DigitalApi, type Note, type NoteInput } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineFallback } from '../offline/offline-store';
import { pendingItems } from '../offline/outbox';
import { readerKeys } from './reader-keys';

/** The caller's notes on a book: the server's (or the offline copy's), with changes still in the outbox applied. */
export async function getBookNotes(bookId: number): Promise<Note[]> {
  const { notes } = await offlineFallback(bookId, 'notes', () => call(DigitalApi.notes, { bookId }, { silent: true }));
  const byId = new Map(notes.map((n) => [n.id, n]));
  for (const item of await pendingItems(bookId)) {
    if (item.kind === 'deleteNote') byId.delete(item.id);
    if (item.kind === 'note') byId.set(item.note.id, toNote(item.note, byId.get(item.note.id)));
  }
  return [...byId.values()].sort((a, b) => a.page - b.page || a.createdAt.localeCompare(b.createdAt));
}

export function toNote(input: NoteInput, old?: Note) {
  return {
    id: input.id,
    bookId: Number(input.bookId),
    page: Number(input.page),
    rects: input.rects ?? [],
    quote: input.quote ?? '',
    comment: input.comment ?? '',
    color: input.color ?? '#ffd54f',
    createdAt: old?.createdAt ?? input.updatedAt,
    updatedAt: input.updatedAt,
  } satisfies Note;
}

export const bookNotesQuery = (bookId: number) =>
  queryOptions({
    queryKey: readerKeys.notes(bookId),
    queryFn: () => getBookNotes(bookId),
    enabled: bookId > 0,
    networkMode: 'always',
  });

export const useBookNotes = (bookId: number) => useQuery(bookNotesQuery(bookId));
