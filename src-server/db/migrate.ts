import type { Database } from './client';
import { migrations } from './migrations';

/** An arbitrary constant: the advisory lock that serialises migrations across servers starting together. */
const MIGRATION_LOCK = 724_501;

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
