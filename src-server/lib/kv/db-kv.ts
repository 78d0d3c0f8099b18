import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ttlMs, type KvStore } from './types';

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** How often expired rows are deleted. Reads ignore them anyway; this only bounds the table's size. */
const SWEEP_MS = 60_000;

/**
 * The store on the `kv` table. Each operation is one statement, so PostgreSQL's row locks make it atomic across
 * servers: an upsert for incr, DELETE ... RETURNING for take. Expiry is compared with the database clock.
 */
export class DbKv implements KvStore {
  readonly kind = 'db';
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    opts: { sweepMs?: number } = {},
  ) {
    const every = opts.sweepMs ?? SWEEP_MS;
    if (every > 0) {
      this.timer = setInterval(() => void this.sweep().catch(() => undefined), every);
      this.timer.unref();
    }
  }

  private async rows(query: SQL) {
    return rowsOf(await this.db.execute(query));
  }

  private expiry(ttlSeconds: number) {
    return sql`now() + (${ttlMs(ttlSeconds)}::bigint * interval '1 millisecond')`;
  }

  async incr(key: string, ttlSeconds: number, by = 1): Promise<number> {
    const [row] = await this.rows(sql`
      INSERT INTO kv (key, value, expires_at) VALUES (${key}, ${String(by)}, ${this.expiry(ttlSeconds)})
      ON CONFLICT (key) DO UPDATE SET
        value = CASE WHEN kv.expires_at <= now() THEN excluded.value
                     ELSE (kv.value::bigint + ${by}::bigint)::text END,
        expires_at = CASE WHEN kv.expires_at <= now() THEN excluded.expires_at ELSE kv.expires_at END
      RETURNING value`);
    return Number(row?.value);
  }

  /** The database is checked on its own by the readiness check; the `kv` table needs nothing more. */
  async ping(): Promise<void> {}

  async get(key: string): Promise<string | null> {
    const [row] = await this.rows(sql`SELECT value FROM kv WHERE key = ${key} AND expires_at > now()`);
    return row ? String(row.value) : null;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.db.execute(sql`
      INSERT INTO kv (key, value, expires_at) VALUES (${key}, ${value}, ${this.expiry(ttlSeconds)})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_at = excluded.expires_at`);
  }

  async take(key: string): Promise<string | null> {
    const [row] = await this.rows(sql`DELETE FROM kv WHERE key = ${key} RETURNING value, expires_at > now() AS live`);
    return row && row.live ? String(row.value) : null;
  }

  async del(key: string): Promise<void> {
    await this.db.execute(sql`DELETE FROM kv WHERE key = ${key}`);
  }

  /** Deletes expired rows; returns how many. */
  async sweep(): Promise<number> {
    return (await this.rows(sql`DELETE FROM kv WHERE expires_at <= now() RETURNING key`)).length;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
  }
}
