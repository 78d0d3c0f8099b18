// The 200-client mixed read/write run of `npm run bench` (issue 18): two server processes on one PostgreSQL
// database sharing Redis, and one server on embedded PGlite. Loopback only, bounded in time (MIXED_SECONDS each) and
// in clients. Every answer is checked: an HTTP error or an envelope code other than 200 counts as an error.
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { buildApp } from '../src-server/app';
import { testConfig, type Config } from '../src-server/config';

export const MIXED_SECONDS = Number(process.env.MIXED_SECONDS ?? 10);
const READ = '/api/v2/user/getUserInfo?userType=ASSISTANT';
const CONFIG = '/api/v1/dictionary/getConfig?configType=CHANNEL_CONFIG';
const WRITE = '/api/v2/user/updateUserInfo';
const USERS = 20;

export interface MixedFigures {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
}

/** In a forked child: serve the bench's database until told to stop; the parent reads the URL over IPC. */
export async function serveForBench() {
  const config = testConfig(JSON.parse(process.env.BENCH_SERVER_ENV!) as Record<string, string>);
  const app = await buildApp({ config });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!({ url });
  process.on('message', () => void app.close().then(() => process.exit(0)));
}

/** Starts a server in a child process of this same bundle (BENCH_SERVER set), resolving to its URL. */
export function forkServer(env: Partial<Record<keyof Config, string>>): Promise<{ url: string; child: ChildProcess }> {
  const child = fork(process.argv[1]!, [], {
    env: { ...process.env, BENCH_SERVER: '1', BENCH_SERVER_ENV: JSON.stringify(env) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ url: (m as { url: string }).url, child }));
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
}

/** Stops a forked server once the requests the load generator abandoned at its deadline have been answered. */
export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    setTimeout(() => child.send('stop'), 1000);
  });

/** Bench users (teachers) and their tokens, made once on the shared database through one server. */
export async function benchTokens(env: Partial<Record<keyof Config, string>>): Promise<string[]> {
  const app = await buildApp({ config: testConfig(env) });
  try {
    const tokens: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const mobile = `1990000${String(i).padStart(4, '0')}`;
      const [row] = await app.database.query(
        `INSERT INTO users (mobile, display_name, user_type, roles) VALUES ($1, $2, 'ASSISTANT', '{ROLE_TEACHER}')
         ON CONFLICT (mobile, user_type) DO UPDATE SET display_name = EXCLUDED.display_name RETURNING id`,
        [mobile, `压测教师${i}`],
      );
      tokens.push((await app.tokens.issue('teacher', Number(row!.id))).access_token);
    }
    return tokens;
  } finally {
    await app.close();
  }
}

/**
 * `connections` clients on one server for `seconds`: each keeps one token and cycles 3 reads of its user, 1 public
 * config read and 1 nickname write.
 */
export async function mixedLoad(url: string, tokens: string[], connections: number, seconds: number) {
  let next = 0;
  let errors = 0;
  const auth = (ctx: Record<string, unknown>) => {
    ctx.token ??= tokens[next++ % tokens.length];
    return { authorization: `Bearer ${String(ctx.token)}` };
  };
  const check = (status: number, body: string) => {
    if (status !== 200) return void errors++;
    try {
      if ((JSON.parse(body) as { code: number }).code !== 200) errors++;
    } catch {
      errors++;
    }
  };
  const read = (path: string) => ({
    method: 'GET' as const,
    path,
    setupRequest: (req: Record<string, unknown>, ctx: Record<string, unknown>) => ({ ...req, headers: auth(ctx) }),
    onResponse: check,
  });
  let n = 0;
  const r = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      read(READ),
      read(CONFIG),
      read(READ),
      {
        method: 'POST',
        path: WRITE,
        setupRequest: (req: Record<string, unknown>, ctx: Record<string, unknown>) => ({
          ...req,
          headers: { ...auth(ctx), 'content-type': 'application/json' },
          body: JSON.stringify({ userType: 'STUDENT', displayName: `教师${++n % 1000}` }),
        }),
        onResponse: check,
      },
      read(READ),
    ],
  });
  const figures: MixedFigures = {
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: errors + r.errors + r.timeouts,
  };
  return figures;
}

/** Two load generators at once, one per server; p99 and max are the worse of the two. */
export async function mixedOnTwo(urls: [string, string], tokens: string[], connections: number, seconds: number) {
  const [a, b] = await Promise.all(urls.map((u) => mixedLoad(u, tokens, connections / 2, seconds)));
  return {
    requests: a!.requests + b!.requests,
    rps: a!.rps + b!.rps,
    p50: Math.max(a!.p50, b!.p50),
    p99: Math.max(a!.p99, b!.p99),
    max: Math.max(a!.max, b!.max),
    errors: a!.errors + b!.errors,
  };
}
