// Run by `npm run bench` (scripts/bench/cluster.mjs bundles it; `npm run bench:cluster` alone), issue 27: the
// deployment figures on the local PostgreSQL and Redis, each on a fresh database, ratios against a baseline measured
// in the same run.
//
// 1. Lesson-start storm: 20 rooms of 40 pupils and their teacher sign in with their passwords and open their task,
//    every request from one school address (a NAT; the server trusts the loopback proxy's X-Forwarded-For). Each room
//    starts at a random moment of the first 20 s and its people arrive within 10 s of it: all 820 within 30 s.
//    Baseline: one room alone, the same way. Figures: p50/p95/p99 of every request, of sign-in → task open per
//    person, busy answers asked again (as the web client does), and errors (goal 0 errors, p99 ≤ 2 s).
// 2. 2 servers vs 1: a read-only mix (user info, public config, the pupil's task list, the task) through one server
//    and through two (the load generator alternating between them, as a round-robin balancer would), same client
//    count, alternating rounds; best round of each.
import { loadavg, cpus } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src-server/app';
import { testConfig, type Config } from '../src-server/config';
import { DEMO_PASSWORD } from '../src-server/db/seeds/demo-accounts';
import { hashPassword, verifyPassword } from '../src-server/lib/password';
import { forkServer, serveForBench, stopServer } from './bench-mixed';

const PG_URL = process.env.PG_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOMS = Number(process.env.STORM_ROOMS ?? 20);
const PUPILS = 40;
const SCHOOL_ADDRESS = '203.0.113.7';
const ROOM_START_SPREAD_MS = 20_000;
const ARRIVAL_SPREAD_MS = 10_000;
const SCALE_SECONDS = Number(process.env.SCALE_SECONDS ?? 8);
const SCALE_ROUNDS = 3;
const SCALE_CONNECTIONS = 40;

type Env = Partial<Record<keyof Config, string>>;

interface Room {
  teacher: string;
  pupils: string[];
  taskId: number;
}

