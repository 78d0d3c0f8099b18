import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../pglite-thread';

// The embedded database runs on its own thread (issue 18); what callers see must be what PGlite itself gives.
describe('PGlite on its own thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = new PgliteThread(undefined);
    await db.waitReady;
    await db.exec('create table t (id int primary key, v text)');
  });
  afterAll(() => db.close());

  it('answers queries in object and array rows, keeping raw the types it is asked to', async () => {
    const rows = (await db.query<{ n: number }>('select $1::int + 1 as n', [41])).rows;
    expect(rows).toEqual([{ n: 42 }]);
    const raw = await db.query('select $1::timestamp as at', ['2026-11-23 08:00:00'], {
      rowMode: 'array',
      parsers: { 1114: (v: string) => v },
    });
    expect(raw.rows).toEqual([['2026-11-23 08:00:00']]);
  });

  it('gives database errors with their SQLSTATE and fields', async () => {
    await expect(db.query('select $1::int', ['13800000001'])).rejects.toMatchObject({ code: '22003' });
    await db.query('insert into t values (1, $1)', ['a']);
    await expect(db.query('insert into t values (1, $1)', ['b'])).rejects.toMatchObject({
      code: '23505',
      constraint: 't_pkey',
    });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into t values (3, $1)', ['lost']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const ids = (await db.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id);
    expect(ids).toEqual([1, 2]);
  });

  it('runs other callers after an open transaction, not inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query('update t set v = $1 where id = 1', ['in tx']);
      await held;
    });
    const outside = db.query<{ v: string }>('select v from t where id = 1');
    setTimeout(release, 50);
    await tx;
    expect((await outside).rows[0]!.v).toBe('in tx');
  });

  it('fails every call once the thread is gone, instead of hanging', async () => {
    const other = new PgliteThread(undefined);
    await other.waitReady;
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/exited/);
  });
});
