import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http';
import { createOutbox, type OutboxStore } from '../outbox';

/** A queue in memory that counts its saves (every store change is a whole-queue save). */
function memoryStore<T>(): OutboxStore<T> & { items: T[] } {
  const s = {
    items: [] as T[],
    load: async () => [...s.items],
    save: async (items: T[]) => void (s.items = [...items]),
  };
  return s;
}

describe('the platform outbox', () => {
  it('a browser without storage (no IndexedDB, private mode) leaves the indicator at its counts, never an unhandled error', async () => {
    const store: OutboxStore<number> = {
      load: () => Promise.reject(new ReferenceError('indexedDB is not defined')),
      save: async () => undefined,
    };
    const box = createOutbox({ store, send: async () => undefined });
    const seen: number[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => void unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      box.onPending((n) => seen.push(n));
      await new Promise((r) => setTimeout(r, 20));
      expect(unhandled).toEqual([]);
      expect(seen).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('sends changes in order and empties the queue', async () => {
    const store = memoryStore<number>();
    const sent: number[] = [];
    const box = createOutbox({ store, send: async ([n]) => void sent.push(n!) });
    await box.enqueue(1);
    await box.enqueue(2);
    expect(await box.flush()).toBe(0);
    expect(sent).toEqual([1, 2]);
    expect(store.items).toEqual([]);
  });

  it('keeps a change while the network is down and sends it when it comes back', async () => {
    const store = memoryStore<string>();
    let up = false;
    const sent: string[] = [];
    const box = createOutbox({
      store,
      delayMs: 10,
      send: async ([s]) => {
        if (!up) throw new ApiError(0, 'network');
        sent.push(s!);
      },
    });
    expect(await box.enqueue('a')).toBe(1);
    expect(store.items).toEqual(['a']);
    up = true;
    await vi.waitFor(() => expect(sent).toEqual(['a']));
    await vi.waitFor(() => expect(store.items).toEqual([]));
  });

  it('sends at once when the network returns during a send that then fails, not after the backoff', async () => {
    const store = memoryStore<string>();
    let up = false;
    let failInFlight: (() => void) | undefined;
    const sent: string[] = [];
    const box = createOutbox({
      store,
      // A backoff this long never runs in the test: only the 'online' event may send again.
      delayMs: 60_000,
      send: ([s]) =>
        up
          ? Promise.resolve(void sent.push(s!))
          : new Promise<void>((_, reject) => (failInFlight = () => reject(new ApiError(0, 'network')))),
    });
    const first = box.enqueue('a');
    await vi.waitFor(() => expect(failInFlight).toBeDefined());
    // The network comes back while the doomed send is still under way.
    up = true;
    window.dispatchEvent(new Event('online'));
    failInFlight!();
    expect(await first).toBe(1);
    await vi.waitFor(() => expect(sent).toEqual(['a']));
    await vi.waitFor(() => expect(store.items).toEqual([]));
  });

  it('drops a change the server refuses for good and goes on with the next', async () => {
    const store = memoryStore<number>();
    const refused: number[][] = [];
    const sent: number[] = [];
    const box = createOutbox({
      store,
      send: async ([n]) => {
        if (n === 1) throw new ApiError(403, '无权操作');
        sent.push(n!);
      },
      onRefused: (batch) => refused.push(batch),
    });
    await box.enqueue(1);
    await box.enqueue(2);
    await box.flush();
    expect(refused).toEqual([[1]]);
    expect(sent).toEqual([2]);
  });

  it('folds a new change into the waiting ones, never into one being sent', async () => {
    const store = memoryStore<{ id: string; v: number }>();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const sent: { id: string; v: number }[][] = [];
    const box = createOutbox({
      store,
      send: async (batch) => {
        if (sent.length === 0) await gate; // the first send hangs until released
        sent.push(batch);
      },
      // The same id keeps only its latest value.
      coalesce: (waiting, item) => [...waiting.filter((w) => w.id !== item.id), item],
    });
    const first = box.enqueue({ id: 'n1', v: 1 }); // in flight
    await vi.waitFor(() => expect(store.items).toHaveLength(1));
    void box.enqueue({ id: 'n1', v: 2 });
    void box.enqueue({ id: 'n1', v: 3 });
    await vi.waitFor(() =>
      expect(store.items).toEqual([
        { id: 'n1', v: 1 },
        { id: 'n1', v: 3 },
      ]),
    );
    release();
    await first;
    await box.flush();
    expect(sent).toEqual([[{ id: 'n1', v: 1 }], [{ id: 'n1', v: 3 }]]);
  });

  it('sends a batch from the head when asked to', async () => {
    const store = memoryStore<number>();
    const sent: number[][] = [];
    let block = true;
    const box = createOutbox({
      store,
      delayMs: 5,
      batchSize: (q) => q.length,
      send: async (batch) => {
        if (block) throw new ApiError(503, 'busy');
        sent.push(batch);
      },
    });
    await box.enqueue(1);
    await box.enqueue(2);
    await box.enqueue(3);
    block = false;
    await vi.waitFor(() => expect(sent).toEqual([[1, 2, 3]]));
  });
});
