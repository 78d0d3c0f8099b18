import { ApiError } from './http';

/**
 * One outbox for every change that must reach the server although the network may be gone (notes and reading
 * progress offline, the classroom's progress mid-lesson): a change is stored first, then sent, oldest first, and
 * retried until the server has it. What a feature decides: where the queue is kept, how a batch is sent, and how a
 * new change folds into the ones still waiting (coalescing: two edits of one note send one). Items being sent are
 * never folded into, so nothing the server may already have is rewritten.
 */
export interface OutboxStore<T> {
  load(): Promise<T[]>;
  save(items: T[]): Promise<void>;
}

export interface OutboxOptions<T> {
  store: OutboxStore<T>;
  /** Sends the head of the queue (one item, or `batchSize` of them). */
  send: (batch: T[]) => Promise<void>;
  /** How many items from the head go in one send (default 1). */
  batchSize?: (queue: T[]) => number;
  /** Folds a new item into the items still waiting (not being sent); the default appends it. */
  coalesce?: (waiting: T[], item: T) => T[];
  /** The server refused a batch for good: it is dropped so the rest can go. */
  onRefused?: (batch: T[], err: unknown) => void;
  /** First retry delay in ms, doubled up to `maxDelayMs` (default 1 s to 15 s). */
  delayMs?: number;
  maxDelayMs?: number;
}

export interface Outbox<T> {
  /** Stores the change and starts sending; resolves to how many changes still wait (0: the server has all). */
  enqueue(item: T): Promise<number>;
  /** Sends what waits; resolves to how many still wait. */
  flush(): Promise<number>;
  pending(): Promise<T[]>;
  onPending(listener: (count: number) => void): () => void;
}

/**
 * Whether a failed send may succeed later: the network or the server was down or busy (code 0, HTTP 5xx, 429), or
 * the sign-in expired (901: it succeeds once the user signs in again). A business refusal (bad input, something
 * that is not the caller's) never will, and would block every later change behind it.
 */
export const worthRetrying = (e: unknown) =>
  !(e instanceof ApiError) || e.code === 0 || e.code === 429 || e.code === 901 || (e.code >= 500 && e.code < 600);

/** A queue kept in localStorage (small queues; survives a reload or a closed window). */
export function localStorageStore<T>(key: string): OutboxStore<T> {
  return {
    load: async () => {
      try {
        return JSON.parse(localStorage.getItem(key) ?? '[]') as T[];
      } catch {
        return [];
      }
    },
    save: async (items) => localStorage.setItem(key, JSON.stringify(items)),
  };
}

export function createOutbox<T>(opts: OutboxOptions<T>): Outbox<T> {
  const listeners = new Set<(count: number) => void>();
  const firstDelay = opts.delayMs ?? 1000;
  const maxDelay = opts.maxDelayMs ?? 15_000;
  let inFlight = 0;
  let chain: Promise<unknown> = Promise.resolve();
  let flushing: Promise<number> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = firstDelay;

  /** Store changes run one at a time, so a change made while a batch is sent is never lost. */
  const mutate = <R>(fn: (queue: T[]) => Promise<[T[], R]>): Promise<R> => {
    const run = chain.then(async () => {
      const [next, result] = await fn(await opts.store.load());
      await opts.store.save(next);
      return result;
    });
    chain = run.catch(() => undefined);
    return run;
  };
  /** Tells the listeners the queue's length; a store that cannot be read (no IndexedDB) tells them nothing. */
  const announce = async () => {
    let n: number;
    try {
      n = (await opts.store.load()).length;
    } catch {
      return;
    }
    listeners.forEach((l) => l(n));
  };

  async function drain(): Promise<number> {
    for (;;) {
      await chain;
      const queue = await opts.store.load();
      if (queue.length === 0) return 0;
      const n = Math.max(1, Math.min(queue.length, opts.batchSize?.(queue) ?? 1));
      inFlight = n;
      try {
        await opts.send(queue.slice(0, n));
      } catch (err) {
        if (worthRetrying(err)) {
          inFlight = 0;
          clearTimeout(timer);
          timer = setTimeout(() => void flush(), delay);
          delay = Math.min(delay * 2, maxDelay);
          return queue.length;
        }
        opts.onRefused?.(queue.slice(0, n), err);
      }
      await mutate(async (q) => [q.slice(n), undefined]);
      inFlight = 0;
      delay = firstDelay;
    }
  }

  function flush(): Promise<number> {
    flushing ??= drain().finally(() => {
      flushing = undefined;
      void announce();
    });
    return flushing;
  }

  /**
   * The network is back: try at once, from the first delay again. A send already under way may have started while
   * the network was down and fail; it would then wait out its backoff (up to `maxDelayMs`), so one more send follows
   * it.
   */
  const online = () => {
    clearTimeout(timer);
    delay = firstDelay;
    // Errors here are the store's (it cannot be read) and were the caller's to see when it queued the change.
    void (flushing ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => flush())
      .catch(() => undefined);
  };
  if (typeof window !== 'undefined') window.addEventListener('online', online);

  return {
    async enqueue(item) {
      await mutate(async (queue) => {
        const sending = queue.slice(0, inFlight);
        const waiting = queue.slice(inFlight);
        return [[...sending, ...(opts.coalesce ? opts.coalesce(waiting, item) : [...waiting, item])], undefined];
      });
      void announce();
      // A send already under way picks the new item up when it loops; otherwise start one.
      return flush();
    },
    flush,
    pending: () => chain.then(() => opts.store.load()),
    onPending(listener) {
      listeners.add(listener);
      void announce();
      return () => void listeners.delete(listener);
    },
  };
}
