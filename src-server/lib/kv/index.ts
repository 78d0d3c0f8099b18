import type { Db } from '../../db/client';
import { DbKv } from './db-kv';
import { RedisKv } from './redis-kv';
import type { KvStore } from './types';

export type { KvStore } from './types';
export { DbKv } from './db-kv';
export { RedisKv } from './redis-kv';

/** Redis when REDIS_URL is set (several servers, fast counters); otherwise the database's `kv` table. */
export function openKv(opts: {
  redisUrl?: string;
  redisPrefix: string;
  db: Db;
  onError?: (err: Error) => void;
}): Promise<KvStore> {
  return opts.redisUrl
    ? RedisKv.connect(opts.redisUrl, opts.redisPrefix, opts.onError)
    : Promise.resolve(new DbKv(opts.db));
}
