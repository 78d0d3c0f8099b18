// `npm run bench:labs` (part of `npm run bench`): how soon the AI lab's heavy runtimes are usable in a real browser,
// against the real server (built web app + API on a fresh embedded database). Issue 12's goal: the Python runtime is
// ready ≤ 5 s after its screen opens, and faster again from the browser's cache. Both doing views open without a
// sign-in, so no account is involved.
// Figures (ms from the navigation's start, median of RUNS): the screen's heading (the baseline: the same screen
// without its runtime; 'after the screen opened' is ready minus heading), the Python runtime ready (the worker has loaded Pyodide), and the spreadsheet grid drawn with
// the training's workbook; each cold (empty cache, fresh browser profile) and warm (reload, cache kept).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = 3;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!existsSync(join(ROOT, 'out/web/index.html'))) run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (!existsSync(join(ROOT, 'out/server/server.js'))) run('node', ['scripts/build-server.mjs']);

const port = await new Promise((ok) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = s.address();
    s.close(() => ok(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'classpro-bench-labs-'));
const server = spawn('node', ['out/server/server.js'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', REDIS_URL: '', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const U = `http://127.0.0.1:${port}`;

async function catalogue() {
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${U}/api/v1/training/list`);
      if (res.ok) return (await res.json()).data.list;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const sinceStart = (page) => page.evaluate(() => Math.round(performance.now()));

/** Opens `path` in a fresh profile twice (cold, then a reload with the cache kept): [heading, ready] ms each. */
async function measure(path, readySelector) {
  const profile = mkdtempSync(join(tmpdir(), 'classpro-bench-labs-profile-'));
  const ctx = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    viewport: { width: 1440, height: 900 },
  });
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  const out = [];
  try {
    for (const visit of ['cold', 'warm']) {
      if (visit === 'cold') await page.goto(`${U}/#${path}`);
      else await page.reload();
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      const heading = await sinceStart(page);
      await page.locator(readySelector).first().waitFor({ timeout: 60_000 });
      out.push({ visit, heading, ready: await sinceStart(page) });
    }
  } finally {
    await ctx.close();
    rmSync(profile, { recursive: true, force: true });
  }
  return out;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const list = await catalogue();
  const python = list.find((t) => t.kind === 'python');
  const screens = [
    ['Python training', `/doTrainingDetail/${python.id}/0`, '[data-testid="python-status"][data-ready-ms]'],
    ['spreadsheet (finance)', '/doExcelTrainingDetail/finacePractice', '.fortune-cell-area'],
  ];
  console.log(`\nAI lab runtimes (ms from navigation start, median of ${RUNS}; baseline = the same screen's heading):`);
  for (const [name, path, selector] of screens) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(path, selector));
    for (const visit of ['cold', 'warm']) {
      const rows = runs.map((r) => r.find((x) => x.visit === visit));
      const heading = median(rows.map((r) => r.heading));
      const ready = median(rows.map((r) => r.ready));
      console.log(
        `  ${`${name}, ${visit}`.padEnd(28)} heading ${String(heading).padStart(5)}   ready ${String(ready).padStart(5)}` +
          `   after the screen opened ${String(ready - heading).padStart(5)}   ready/heading ${(ready / heading).toFixed(1)}x`,
      );
    }
  }
  console.log('  goal: the Python runtime ready ≤ 5000 ms after the screen opens (issue 12)\n');
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