/** A fresh database on the local PostgreSQL; `drop` removes it. */
async function freshDatabase(label: string) {
  const name = `classpro_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Rooms of a school: per room a teacher, an interest class with its pupils (each with a guardian's consent), and a
 * task of the demo textbook's lesson pushed to that class. Made through one server's migrations and demo seed, in
 * bulk SQL (820 accounts share one password hash: hashing is the sign-in's cost, not the set-up's).
 */
async function makeRooms(env: Env, rooms: number): Promise<Room[]> {
  const app = await buildApp({ config: testConfig(env) });
  try {
    const q = (text: string, params: unknown[] = []) => app.database.query(text, params);
    const hash = await hashPassword(DEMO_PASSWORD);
    const [school] = await q('SELECT id FROM schools ORDER BY id LIMIT 1');
    const [demo] = await q('SELECT book_id, lesson_id, question_ids FROM tasks ORDER BY id LIMIT 1');
    if (!school || !demo) throw new Error('the demo seed made no school or task');
    const out: Room[] = [];
    for (let r = 0; r < rooms; r++) {
      const teacher = `1960000${String(r).padStart(4, '0')}`;
      const [t] = await q(
        `INSERT INTO users (mobile, display_name, user_type, roles, password_hash, school_id)
         VALUES ($1, $2, 'ASSISTANT', '{ROLE_TEACHER}', $3, $4) RETURNING id`,
        [teacher, `压测教师${r + 1}`, hash, school.id],
      );
      const [cls] = await q(
        `INSERT INTO classes (school_id, owner_id, type, name) VALUES ($1, $2, 'INTEREST', $3) RETURNING id`,
        [school.id, t!.id, `压测班${r + 1}`],
      );
      const pupils = Array.from(
        { length: PUPILS },
        (_, i) => `1961${String(r).padStart(3, '0')}${String(i).padStart(4, '0')}`,
      );
      const ids = await q(
        `INSERT INTO users (mobile, display_name, user_type, roles, password_hash)
         SELECT m, '学生' || m, 'STUDENT', '{ROLE_DEFAULT}', $2 FROM unnest($1::text[]) AS m RETURNING id`,
        [pupils, hash],
      );
      const pupilIds = ids.map((x) => Number(x.id));
      await q(`INSERT INTO class_students (class_id, student_id) SELECT $1, unnest($2::int[])`, [cls!.id, pupilIds]);
      await q(`INSERT INTO guardian_consents (child_id, state) SELECT unnest($1::int[]), 'granted'`, [pupilIds]);
      const [task] = await q(
        `INSERT INTO tasks (teacher_id, book_id, lesson_id, title, question_ids, deadline)
         VALUES ($1, $2, $3, $4, $5, now() + interval '7 days') RETURNING id`,
        [t!.id, demo.book_id, demo.lesson_id, `第${r + 1}班课堂练习`, JSON.stringify(demo.question_ids)],
      );
      await q('INSERT INTO task_classes (task_id, class_id) VALUES ($1, $2)', [task!.id, cls!.id]);
      out.push({ teacher, pupils, taskId: Number(task!.id) });
    }
    return out;
  } finally {
    await app.close();
  }
}

const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((xs.length * p) / 100) - 1)]! : 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface StormFigures {
  people: number;
  requests: number[];
  flows: number[];
  errors: number;
  firstError: string;
  /** Busy answers the client asked again after a pause, as the web client does (platform/busy-retry.ts). */
  busy: number;
  spanMs: number;
}

/** Everyone of `rooms` signs in and opens their task; every request from the school's one address. */
async function storm(url: string, rooms: Room[]): Promise<StormFigures> {
  const requests: number[] = [];
  const flows: number[] = [];
  let errors = 0;
  let busy = 0;
  let firstError = '';
  const fail = (what: string) => {
    errors++;
    firstError ||= what;
  };
  const call = async (path: string, token?: string, body?: unknown): Promise<unknown> => {
    for (let attempt = 0; ; attempt++) {
      const answer = await send(path, token, body);
      // As src-renderer/platform/busy-retry.ts: a busy answer was not run; asked again up to 3 times, ~1, 2, 4 s apart.
      if (answer.code !== 503 || attempt >= 3) return answer.data;
      busy++;
      await sleep(1000 * 2 ** attempt * (0.75 + Math.random() / 2));
    }
  };
  const send = async (path: string, token?: string, body?: unknown) => {
    const began = performance.now();
    const res = await fetch(url + path, {
      method: body ? 'POST' : 'GET',
      headers: {
        'x-forwarded-for': SCHOOL_ADDRESS,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { code: number; message: string; data: unknown };
    requests.push(performance.now() - began);
    if (json.code === 503) return json;
    if (res.status !== 200 || json.code !== 200)
      throw new Error(`${path}: HTTP ${res.status} ${json.code} ${json.message}`);
    return json;
  };
  const person = async (mobile: string, userType: 'STUDENT' | 'ASSISTANT', taskId: number) => {
    const began = performance.now();
    try {
      const login = (await call('/api/v2/user/vt/login', undefined, {
        mobileOrEamil: mobile,
        password: DEMO_PASSWORD,
        userType,
      })) as { access_token: string };
      const token = login.access_token;
      if (userType === 'STUDENT') {
        const list = (await call('/api/v1/digital/getStudentTaskList?pageNum=1&pageSize=10', token)) as {
          list: { task: { id: number } }[];
        };
        if (!list.list.some((x) => x.task.id === taskId)) throw new Error('the task is not in the pupil’s list');
      }
      const task = (await call(`/api/v1/digital/getTaskInfo?taskId=${taskId}`, token)) as { id: number };
      if (task.id !== taskId) throw new Error('another task opened');
      flows.push(performance.now() - began);
    } catch (err) {
      fail((err as Error).message);
    }
  };
  const began = performance.now();
  await Promise.all(
    rooms.map(async (room) => {
      await sleep(rooms.length > 1 ? Math.random() * ROOM_START_SPREAD_MS : 0);
      const people: [string, 'STUDENT' | 'ASSISTANT'][] = [
        [room.teacher, 'ASSISTANT'],
        ...room.pupils.map((p): [string, 'STUDENT'] => [p, 'STUDENT']),
      ];
      await Promise.all(
        people.map(async ([mobile, type]) => {
          await sleep(Math.random() * ARRIVAL_SPREAD_MS);
          await person(mobile, type, room.taskId);
        }),
      );
    }),
  );
  const spanMs = performance.now() - began;
  return { people: rooms.length * (PUPILS + 1), requests, flows, errors, firstError, busy, spanMs };
}

const ms = (x: number) => `${Math.round(x)} ms`;

/**
 * Password checks per second this machine manages right now (scrypt on libuv's pool, as the server runs them): a
 * sign-in storm cannot go faster than this, whatever the rest of the server does.
 */
async function hashRate(seconds = 3) {
  const stored = await hashPassword(DEMO_PASSWORD);
  let n = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < until) {
        await verifyPassword(DEMO_PASSWORD, stored);
        n++;
      }
    }),
  );
  return n / seconds;
}

async function stormRuns(): Promise<boolean> {
  const db = await freshDatabase('storm');
  const env: Env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `classpro-storm-${process.pid}:`,
    TRUST_PROXY: '127.0.0.1',
    UPLOAD_SECRET: 'bench-cluster-upload-secret-0123456789',
    LOG_LEVEL: 'error',
  };
  try {
    process.stdout.write(`Lesson-start storm: making ${ROOMS} rooms of ${PUPILS} pupils and a teacher\n`);
    // One room more than the storm's: the baseline's, so that nobody of the storm has signed in before.
    const rooms = await makeRooms(env, ROOMS + 1);
    const rate = await hashRate();
    const server = await forkServer(env);
    try {
      process.stdout.write('Lesson-start storm: one room alone (baseline)\n');
      const base = await storm(server.url, rooms.slice(ROOMS));
      process.stdout.write(`Lesson-start storm: ${ROOMS} rooms\n`);
      const full = await storm(server.url, rooms.slice(0, ROOMS));
      const row = (what: string, f: StormFigures) =>
        `| ${what} | ${f.people} | ${(f.spanMs / 1000).toFixed(1)} s | ${f.requests.length} | ${ms(pct(f.requests, 50))} | ` +
        `${ms(pct(f.requests, 95))} | ${ms(pct(f.requests, 99))} | ${ms(pct(f.flows, 50))} | ${ms(pct(f.flows, 99))} | ${f.busy} | ${f.errors} |`;
      console.log(
        `\nLesson-start storm on PostgreSQL + Redis, 1 server, every request from one address (${SCHOOL_ADDRESS}); ` +
          `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}\n`,
      );
      console.log(
        '| Run | people | span | requests | p50 | p95 | p99 | sign-in → task open p50 | p99 | busy, asked again | errors |\n' +
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
      );
      console.log(row('1 room (baseline)', base));
      console.log(row(`${ROOMS} rooms at once`, full));
      console.log(
        `\nStorm / baseline: p99 ${(pct(full.requests, 99) / Math.max(1, pct(base.requests, 99))).toFixed(2)}×, ` +
          `p50 ${(pct(full.requests, 50) / Math.max(1, pct(base.requests, 50))).toFixed(2)}× (goal: 0 errors, p99 ≤ 2000 ms)`,
      );
      console.log(
        `Password checks this machine managed just before (scrypt, 8 at once): ${rate.toFixed(1)}/s; the storm's ` +
          `${ROOMS * (PUPILS + 1)} sign-ins in 30 s need ${((ROOMS * (PUPILS + 1)) / 30).toFixed(1)}/s`,
      );
      if (full.errors + base.errors > 0) console.log(`First error: ${full.firstError || base.firstError}`);
      return full.errors + base.errors === 0 && pct(full.requests, 99) <= 2000;
    } finally {
      await stopServer(server.child);
    }
  } finally {
    await db.drop();
  }
}

