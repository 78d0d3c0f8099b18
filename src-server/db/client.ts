import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** The common face of both drivers: every module queries through this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Runs raw SQL scripts (several statements) inside one transaction on one connection. */
export type ScriptRunner = (
  fn: (run: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<void>,
) => Promise<void>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  transactionScript: ScriptRunner;
  /**
   * One parameterised statement straight on the driver, prepared under `name` when given (PostgreSQL). For code that
   * must bypass Drizzle: the bench's bare baseline.
   */
  query(text: string, params: unknown[], name?: string): Promise<Record<string, unknown>[]>;
  /** PostgreSQL: the pool's connections (for metrics); PGlite has no pool. */
  poolStats?(): { max: number; total: number; idle: number; waiting: number };
  /**
   * Runs `fn` while holding the PostgreSQL session advisory lock `key`, on a connection of its own (so the pool stays
   * free for `fn`'s queries, even at a pool of one): every server sharing the database waits for it (`wait`), or
   * skips `fn` while another holds it (`wait: false`, then `ran` is false). PGlite has one server per data folder, so
   * `fn` simply runs.
   */
  exclusive<T>(key: number, fn: () => Promise<T>, opts?: { wait?: boolean }): Promise<{ ran: boolean; value?: T }>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, which `openPglite('memory://', template)` starts from. */
  dump?(): Promise<Uint8Array>;
}

/** `memory://` keeps PGlite in memory (tests); anything else is a directory. */
export async function openPglite(dataDir: string, template?: Uint8Array): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // One server per data folder: a second one refuses to start (lib/data-dir-lock.ts).
  const lock = inMemory ? null : acquireDataDirLock(dataDir);
  // PGlite runs on its own thread (pglite-thread.ts): its WASM work would otherwise block the event loop.
  if (template && !inMemory) throw new Error('a template starts only an in-memory database');
  const client = new PgliteThread(inMemory ? undefined : join(dataDir, 'pglite'), template);
  try {
    await client.waitReady;
  } catch (err) {
    await client.close().catch(() => undefined);
    lock?.release();
    throw err;
  }
  return {
    kind: 'pglite',
    // Drizzle's PGlite driver uses only query() and transaction(), which the thread's face provides.
    db: drizzlePglite(client as never, { schema }) as unknown as Db,
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    dump: () => client.dump(),
    exclusive: async (_key, fn) => ({ ran: true, value: await fn() }),
    transactionScript: (fn) =>
      client.transaction(async (tx) => {
        await fn(async (text) => {
          const results = await tx.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        });
      }),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, failover) is replaced by the pool; without a listener the
  // 'error' event would crash the process.
  pool.on('error', () => {});
  // Fail fast at start rather than on the first request.
  await pool.query('select 1');
  return {
    kind: 'postgres',
    db: drizzleNodePg(pool, { schema }) as unknown as Db,
    query: async (text, values, name) => (await pool.query({ text, values, name })).rows,
    poolStats: () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    transactionScript: async (fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        await fn(async (text) => (await conn.query(text)).rows);
        await conn.query('COMMIT');
      } catch (err) {
        await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        conn.release();
      }
    },
    exclusive: async (key, fn, opts = {}) => {
      const conn = new pg.Client({ connectionString: url });
      conn.on('error', () => {});
      await conn.connect();
      try {
        if (opts.wait === false) {
          const [row] = (await conn.query('SELECT pg_try_advisory_lock($1) AS ok', [key])).rows;
          if (!row?.ok) return { ran: false };
        } else await conn.query('SELECT pg_advisory_lock($1)', [key]);
        // Ending the connection releases the lock, also when fn throws.
        return { ran: true, value: await fn() };
      } finally {
        await conn.end().catch(() => undefined);
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string; poolMax?: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.poolMax) : openPglite(opts.dataDir);
}
