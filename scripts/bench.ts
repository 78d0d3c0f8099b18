// Run by `npm run bench` (scripts/bench.mjs bundles it): requests/s and p99 latency of a signed-in getUserInfo,
// on embedded PGlite and on the local PostgreSQL, against a bare node:http server answering the same query on the
// same database (the baseline). Loopback only, bounded: 3 rounds of BENCH_SECONDS (default 4) per case, the two
// servers alternating so that load from elsewhere on the machine hits both alike; the best round of each is kept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { buildApp } from '../src-server/app';
import { testConfig } from '../src-server/config';
import { openPglite, openPostgres, type Database } from '../src-server/db/client';
import { hashToken } from '../src-server/plugins/auth';
import { figureTable, measureEntries, paintFloor } from '../tests/e2e/budgets-measure';
import { CHROMIUM, launchBrowser, startServer } from '../tests/e2e/harness';
import { activityRankRuns } from './bench-activity';
import { datacenterRuns } from './bench-datacenter';
import { stageCosts, stageTable, type StageRow } from './bench-stages';
import {
  benchTokens,
  forkServer,
  MIXED_SECONDS,
  mixedLoad,
  mixedOnTwo,
  serveForBench,
  stopServer,
  type MixedFigures,
} from './bench-mixed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const CONNECTIONS = 10;
const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PATH = '/api/v2/user/getUserInfo?userType=ASSISTANT';

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];
const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const TOKEN_SQL = `SELECT subject_id FROM auth_tokens WHERE token_hash = $1 AND revoked_at IS NULL
  AND expires_at > now() AND area = 'teacher' LIMIT 1`;
const USER_SQL = `SELECT u.*, s.id AS sid, s.name AS sname FROM users u LEFT JOIN schools s ON s.id = u.school_id
  WHERE u.id = $1 LIMIT 1`;

/**
 * The baseline: no framework, no schemas, no hooks, no query builder; the same two lookups a signed-in getUserInfo
 * does, as prepared statements straight on the driver.
 */
function bareServer(database: Database): Server {
  return createServer(async (req, res) => {
    try {
      const token = String(req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const [tok] = await database.query(TOKEN_SQL, [hashToken(token)], 'bare_token');
      if (!tok) return void res.end(JSON.stringify({ code: 901, message: 'expired', data: null }));
      const [u] = await database.query(USER_SQL, [tok.subject_id], 'bare_user');
      const data = {
        id: u!.id,
        displayName: u!.display_name,
        avatar: u!.avatar,
        school: u!.sid ? { id: u!.sid, name: u!.sname } : null,
        mobile: u!.mobile,
        showCourseCenter: u!.show_course_center,
        userType: u!.user_type,
        roles: u!.roles,
        permissions: u!.permissions,
      };
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ code: 200, message: 'success', data }));
    } catch {
      res.statusCode = 500;
      res.end();
    }
  });
}

interface Row {
  database: string;
  server: string;
  rps: number;
  p99: number;
  failed: number;
}

type Figures = { rps: number; p99: number; failed: number };

