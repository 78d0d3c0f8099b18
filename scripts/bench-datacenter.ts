// The data centre at scale (issue 16): 1,000 schools (10 districts) with teachers, classes, students and AI courses,
// and a year of usage events, generated in the bench's own database by the demo's generator
// (src-server/db/seeds/datacenter-generate.ts). Times the baseData, useData and chartLine queries as the server runs
// them (src-server/modules/datacenter), for the whole city, one district and one school, against a baseline measured
// in the same run: the same queries when the database held the first 100 schools (10 a district).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src-server/app';
import { testConfig } from '../src-server/config';
import { openPglite, openPostgres, type Database } from '../src-server/db/client';
import { generateSchools, generateUsage } from '../src-server/db/seeds/datacenter-generate';
import { baseData, chartLine, useData } from '../src-server/modules/datacenter/service';
import type { Scope } from '../src-server/modules/datacenter/scope';

const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DISTRICTS = Array.from({ length: 10 }, (_, i) => `测试${i + 1}区`);
const SMALL = 10; // schools a district in the baseline
const LARGE = Number(process.env.BENCH_DATACENTER_SCHOOLS ?? 1000) / DISTRICTS.length;
const DAYS = 365;
const END = '2026-06-30';
const RANGE = { start: '2025-07-01', end: END };
const REPEAT = 7;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

interface Timing {
  query: string;
  ms: number;
}

async function timeQueries(database: Database, oneSchool: number): Promise<Timing[]> {
  const { db } = database;
  const scopes: [string, Scope][] = [
    ['city', { district: null, schoolId: null }],
    ['district', { district: DISTRICTS[0]!, schoolId: null }],
    ['school', { district: DISTRICTS[0]!, schoolId: oneSchool }],
  ];
  const out: Timing[] = [];
  for (const [name, scope] of scopes) {
    const cases: [string, () => Promise<unknown>][] = [
      [`baseData (${name})`, () => baseData(db, scope)],
      [`useData, a year (${name})`, () => useData(db, scope, RANGE)],
      [`chartLine, a year by day (${name})`, () => chartLine(db, scope, RANGE, 'day')],
    ];
    for (const [query, run] of cases) {
      await run(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < REPEAT; i++) {
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
      out.push({ query, ms: median(times) });
    }
  }
  return out;
}

async function runOn(name: string, database: Database) {
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'warn' }), database });
  const { db } = database;
  const t0 = performance.now();
  const small = await generateSchools(db, DISTRICTS, SMALL);
  await generateUsage(db, small, DAYS, END);
  // The steady state autovacuum reaches: statistics, and a visibility map for index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
  const baseline = await timeQueries(database, small[0]!);
  const more = await generateSchools(db, DISTRICTS, LARGE - SMALL);
  await generateUsage(db, more, DAYS, END);
  // The steady state autovacuum reaches: statistics, and a visibility map for index-only scans.
  await db.execute(sql`VACUUM ANALYZE`);
  const made = performance.now() - t0;
  const [counts] = rowsOf(
    await db.execute(sql`SELECT (SELECT count(*) FROM school_districts WHERE district LIKE '测试%')::int AS schools,
      (SELECT count(*) FROM usage_events)::int AS events, (SELECT count(*) FROM users)::int AS users`),
  );
  const large = await timeQueries(database, small[0]!);
  await app.close();
  return { name, baseline, large, made, counts: counts! };
}

export async function datacenterRuns() {
  const runs = [];
  const dir = mkdtempSync(join(tmpdir(), 'classpro-bench-datacenter-'));
  const lite = await openPglite(dir);
  try {
    runs.push(await runOn('PGlite', lite));
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const dbName = `classpro_bench_datacenter_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  const postgres = await openPostgres(url.toString());
  try {
    runs.push(await runOn('PostgreSQL', postgres));
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
  for (const r of runs) {
    console.log(
      `\nData centre, ${r.name}: ${Number(r.counts.schools).toLocaleString('en')} schools in ${DISTRICTS.length} districts, ` +
        `${Number(r.counts.users).toLocaleString('en')} users, ${Number(r.counts.events).toLocaleString('en')} usage rows ` +
        `(${DAYS} days), generated in ${(r.made / 1000).toFixed(1)} s; median of ${REPEAT} runs; baseline = the same ` +
        `query when the database held ${SMALL * DISTRICTS.length} schools (same run)\n`,
    );
    console.log(
      `| Query | ${SMALL * DISTRICTS.length} schools (baseline) | ${LARGE * DISTRICTS.length} schools | ratio |`,
    );
    console.log('| --- | ---: | ---: | ---: |');
    r.large.forEach((l, i) => {
      const b = r.baseline[i]!;
      console.log(`| ${l.query} | ${ms(b.ms)} | ${ms(l.ms)} | ${(l.ms / b.ms).toFixed(2)}x |`);
    });
  }
}

// `node out/bench/bench-datacenter.js` (scripts/bench/datacenter.mjs) runs this part alone.
if (process.env.BENCH_DATACENTER_ALONE) await datacenterRuns();
