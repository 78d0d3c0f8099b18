/**
 * Short-lived shared state: rate-limit counters, challenges, one-time codes and tokens. Every server of a
 * deployment sees the same store (the database, or Redis when REDIS_URL is set), so nothing per-user lives in
 * process memory. TTLs are in seconds and may be fractional; keys expire on their own.
 */
export interface KvStore {
  readonly kind: 'db' | 'redis';
  /**
   * Adds `by` (default 1) to a counter and returns the new value. A missing or expired key starts from 0 and
   * gets `ttlSeconds`; an existing key keeps its expiry (a fixed window). Use only on counter keys.
   */
  incr(key: string, ttlSeconds: number, by?: number): Promise<number>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  /** Reads and deletes in one step: of several concurrent callers exactly one gets the value (single use). */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Throws when the store cannot answer (readiness check). */
  ping(): Promise<void>;
  /** Releases what the store holds (connections, timers). */
  close(): Promise<void>;
}

export const ttlMs = (ttlSeconds: number) => Math.max(1, Math.ceil(ttlSeconds * 1000));
