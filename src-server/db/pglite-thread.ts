import { Worker } from 'node:worker_threads';

/**
 * The embedded database on its own thread (issue 18): `pglite-worker.mjs` runs PGlite; this is its face in the
 * server's thread, the part of PGlite's API that Drizzle and `client.ts` use (query, exec, transaction, close).
 * PGlite's WASM work no longer blocks the event loop, so the server keeps accepting connections and answering
 * (or shedding) requests while the database is busy; on two cores the two threads also run in parallel.
 */

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle passes identity parsers (keep these types raw); only their type ids cross the thread boundary. */
  parsers?: Record<number, unknown>;
}

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

type Request =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: string; rawTypes?: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' }
  | { op: 'dump' };

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** The worker's error again as an Error with the same fields (code, detail, constraint ...), as PGlite throws. */
function revive(error: Record<string, unknown>): Error {
  return Object.assign(new Error(String(error.message)), error);
}

export class PgliteThread implements Queryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;
  readonly waitReady: Promise<void>;

  /**
   * `dataDir` undefined keeps the database in memory; `loadDataDir` (a `dump()` of another database) starts that
   * in-memory database as a copy of it.
   */
  constructor(dataDir: string | undefined, loadDataDir?: Uint8Array) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, loadDataDir },
    });
    this.waitReady = new Promise((resolve, reject) => {
      const onFirst = (msg: { ready?: boolean; error?: Record<string, unknown> }) => {
        this.worker.off('message', onFirst);
        this.worker.on('message', (answer: Answer) => this.settle(answer));
        if (msg.ready) resolve();
        else reject(revive(msg.error ?? { message: 'PGlite did not start' }));
      };
      this.worker.on('message', onFirst);
      this.worker.once('error', reject);
    });
    // A crashed thread fails every call in flight and every later one, instead of leaving them hanging.
    this.worker.on('error', (err) => this.fail(err));
    this.worker.on('exit', (code) => this.fail(new Error(`the database thread exited (${code})`)));
    // Nothing may reject unobserved before the first caller awaits it.
    this.waitReady.catch(() => undefined);
  }

  private settle(answer: Answer) {
    const call = this.pending.get(answer.id);
    if (!call) return;
    this.pending.delete(answer.id);
    if (answer.ok) call.resolve(answer.result);
    else call.reject(revive(answer.error));
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const call of this.pending.values()) call.reject(err);
    this.pending.clear();
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private queryOn<T>(tx: number | undefined, sql: string, params?: unknown[], opts?: QueryOptions) {
    const rawTypes = opts?.parsers ? Object.keys(opts.parsers).map(Number) : undefined;
    return this.call<Results<T>>({ op: 'query', sql, params, rowMode: opts?.rowMode, rawTypes, tx });
  }

  query<T = Record<string, unknown>>(sql: string, params?: unknown[], opts?: QueryOptions) {
    return this.queryOn<T>(undefined, sql, params, opts);
  }

  exec(sql: string) {
    return this.call<Results[]>({ op: 'exec', sql });
  }

  /** The whole database as a tarball, to start other in-memory databases from (test templates). */
  dump() {
    return this.call<Uint8Array>({ op: 'dump' });
  }

  /** Runs `fn` in one transaction on the worker: committed when `fn` resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.call<number>({ op: 'begin' });
    const handle: Queryable = {
      query: (sql, params, opts) => this.queryOn(tx, sql, params, opts),
      exec: (sql) => this.call({ op: 'exec', sql, tx }),
    };
    let result: T;
    try {
      result = await fn(handle);
    } catch (err) {
      await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
