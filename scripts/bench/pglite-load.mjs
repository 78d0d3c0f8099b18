// The 200-client load run on embedded PGlite (issue 18): many keep-alive clients doing a signed-in read
// (getUserInfo) and write (updateUserInfo) in turn, while a probe opens a NEW connection every `probeEveryMs` and
// times its answer. Loopback only and bounded in time. Used by its test (src-server/__tests__/pglite-load.test.ts),
// and by `npm run bench`:
//
//   import { pgliteLoad } from './bench/pglite-load.mjs';
//   const figures = await pgliteLoad({ connections: 200, seconds: 10 });
//   // { connections, seconds, requests, ok, busy, errors, other, latency: { p50, p99, max },
//   //   probes: { count, median, p99, max, failed }, busySample }   (ms; busy = answers 503 with the busy envelope)
//
// `runLoad({ url, token, ... })` does the same against a server already running; `node scripts/bench/pglite-load.mjs`
// prints the figures (PGLITE_LOAD_CONNECTIONS, PGLITE_LOAD_SECONDS).
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bundleServer, signInTeacher, startServer } from './server-process.mjs';

const READ = '/api/v2/user/getUserInfo?userType=ASSISTANT';
const WRITE = '/api/v2/user/updateUserInfo';

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : 0;

/** One request on a fresh connection (no keep-alive): ms from connecting to the whole answer, or null on failure. */
function probe(url, token, timeoutMs) {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = request(
      `${url}${READ}`,
      { agent: false, headers: { authorization: `Bearer ${token}` }, timeout: timeoutMs },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ ms: performance.now() - started, status: res.statusCode, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ ms: performance.now() - started, status: 0 }));
    req.end();
  });
}

export async function runLoad({ url, token, connections = 200, seconds = 10, probeEveryMs = 250, writes = true }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let n = 0;
  const load = autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      { method: 'GET', path: READ, headers },
      writes && {
        method: 'POST',
        path: WRITE,
        headers,
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ displayName: `王老师${n++ % 100}` }) }),
      },
    ].filter(Boolean),
  });
  const probes = [];
  const started = Date.now();
  // Probes start once the clients are connected and stop a little before the end.
  await new Promise((r) => setTimeout(r, 500));
  while (Date.now() - started < seconds * 1000 - 500) {
    probes.push(probe(url, token, 30_000));
    await new Promise((r) => setTimeout(r, probeEveryMs));
  }
  const [result, probed] = await Promise.all([load, Promise.all(probes)]);
  const byStatus = result.statusCodeStats ?? {};
  const count = (code) => byStatus[code]?.count ?? 0;
  const times = probed.map((p) => p.ms).sort((a, b) => a - b);
  const total = result.requests.total;
  return {
    connections,
    seconds,
    requests: total,
    ok: count('200'),
    busy: count('503'),
    errors: result.errors + result.timeouts,
    other: total - count('200') - count('503'),
    latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    probes: {
      count: probed.length,
      median: Math.round(percentile(times, 0.5)),
      p99: Math.round(percentile(times, 0.99)),
      max: Math.round(times.at(-1) ?? 0),
      failed: probed.filter((p) => p.status !== 200 && p.status !== 503).length,
    },
    /** The body of one shed answer, if any was shed. */
    busySample: probed.find((p) => p.status === 503)?.body ?? null,
  };
}

/** Starts the real server on a fresh PGlite folder, runs the load, stops it and removes the folder. */
export async function pgliteLoad({ connections = 200, seconds = 10, env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'classpro-load-'));
  const outfile = await bundleServer();
  const server = await startServer(outfile, { DATA_DIR: join(dataDir, 'data'), ...env });
  try {
    const token = await signInTeacher(server.url);
    return await runLoad({ url: server.url, token, connections, seconds });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outfile, { force: true });
    rmSync(`${outfile}.map`, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await pgliteLoad({
    connections: Number(process.env.PGLITE_LOAD_CONNECTIONS ?? 200),
    seconds: Number(process.env.PGLITE_LOAD_SECONDS ?? 10),
  });
  console.log(JSON.stringify(figures, null, 2));
}
