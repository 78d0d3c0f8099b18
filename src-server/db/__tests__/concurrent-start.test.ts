import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { PG_ADMIN_URL, signIn } from '../../test-helpers';
import { openPostgres, type Database } from '../client';
import { seeds } from '../seeds';

/**
 * Issue 27: three servers starting together on one empty PostgreSQL database. Before, demo seeding created `_seeds`
 * outside the migration lock and 1-2 of 3 servers died ("Failed query: CREATE TABLE IF NOT EXISTS _seeds").
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('servers starting together on a fresh PostgreSQL database', () => {
  const name = `classpro_t_start_${randomBytes(5).toString('hex')}`;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  const apps: FastifyInstance[] = [];
  const databases: Database[] = [];
  afterAll(async () => {
    await Promise.allSettled(apps.map((a) => a.close()));
    await Promise.allSettled(databases.map((d) => d.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('all come up, and the migrations and demo data are applied once', { timeout: 180_000 }, async () => {
    await admin(`CREATE DATABASE ${name}`);
    const starts = [0, 1, 2].map(async () => {
      const database = await openPostgres(url.toString(), 4);
      databases.push(database);
      const app = await buildApp({ config: testConfig({ DATABASE_URL: url.toString() }), database });
      apps.push(app);
      await app.ready();
      return app;
    });
    const results = await Promise.allSettled(starts);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'up'))).toEqual(['up', 'up', 'up']);
    for (const app of apps) expect(await signIn(app, '13800000001')).toEqual(expect.any(String));
    const one = databases[0]!;
    const seeded = await one.query('SELECT id, count(*)::int AS n FROM _seeds GROUP BY id ORDER BY id', []);
    expect(seeded.map((r) => r.id)).toEqual(seeds.map((s) => s.id).sort());
    const schools = await one.query("SELECT count(*)::int AS n FROM schools WHERE name = '示范学校'", []);
    expect(schools[0]!.n).toBe(1);
    const staff = await one.query("SELECT count(*)::int AS n FROM staff_accounts WHERE account = 'publisher01'", []);
    expect(staff[0]!.n).toBe(1);
  });
});
