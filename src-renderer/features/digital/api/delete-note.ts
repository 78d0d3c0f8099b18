import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Note } from '@shared/api/digital';
import { enqueue } from '../offline/outbox';
import { readerKeys } from './reader-keys';

/** Deletes a note: gone from the list at once, removed on the server now or when the network returns. */
export function useDeleteNote(bookId: number) {
  const qc = useQueryClient();
  return useMutation({
    // The outbox handles a missing network: never let react-query pause the change while offline.
    networkMode: 'always',
    mutationFn: async (id: string) => {
      const key = readerKeys.notes(bookId);
      qc.setQueryData<Note[]>(key, (old = []) => old.filter((n) => n.id !== id));
      const waiting = await enqueue({ kind: 'deleteNote', bookId, id });
      if (waiting === 0) await qc.invalidateQueries({ queryKey: key });
    },
  });
}
