import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { createOutbox, type OutboxStore } from '../../../platform/outbox';
import { trackOutbox } from '../../../platform/sync-registry';
import { offlineDb, type OutboxItem } from './offline-db';

/**
 * Every note, note deletion and progress change goes through the platform outbox, kept in IndexedDB: written first,
 * then sent, retried until the server has it (and when the network comes back). Notes carry client UUIDs and the
 * server upserts by id, so sending one twice (a reply lost on the way) is harmless: nothing made offline is lost or
 * duplicated. Changes still waiting are folded together (`coalesceNotes`), so an hour of offline edits sends what
 * the notes are now, not every keystroke.
 */
const store: OutboxStore<OutboxItem> = {
  load: async () => (await offlineDb()).getAll('outbox'),
  save: async (items) => {
    const tx = (await offlineDb()).transaction('outbox', 'readwrite');
    await tx.store.clear();
    for (const { seq: _seq, ...item } of items) await tx.store.add(item as OutboxItem);
    await tx.done;
  },
};

type NoteItem = Extract<OutboxItem, { kind: 'note' }>;
const isNote = (i: OutboxItem, id: string): i is NoteItem => i.kind === 'note' && i.note.id === id;

/**
 * How a new change folds into those still waiting: edits of one note → the last one (a note made offline stays a
 * creation, with the last text); a deletion of a note made offline and never sent → nothing at all; a deletion of
 * an edited note → the deletion alone; reading progress of a book → only the latest position.
 */
export function coalesceNotes(waiting: OutboxItem[], item: OutboxItem): OutboxItem[] {
  if (item.kind === 'progress')
    return [...waiting.filter((w) => !(w.kind === 'progress' && w.bookId === item.bookId)), item];
  const id = item.kind === 'note' ? item.note.id : item.id;
  const at = waiting.findIndex((w) => isNote(w, id));
  if (at < 0) return [...waiting, item];
  const earlier = waiting[at] as NoteItem;
  if (item.kind === 'note') return waiting.map((w, i) => (i === at ? { ...item, created: earlier.created } : w));
  const rest = waiting.filter((_, i) => i !== at);
  return earlier.created ? rest : [...rest, item];
}

const outbox = createOutbox<OutboxItem>({
  store,
  // Consecutive note saves go in one call.
  batchSize: (queue) => {
    let n = 0;
    while (n < queue.length && n < 100 && queue[n]!.kind === 'note') n++;
    return Math.max(1, n);
  },
  send: async (batch) => {
    const head = batch[0]!;
    if (head.kind === 'note')
      await call(DigitalApi.saveNotes, { notes: (batch as NoteItem[]).map((i) => i.note) }, { silent: true });
    else if (head.kind === 'deleteNote') await call(DigitalApi.deleteNote, { noteId: head.id }, { silent: true });
    else
      await call(
        DigitalApi.saveProgress,
        { bookId: head.bookId, page: head.page, updatedAt: head.updatedAt },
        { silent: true },
      );
  },
  coalesce: coalesceNotes,
  // The server refused (e.g. a note over the limit): it can never succeed; it is dropped so the rest can go.
  onRefused: (batch, err) => console.warn('outbox item refused', batch, err),
});

// The sync indicator shows notes and reading progress waiting (a note deletion counts as a note).
trackOutbox(outbox, ['note', 'reading'], (i) => (i.kind === 'progress' ? 'reading' : 'note'));

export const enqueue = (item: OutboxItem) => outbox.enqueue(item);
export const flush = () => outbox.flush();
export const onPendingChange = (l: (pending: number) => void) => outbox.onPending(l);

export async function pendingItems(bookId?: number) {
  const items = await outbox.pending();
  return bookId === undefined ? items : items.filter((i) => i.bookId === bookId);
}
