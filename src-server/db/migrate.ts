import type { Database } from './client';
import { migrations } from './migrations';
import { seedDemo, type SeedOptions } from './seeds';

/** An arbitrary constant: the advisory lock that serialises migrations across servers starting together. */
const MIGRATION_LOCK = 724_501;
/** The session advisory lock a starting server holds while it migrates and seeds (prepareDatabase). */
export const START_LOCK = 724_502;

/**
 * What a server does to its database before it serves: migrations, then (when asked) the demo data, all under ONE
 * advisory lock, so N servers starting together on an empty database take turns: the first does the work, the others
 * find it done. (Before, `_seeds` was created outside any lock and concurrent CREATE TABLEs crashed servers.)
 */
export async function prepareDatabase(database: Database, seed: SeedOptions | false): Promise<void> {
  await database.exclusive(START_LOCK, async () => {
    await migrate(database);
    if (seed) await seedDemo(database.db, seed);
  });
}

export async function migrate(database: Database): Promise<string[]> {
  const applied: string[] = [];
  await database.transactionScript(async (run) => {
    if (database.kind === 'postgres') await run(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await run(
      'CREATE TABLE IF NOT EXISTS _migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await run('SELECT id FROM _migrations')).map((r) => String(r.id)));
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      await run(m.sql);
      await run(`INSERT INTO _migrations (id) VALUES ('${m.id.replace(/'/g, "''")}')`);
      applied.push(m.id);
    }
  });
  return applied;
}