/** Tokens of the rooms' people, issued directly (the scale run measures reads, not sign-ins). */
async function readTokens(env: Env, rooms: Room[]) {
  const app = await buildApp({ config: testConfig(env) });
  try {
    const out: { token: string; taskId: number }[] = [];
    for (const room of rooms)
      for (const mobile of room.pupils.slice(0, 10)) {
        const [u] = await app.database.query(`SELECT id FROM users WHERE mobile = $1 AND user_type = 'STUDENT'`, [
          mobile,
        ]);
        out.push({ token: (await app.tokens.issue('teacher', Number(u!.id))).access_token, taskId: room.taskId });
      }
    return out;
  } finally {
    await app.close();
  }
}

interface ScaleFigures {
  rps: number;
  p99: number;
  errors: number;
}

/** `connections` clients spread over `urls` (each URL gets its share), a read-only mix, for `seconds`. */
async function readMix(
  urls: string[],
  users: { token: string; taskId: number }[],
  connections: number,
  seconds: number,
) {
  let next = 0;
  const runs = await Promise.all(
    urls.map((url) => {
      let errors = 0;
      const user = (ctx: Record<string, unknown>) => (ctx.user ??= users[next++ % users.length]) as (typeof users)[0];
      const check = (status: number, body: string) => {
        if (status !== 200 || !body.startsWith('{"code":200')) errors++;
      };
      const read = (path: (u: (typeof users)[0]) => string) => ({
        method: 'GET' as const,
        setupRequest: (req: Record<string, unknown>, ctx: Record<string, unknown>) => {
          const u = user(ctx);
          return { ...req, path: path(u), headers: { authorization: `Bearer ${u.token}` } };
        },
        onResponse: check,
      });
      return autocannon({
        url,
        connections: connections / urls.length,
        duration: seconds,
        timeout: 30,
        requests: [
          read(() => '/api/v2/user/getUserInfo?userType=STUDENT'),
          read(() => '/api/v1/dictionary/getConfig?configType=CHANNEL_CONFIG'),
          read(() => '/api/v1/digital/getStudentTaskList?pageNum=1&pageSize=10'),
          read((u) => `/api/v1/digital/getTaskInfo?taskId=${u.taskId}`),
        ],
      }).then((r) => ({ rps: r.requests.average, p99: r.latency.p99, errors: errors + r.errors + r.timeouts }));
    }),
  );
  return {
    rps: runs.reduce((n, r) => n + r.rps, 0),
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

async function scaleRuns(): Promise<boolean> {
  const db = await freshDatabase('scale');
  const env: Env = {
    DATABASE_URL: db.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: `classpro-scale-${process.pid}:`,
    UPLOAD_SECRET: 'bench-cluster-upload-secret-0123456789',
    LOG_LEVEL: 'error',
  };
  try {
    const rooms = await makeRooms(env, 4);
    const users = await readTokens(env, rooms);
    const servers = await Promise.all([forkServer(env), forkServer(env)]);
    try {
      const one = [servers[0].url];
      const two = [servers[0].url, servers[1].url];
      await readMix(two, users, SCALE_CONNECTIONS, 2); // warm-up of both
      const runs: [ScaleFigures[], ScaleFigures[]] = [[], []];
      for (let round = 0; round < SCALE_ROUNDS; round++) {
        process.stdout.write(`2 servers vs 1: round ${round + 1}/${SCALE_ROUNDS}\n`);
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const i of order)
          runs[i as 0 | 1].push(await readMix(i === 0 ? one : two, users, SCALE_CONNECTIONS, SCALE_SECONDS));
      }
      const best = (xs: ScaleFigures[]) => ({
        ...xs.reduce((a, b) => (b.rps > a.rps ? b : a)),
        errors: xs.reduce((n, r) => n + r.errors, 0),
      });
      const [a, b] = [best(runs[0]), best(runs[1])];
      console.log(
        `\n2 servers vs 1 on PostgreSQL + Redis, same machine: read-only mix (user info, config, task list, task), ` +
          `${SCALE_CONNECTIONS} clients, best of ${SCALE_ROUNDS} × ${SCALE_SECONDS} s; ${cpus().length} cores, ` +
          `load average ${loadavg()[0]!.toFixed(1)}\n`,
      );
      console.log('| Servers | req/s | p99 | errors |\n| --- | ---: | ---: | ---: |');
      console.log(`| 1 (baseline) | ${Math.round(a.rps)} | ${a.p99} ms | ${a.errors} |`);
      console.log(`| 2, round robin by the client | ${Math.round(b.rps)} | ${b.p99} ms | ${b.errors} |`);
      console.log(`\n2 servers / 1: ${(b.rps / a.rps).toFixed(2)}× the requests per second`);
      return a.errors + b.errors === 0;
    } finally {
      await Promise.all(servers.map((s) => stopServer(s.child)));
    }
  } finally {
    await db.drop();
  }
}

async function main() {
  const only = process.env.BENCH_CLUSTER_ONLY;
  let ok = true;
  if (only !== 'scale') ok = (await stormRuns()) && ok;
  if (only !== 'storm') ok = (await scaleRuns()) && ok;
  if (!ok) process.exitCode = 1;
}

if (process.env.BENCH_SERVER) void serveForBench();
else
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
