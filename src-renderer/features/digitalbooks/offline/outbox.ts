import { DigitalApi } from '@shared/api/digital';
import { call } from '../../../platform/http';
import { offlineDb, type OutboxItem } from './offline-db';
import { isNetworkError } from './offline-store';

/**
 * Every note, note deletion and progress change goes through this outbox: written to IndexedDB first, then sent.
 * With the network gone the items wait; when it comes back (`online`, or the next change) they are sent in order.
 * Notes carry client UUIDs and the server upserts by id, so sending one twice (a reply lost on the way) is harmless:
 * nothing made offline is lost or duplicated.
 */
type Listener = (pending: number) => void;
const listeners = new Set<Listener>();
let flushing: Promise<number> | undefined;

export async function enqueue(item: OutboxItem) {
  await (await offlineDb()).add('outbox', item);
  void notify();
  return flush();
}

export async function pendingItems(bookId?: number) {
  const d = await offlineDb();
  return bookId === undefined ? d.getAll('outbox') : d.getAllFromIndex('outbox', 'byBook', bookId);
}

/** Sends what is waiting; resolves to how many items are still waiting (0 when all reached the server). */
export function flush(): Promise<number> {
  flushing ??= drain().finally(() => {
    flushing = undefined;
    void notify();
  });
  return flushing;
}

async function drain(): Promise<number> {
  const d = await offlineDb();
  for (;;) {
    const items = await d.getAll('outbox');
    if (items.length === 0) return 0;
    const head = items[0]!;
    // Consecutive note saves go in one call.
    const batch = head.kind === 'note' ? takeNotes(items) : [head];
    try {
      await send(batch);
    } catch (err) {
      if (isNetworkError(err)) return items.length;
      // The server refused (e.g. a note over the limit): it can never succeed; drop it so the rest can go.
      console.warn('outbox item refused', batch, err);
    }
    const tx = d.transaction('outbox', 'readwrite');
    await Promise.all([...batch.map((i) => tx.store.delete(i.seq!)), tx.done]);
  }
}

function takeNotes(items: OutboxItem[]) {
  const out: Extract<OutboxItem, { kind: 'note' }>[] = [];
  for (const i of items) {
    if (i.kind !== 'note' || out.length >= 100) break;
    out.push(i);
  }
  return out;
}

async function send(batch: OutboxItem[]) {
  const head = batch[0]!;
  if (head.kind === 'note')
    await call(DigitalApi.saveNotes, { notes: batch.map((i) => (i as typeof head).note) }, { silent: true });
  else if (head.kind === 'deleteNote') await call(DigitalApi.deleteNote, { noteId: head.id }, { silent: true });
  else
    await call(
      DigitalApi.saveProgress,
      { bookId: head.bookId, page: head.page, updatedAt: head.updatedAt },
      { silent: true },
    );
}

async function notify() {
  const n = (await pendingItems()).length;
  for (const l of listeners) l(n);
}

export function onPendingChange(l: Listener) {
  listeners.add(l);
  void notify();
  return () => listeners.delete(l);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void flush());
