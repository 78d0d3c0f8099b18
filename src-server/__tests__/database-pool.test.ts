import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { HealthPaths } from '@shared/api/health';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { PG_ADMIN_URL } from '../test-helpers';

/**
 * Issue 27, operations: DATABASE_POOL_MAX bounds the PostgreSQL connections of one server (it was fixed at 10), so
 * that the connections of all servers stay below the database's max_connections. Measured from outside, in
 * pg_stat_activity, after a burst of concurrent requests that each use the database.
 */
const TOKEN = 'metrics-token-for-the-test-0123';

async function connectionsUnder(poolMax: string) {
  const name = `classpro_pool_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const app = await buildApp({
    config: testConfig({
      DATABASE_URL: url.toString(),
      DATABASE_POOL_MAX: poolMax,
      SEED_DEMO: 'false',
      METRICS_TOKEN: TOKEN,
    }),
  });
  try {
    await app.ready();
    // Readiness asks the database each time: 40 at once want 40 connections.
    const answers = await Promise.all(Array.from({ length: 40 }, () => app.inject({ url: HealthPaths.ready })));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const [row] = (
      await admin.query<{ n: string }>('SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1', [name])
    ).rows;
    const metrics = (await app.inject({ url: HealthPaths.metrics, headers: { authorization: `Bearer ${TOKEN}` } }))
      .body;
    const max = /^classpro_db_pool_connections\{state="max"\} (\d+)$/m.exec(metrics)?.[1];
    return { connections: Number(row!.n), reportedMax: Number(max) };
  } finally {
    await app.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe.skipIf(process.env.TEST_DB !== 'postgres')('DATABASE_POOL_MAX', () => {
  it('bounds the connections a server opens under concurrent requests, and /metrics reports it', async () => {
    expect(await connectionsUnder('2')).toEqual({ connections: 2, reportedMax: 2 });
    // The same burst with a larger pool opens more: the setting, not the burst, is what held it at 2.
    const larger = await connectionsUnder('6');
    expect(larger.reportedMax).toBe(6);
    expect(larger.connections).toBeGreaterThan(2);
    expect(larger.connections).toBeLessThanOrEqual(6);
  });
});
