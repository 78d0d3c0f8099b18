// The activity ranking at scale (issue 14): one activity with 100,000 works, the rank of a work as the server
// answers it (two index range counts, src-server/modules/activity/rank.ts) against a baseline measured in the same
// run: the textbook query, row_number() over the whole activity.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src-server/app';
import { testConfig } from '../src-server/config';
import { openPglite, openPostgres, type Database } from '../src-server/db/client';
import { rankOf } from '../src-server/modules/activity/rank';

const WORKS = Number(process.env.BENCH_ACTIVITY_WORKS ?? 100_000);
const SAMPLES = 100;
const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

interface RankRow {
  database: string;
  ours: number[];
  baseline: number[];
  info: number[];
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await fn();
  return [performance.now() - t0, out];
}

async function rankOn(name: string, database: Database): Promise<RankRow> {
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'warn' }), database });
  const { db } = database;
  const [a] = rowsOf(await db.execute(sql`SELECT id FROM activities ORDER BY id LIMIT 1`));
  const activityId = Number(a!.id);
  // Praise 0-499, a score on two works in three (0-100, two decimals), the rest unscored (rank_score -1).
  await db.execute(sql`
    INSERT INTO activity_works (activity_id, submitter_kind, submitter_id, school_name, title, authors, files,
      praise_count, final_score, rank_score)
    SELECT ${activityId}, 'h5', g::integer, '学校' || (g % 50), '作品' || g, '["作者"]'::jsonb, '[]'::jsonb, ((g * 7919) % 500)::integer,
      CASE WHEN g % 3 = 0 THEN NULL ELSE ((g * 104729) % 10001) / 100.0 END,
      CASE WHEN g % 3 = 0 THEN -1 ELSE ((g * 104729) % 10001) / 100.0 END
    FROM generate_series(1::bigint, ${WORKS}::bigint) g`);
  // The steady state autovacuum reaches: statistics, and a visibility map for index-only counts.
  await db.execute(sql`VACUUM ANALYZE activity_works`);
  const sample = rowsOf(
    await db.execute(sql`SELECT id, activity_id, rank_score, praise_count, status FROM activity_works
      WHERE activity_id = ${activityId} AND status = 'SUBMITTED' ORDER BY (id * 2654435761) % 1000003 LIMIT ${SAMPLES}`),
  ).map((r) => ({
    id: Number(r.id),
    activityId: Number(r.activity_id),
    rankScore: Number(r.rank_score),
    praiseCount: Number(r.praise_count),
    status: String(r.status),
  }));
  const out: RankRow = { database: name, ours: [], baseline: [], info: [] };
  for (const w of sample.slice(0, 5)) await rankOf(db, w); // warm-up
  for (const w of sample) {
    const [t1, ours] = await timed(() => rankOf(db, w));
    const [t2, base] = await timed(async () =>
      rowsOf(
        await db.execute(sql`SELECT rn FROM (SELECT id, row_number() OVER (ORDER BY rank_score DESC, praise_count DESC, id)
          AS rn FROM activity_works WHERE activity_id = ${activityId} AND status = 'SUBMITTED') x WHERE id = ${w.id}`),
      ),
    );
    if (Number(base[0]!.rn) !== ours) throw new Error(`rank of work ${w.id}: ${ours}, baseline ${String(base[0]!.rn)}`);
    const [t3] = await timed(() => app.inject({ url: `/api/v2/activity/vt/getActivityWorkInfo?workId=${w.id}` }));
    out.ours.push(t1);
    out.baseline.push(t2);
    out.info.push(t3);
  }
  await app.close();
  return out;
}

export async function activityRankRuns() {
  const rows: RankRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'classpro-bench-activity-'));
  const lite = await openPglite(dir);
  try {
    rows.push(await rankOn('PGlite', lite));
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const name = `classpro_bench_activity_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const postgres = await openPostgres(url.toString());
  try {
    rows.push(await rankOn('PostgreSQL', postgres));
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  console.log(
    `\nActivity ranking: rank of one work among ${WORKS.toLocaleString('en')} in one activity, ${SAMPLES} random works; ` +
      `baseline = row_number() over the activity, same data, same run (the ranks agree)\n`,
  );
  console.log(
    '| Database | rank (indexed) p50 / p95 | baseline p50 / p95 | baseline/ours (p50) | getActivityWorkInfo p50 / p95 |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const ratio = pct(r.baseline, 0.5) / pct(r.ours, 0.5);
    console.log(
      `| ${r.database} | ${ms(pct(r.ours, 0.5))} / ${ms(pct(r.ours, 0.95))} | ${ms(pct(r.baseline, 0.5))} / ` +
        `${ms(pct(r.baseline, 0.95))} | ${ratio.toFixed(1)}x | ${ms(pct(r.info, 0.5))} / ${ms(pct(r.info, 0.95))} |`,
    );
  }
}
