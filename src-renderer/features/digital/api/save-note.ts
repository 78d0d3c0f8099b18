import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note, NoteInput } from '@shared/api/digital';
import { enqueue } from '../offline/outbox';
import { toNote } from './book-notes';
import { readerKeys } from './reader-keys';

/**
 * Adds or edits a note (the id is the client's UUID). It shows at once, goes to the outbox, and reaches the
 * server now or when the network returns; the list refetches once the server has it.
 */
export function useSaveNote(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    // The outbox handles a missing network: never let react-query pause the change while offline.
    networkMode: 'always',
    mutationFn: async (note: NoteInput) => {
      const key = readerKeys.notes(bookId);
      let created = true;
      qc.setQueryData<Note[]>(key, (old = []) => {
        const prev = old.find((n) => n.id === note.id);
        created = !prev;
        return [...old.filter((n) => n.id !== note.id), toNote(note, prev)].sort((a, b) => a.page - b.page);
      });
      const waiting = await enqueue({ kind: 'note', bookId, note, created });
      if (waiting === 0) await qc.invalidateQueries({ queryKey: key });
      return waiting;
    },
  });
}
