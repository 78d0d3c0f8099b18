import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../db/migrate';
import { createTestDatabase, type TestDatabase } from '../../../test-helpers';
import { DbKv } from '../db-kv';
import { RedisKv } from '../redis-kv';
import type { KvStore } from '../types';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One contract, every implementation: the database store (PGlite or PostgreSQL, per project) and Redis. */
function contract(name: string, open: () => Promise<KvStore>) {
  describe(`kv store contract: ${name}`, () => {
    let kv: KvStore;
    beforeAll(async () => {
      kv = await open();
    });

    it('sets, gets and deletes values, and a missing key reads as null', async () => {
      expect(await kv.get('a')).toBeNull();
      await kv.set('a', 'hello 你好', 60);
      expect(await kv.get('a')).toBe('hello 你好');
      await kv.set('a', 'replaced', 60);
      expect(await kv.get('a')).toBe('replaced');
      await kv.del('a');
      expect(await kv.get('a')).toBeNull();
      await kv.del('never-set');
    });

    it('forgets a value after its TTL', async () => {
      await kv.set('short', 'x', 0.3);
      expect(await kv.get('short')).toBe('x');
      await sleep(450);
      expect(await kv.get('short')).toBeNull();
      expect(await kv.take('short')).toBeNull();
    });

    it('counts in a fixed window that restarts after it expires', async () => {
      expect(await kv.incr('n', 0.4)).toBe(1);
      expect(await kv.incr('n', 60)).toBe(2);
      expect(await kv.incr('n', 60, 3)).toBe(5);
      expect(await kv.incr('n', 60, -1)).toBe(4);
      expect(await kv.get('n')).toBe('4');
      await sleep(550);
      // The second call's longer TTL did not extend the window opened by the first.
      expect(await kv.get('n')).toBeNull();
      expect(await kv.incr('n', 60)).toBe(1);
    });

    it('never loses an increment under concurrency', async () => {
      const values = await Promise.all(Array.from({ length: 40 }, () => kv.incr('race', 60)));
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('takes a value exactly once, even when many callers race for it', async () => {
      await kv.set('once', 'secret', 60);
      const got = await Promise.all(Array.from({ length: 10 }, () => kv.take('once')));
      expect(got.filter((v) => v === 'secret')).toHaveLength(1);
      expect(got.filter((v) => v === null)).toHaveLength(9);
      expect(await kv.get('once')).toBeNull();
    });
  });
}

let t: TestDatabase;
const stores: KvStore[] = [];
beforeAll(async () => {
  t = await createTestDatabase();
  await migrate(t.database);
});
afterAll(async () => {
  for (const s of stores) await s.close();
  await t.drop();
});

contract(`database (${process.env.TEST_DB ?? 'pglite'})`, async () => {
  const kv = new DbKv(t.database.db, { sweepMs: 0 });
  stores.push(kv);
  return kv;
});

const prefix = `classpro-test:${randomBytes(6).toString('hex')}:`;
contract('redis', async () => {
  const kv = await RedisKv.connect(REDIS_URL, prefix);
  stores.push(kv);
  return kv;
});

describe('store specifics', () => {
  it('the database store sweeps expired rows', async () => {
    const kv = new DbKv(t.database.db, { sweepMs: 0 });
    await kv.set('gone-1', 'x', 0.05);
    await kv.set('gone-2', 'x', 0.05);
    await kv.set('kept', 'x', 60);
    await sleep(120);
    expect(await kv.sweep()).toBeGreaterThanOrEqual(2);
    expect(await kv.get('kept')).toBe('x');
  });

  it('redis keys carry the prefix, and the test leaves none behind', async () => {
    const raw = new Redis(REDIS_URL);
    try {
      const kv = await RedisKv.connect(REDIS_URL, prefix);
      await kv.set('probe', 'x', 60);
      expect(await raw.get(`${prefix}probe`)).toBe('x');
      await kv.close();
      const keys = await raw.keys(`${prefix}*`);
      if (keys.length) await raw.del(...keys);
      expect(await raw.keys(`${prefix}*`)).toEqual([]);
    } finally {
      raw.disconnect();
    }
  });

  it('a wrong REDIS_URL fails at connect with a clear message', async () => {
    await expect(RedisKv.connect('redis://127.0.0.1:1', 'x:')).rejects.toThrow(/Cannot connect to Redis/);
  });
});
