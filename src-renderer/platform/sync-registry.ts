import type { Outbox } from './outbox';

/**
 * What waits to reach the server, per kind, for the sync indicator (issue 29): each feature's outbox reports here
 * (features never import each other; the indicator lives in components/). The counts are also kept in localStorage,
 * so after a restart the indicator shows what waits before the screen that owns the queue has loaded (its queue is
 * sent once that screen loads, or the network comes back with it open).
 */
export type SyncKind = 'note' | 'reading' | 'homework' | 'classroom';
export const SYNC_KINDS: SyncKind[] = ['note', 'reading', 'homework', 'classroom'];

export interface SyncEntry {
  waiting: number;
  /** When an item of this kind last reached the server (ms since the epoch), or null. */
  lastSentAt: number | null;
}
export type SyncState = Record<SyncKind, SyncEntry>;

const KEY = 'classpro-sync';
const listeners = new Set<(s: SyncState) => void>();

function read(): SyncState {
  const empty = Object.fromEntries(SYNC_KINDS.map((k) => [k, { waiting: 0, lastSentAt: null }])) as SyncState;
  try {
    return { ...empty, ...(JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<SyncState>) };
  } catch {
    return empty;
  }
}

let state: SyncState | undefined;
export const syncState = (): SyncState => (state ??= read());

export function onSyncChange(listener: (s: SyncState) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Records how many items of each kind one queue now holds; a count that fell means those items went. */
export function reportWaiting(counts: Partial<Record<SyncKind, number>>, now = Date.now()) {
  const next = { ...syncState() };
  for (const [kind, waiting] of Object.entries(counts) as [SyncKind, number][]) {
    const was = next[kind];
    next[kind] = { waiting, lastSentAt: waiting < was.waiting ? now : was.lastSentAt };
  }
  state = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the indicator still shows this session's counts.
  }
  listeners.forEach((l) => l(next));
}

/** Reports an outbox's queue, split into kinds by `kindOf`, whenever it changes. */
export function trackOutbox<T>(outbox: Outbox<T>, kinds: SyncKind[], kindOf: (item: T) => SyncKind) {
  outbox.onPending(() => {
    void outbox.pending().then(
      (items) => {
        const counts = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<SyncKind, number>;
        for (const item of items) counts[kindOf(item)] += 1;
        reportWaiting(counts);
      },
      () => undefined,
    );
  });
}
