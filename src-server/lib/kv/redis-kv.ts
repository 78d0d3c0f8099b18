import { Redis } from 'ioredis';
import { ttlMs, type KvStore } from './types';

// INCRBY, and an expiry only when the key has none: a fixed window that starts with the first hit.
const INCR_WITH_TTL = `
local v = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return v`;

type WithIncr = Redis & { incrTtl(key: string, ms: number, by: number): Promise<number> };

/** The store on Redis (6.2 or newer, for GETDEL). Every key carries `prefix`, so deployments can share a Redis. */
export class RedisKv implements KvStore {
  readonly kind = 'redis';
  private readonly redis: WithIncr;

  private constructor(redis: Redis) {
    redis.defineCommand('incrTtl', { numberOfKeys: 1, lua: INCR_WITH_TTL });
    this.redis = redis as WithIncr;
  }

  /** Connects now, so a wrong REDIS_URL stops the server at start rather than at the first sign-in. */
  static async connect(url: string, prefix: string, onError: (err: Error) => void = () => {}): Promise<RedisKv> {
    const redis = new Redis(url, { keyPrefix: prefix, lazyConnect: true, maxRetriesPerRequest: 2 });
    // ioredis reconnects by itself; without a listener it would print every dropped connection to stderr.
    redis.on('error', onError);
    try {
      await redis.connect();
    } catch (err) {
      redis.disconnect();
      throw new Error(`Cannot connect to Redis at REDIS_URL: ${(err as Error).message}`, { cause: err });
    }
    return new RedisKv(redis);
  }

  async incr(key: string, ttlSeconds: number, by = 1): Promise<number> {
    return Number(await this.redis.incrTtl(key, ttlMs(ttlSeconds), by));
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  get(key: string): Promise<string | null> {
    return this.redis.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(key, value, 'PX', ttlMs(ttlSeconds));
  }

  take(key: string): Promise<string | null> {
    return this.redis.getdel(key);
  }

  async del(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
