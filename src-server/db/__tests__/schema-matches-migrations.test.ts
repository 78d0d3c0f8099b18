import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import * as schema from '../schema';
import { createTestDatabase, type TestDatabase } from '../../test-helpers';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, string>[];

// The Drizzle schema and the hand-written SQL migrations are one contract: every table and column the code
// queries must exist with the same nullability after migrating an empty database.
describe('schema and migrations', () => {
  it('migrates an empty database, and a second run applies nothing', async () => {
    expect((await migrate(t.database)).length).toBeGreaterThan(0);
    expect(await migrate(t.database)).toEqual([]);
  });

  it('has every Drizzle table and column in the migrated database', async () => {
    const cols = rowsOf(
      await t.database.db.execute(
        sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
      ),
    );
    const found = new Map(cols.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable]));
    const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => v instanceof PgTable);
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      const { name, columns } = getTableConfig(table);
      for (const col of columns) {
        const key = `${name}.${col.name}`;
        expect(found.has(key), `${key} is missing from the migrations`).toBe(true);
        expect(found.get(key), `${key} nullability`).toBe(col.notNull ? 'NO' : 'YES');
      }
    }
  });
});