async function check(url: string, token: string) {
  const res = await fetch(url + PATH, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { code: number; data?: { displayName?: string } };
  if (body.code !== 200 || body.data?.displayName !== '王老师') throw new Error(`bad answer from ${url}`);
}

async function load(url: string, token: string, duration: number): Promise<Figures> {
  const headers = { authorization: `Bearer ${token}` };
  const r = await autocannon({ url: url + PATH, headers, connections: CONNECTIONS, duration, workers: 1 });
  return { rps: r.requests.average, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts };
}

const best = (runs: Figures[]): Figures => ({
  ...runs.reduce((a, b) => (b.rps > a.rps ? b : a)),
  failed: runs.reduce((n, r) => n + r.failed, 0),
});

const stages: { name: string; rows: StageRow[] }[] = [];

async function benchOn(name: string, database: Database): Promise<Row[]> {
  // Request logging off in both servers: the comparison is of the request path, not of stdout.
  const app = await buildApp({ config: testConfig({ LOG_LEVEL: 'warn' }), database });
  const ours = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('0.0.0.0', '127.0.0.1');
  const bare = bareServer(database);
  const baseline = await listen(bare);
  const [teacher] = rowsOf(await database.db.execute(sql`SELECT id FROM users WHERE mobile = '13800000001'`));
  const { access_token } = await app.tokens.issue('teacher', Number(teacher!.id));
  for (const url of [ours, baseline]) {
    await check(url, access_token);
    await load(url, access_token, 2); // warm-up
  }
  const runs: [Figures[], Figures[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    process.stdout.write(`${name}: round ${round + 1}/${ROUNDS}\n`);
    // Alternate which goes first.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) runs[i as 0 | 1].push(await load(i === 0 ? ours : baseline, access_token, SECONDS));
  }
  stages.push({ name, rows: await stageCosts(app, database, access_token, Number(teacher!.id)) });
  await app.close();
  await new Promise((r) => bare.close(r));
  return [
    { database: name, server: 'Classpro (Fastify)', ...best(runs[0]) },
    { database: name, server: 'bare node:http', ...best(runs[1]) },
  ];
}

async function main() {
  const rows: Row[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'classpro-bench-'));
  const lite = await openPglite(dir);
  try {
    rows.push(...(await benchOn('PGlite', lite)));
  } finally {
    await lite.close();
    rmSync(dir, { recursive: true, force: true });
  }

  const name = `classpro_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const postgres = await openPostgres(url.toString());
  try {
    rows.push(...(await benchOn('PostgreSQL', postgres)));
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }

  const load1 = loadavg()[0]!.toFixed(1);
  console.log(
    `\ngetUserInfo (signed in), ${CONNECTIONS} connections, best of ${ROUNDS} x ${SECONDS} s per case, loopback; ` +
      `${cpus().length} cores, load average ${load1} at the end\n`,
  );
  console.log('| Database | Server | req/s | p99 latency | failed |');
  console.log('| --- | --- | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(`| ${r.database} | ${r.server} | ${Math.round(r.rps)} | ${r.p99} ms | ${r.failed} |`);
  console.log('\n| Database | req/s ours/baseline | p99 ours/baseline |');
  console.log('| --- | ---: | ---: |');
  for (let i = 0; i < rows.length; i += 2) {
    const [ours, base] = [rows[i]!, rows[i + 1]!];
    const p99 = base.p99 > 0 ? (ours.p99 / base.p99).toFixed(2) : 'n/a';
    console.log(`| ${ours.database} | ${(ours.rps / base.rps).toFixed(2)} | ${p99} |`);
  }
  if (rows.some((r) => r.failed > 0)) process.exitCode = 1;
  for (const s of stages) console.log(`\nWhere the CPU goes, ${s.name}:\n\n${stageTable(s.rows)}`);

  await mixedRuns();
  await activityRankRuns();
  await datacenterRuns();
  await entryRuns();
}

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const mixedRow = (what: string, f: MixedFigures) =>
  `| ${what} | ${f.requests} | ${Math.round(f.rps)} | ${f.p50} ms | ${f.p99} ms | ${f.max} ms | ${f.errors} |`;

/** 200 clients, mixed reads and writes; the baseline is the same mix at 10 clients on one server, same run. */
async function mixedRuns() {
  const lines: string[] = [];
  // PostgreSQL: two server processes on one database, sharing Redis.
  const name = `classpro_mixed_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const pgEnv = {
    DATABASE_URL: url.toString(),
    REDIS_URL,
    REDIS_KEY_PREFIX: `classpro-bench-${process.pid}:`,
    LOG_LEVEL: 'warn',
  };
  try {
    const tokens = await benchTokens(pgEnv);
    const servers = await Promise.all([forkServer(pgEnv), forkServer(pgEnv)]);
    try {
      process.stdout.write('PostgreSQL x2 + Redis: mixed load\n');
      const base = await mixedLoad(servers[0].url, tokens, 10, MIXED_SECONDS / 2);
      const full = await mixedOnTwo([servers[0].url, servers[1].url], tokens, 200, MIXED_SECONDS);
      lines.push(mixedRow('PostgreSQL, 1 server, 10 clients (baseline)', base));
      lines.push(mixedRow('PostgreSQL, 2 servers + Redis, 200 clients', full));
      if (full.errors > 0) process.exitCode = 1;
    } finally {
      await Promise.all(servers.map((s) => stopServer(s.child)));
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }

  // PGlite: the one-machine default, one server process on a data folder.
  const dir = mkdtempSync(join(tmpdir(), 'classpro-mixed-'));
  const liteEnv = { DATA_DIR: dir, LOG_LEVEL: 'warn' };
  try {
    const tokens = await benchTokens(liteEnv);
    const server = await forkServer(liteEnv);
    try {
      process.stdout.write('PGlite: mixed load\n');
      const base = await mixedLoad(server.url, tokens, 10, MIXED_SECONDS / 2);
      const full = await mixedLoad(server.url, tokens, 200, MIXED_SECONDS);
      lines.push(mixedRow('PGlite, 10 clients (baseline)', base));
      lines.push(mixedRow('PGlite, 200 clients', full));
      if (full.max > 2000) console.log(`PGlite: a request waited ${full.max} ms (goal: none over 2000 ms)`);
    } finally {
      await stopServer(server.child);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(
    `\nMixed reads and writes (3 getUserInfo, 1 getConfig, 1 updateUserInfo per cycle), ${MIXED_SECONDS} s per ` +
      `200-client run, every answer checked (HTTP and envelope code); load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
  console.log('| Run | requests | req/s | p50 | p99 | max | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const l of lines) console.log(l);
}

/** Each entry as a browser loads it from the real server (scripts/budgets/entries.json). */
async function entryRuns() {
  if (!existsSync(CHROMIUM)) return void console.log(`\nEntries: skipped, no Chromium at ${CHROMIUM}`);
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/v2/user/vt/login',
      payload: { mobileOrEamil: '13800000001', password: 'Classpro@2026', userType: 'ASSISTANT' },
    });
    const token = (res.json() as { data: { access_token: string } }).data.access_token;
    const floor = await paintFloor(browser, server.url);
    const figures = await measureEntries(browser, server.url, token);
    console.log(
      `\nEntries as Chromium loads them from the real server (JavaScript, gzip level 9); paint floor (one heading, ` +
        `no network) ${floor ?? 'n/a'} ms in the same run; load average ${loadavg()[0]!.toFixed(1)}\n`,
    );
    console.log(figureTable(figures));
    if (figures.some((f) => f.gzip > f.budget)) process.exitCode = 1;
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.env.BENCH_SERVER) void serveForBench();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
