import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
  close(): Promise<void>;
}

/** `memory://` keeps PGlite in memory (tests); anything else is a directory. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir.startsWith('memory://') ? undefined : join(dataDir, 'pglite'));
  await client.waitReady;
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    transactionScript: (fn) =>
      client.transaction(async (tx) => {
        await fn(async (text) => {
          const results = await tx.exec(text);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        });
      }),
    close: () => client.close(),
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
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
