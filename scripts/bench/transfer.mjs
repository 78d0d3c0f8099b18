// `npm run bench:transfer` (part of `npm run bench`): the bytes a cold browser transfers (headers and bodies, as the
// network sends them) to open the teacher sign-in page and then, signed in, the dashboard; once as a browser asks
// (Accept-Encoding: gzip, deflate, br) and once without compression (Accept-Encoding: identity), in the same run
// against the same server (built web app + API on a fresh embedded database). Then a warm revisit of the dashboard
// (issue 29): the same browser profile (HTTP cache, service worker) opens it again in a new tab, and a counting proxy in
// front of the server tells which requests still reached it (the goal: API calls only, no app files).
import { spawnSync } from 'node:child_process';
import { request as httpRequest, createServer } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { bundleServer, signInTeacher, startServer } from './server-process.mjs';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(join(ROOT, 'out/web/index.html'))) {
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'classpro-bench-transfer-'));
const outfile = await bundleServer();
const server = await startServer(outfile, { WEB_DIR: join(ROOT, 'out/web'), DATA_DIR: dataDir }, 180_000);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

/**
 * A loopback proxy in front of the server that records the path of every request reaching it (the browser talks to the
 * proxy's origin only, so what the HTTP cache or the service worker answers never shows here).
 */
async function countingProxy(target) {
  const seen = [];
  const upstream = new URL(target);
  const proxy = createServer((req, res) => {
    const seenAs = { path: req.url ?? '', status: 0 };
    seen.push(seenAs);
    const out = httpRequest(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (up) => {
        seenAs.status = up.statusCode ?? 0;
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise((r) => proxy.listen(0, '127.0.0.1', r));
  const { port } = /** @type {import('node:net').AddressInfo} */ (proxy.address());
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => {
      proxy.closeAllConnections();
      return new Promise((r) => proxy.close(r));
    },
  };
}

/**
 * The dashboard opened again by a teacher who used it before: the first visit signs in, opens the dashboard and stays
 * until the service worker controls the page (it installs after the page's load and precaches the shell); the revisit
 * is a new tab of the same profile. Returns the requests (path, status) that reached the server during the revisit.
 */
async function warmRevisit() {
  const proxy = await countingProxy(server.url);
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  try {
    const token = await signInTeacher(server.url);
    await context.addCookies([{ name: 'Admin-Token', value: token, url: proxy.url, sameSite: 'Strict' }]);
    const first = await context.newPage();
    await first.goto(`${proxy.url}/#/classpro/home`, { waitUntil: 'networkidle' });
    await first.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Installed and active; the page that registered it is not yet controlled (no clientsClaim), a reload is.
    await first.reload({ waitUntil: 'networkidle' });
    await first.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await first.close();
    proxy.seen.length = 0;
    const again = await context.newPage();
    await again.goto(`${proxy.url}/#/classpro/home`, { waitUntil: 'networkidle' });
    await again.getByTestId('greeting').waitFor();
    return [...proxy.seen];
  } finally {
    await context.close();
    await proxy.close();
  }
}

/** One cold load (a fresh context: empty cache) of the sign-in page, then the dashboard with the teacher's token. */
async function coldLoad(encoding) {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    ...(encoding ? { extraHTTPHeaders: { 'accept-encoding': encoding } } : {}),
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const step = { bytes: 0, requests: 0, compressed: 0 };
  cdp.on('Network.loadingFinished', (e) => {
    step.bytes += e.encodedDataLength;
    step.requests++;
  });
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (headers['content-encoding'] && headers['content-encoding'] !== 'identity') step.compressed++;
  });
  await page.goto(`${server.url}/#/classpro/login`, { waitUntil: 'networkidle' });
  const signInPage = { ...step };
  const token = await signInTeacher(server.url);
  await context.addCookies([{ name: 'Admin-Token', value: token, url: server.url, sameSite: 'Strict' }]);
  // A new document (the token is read at start-up), with the sign-in page's files in the browser's cache.
  await page.goto('about:blank');
  await page.goto(`${server.url}/#/classpro/home`, { waitUntil: 'networkidle' });
  await page.waitForURL(/#\/classpro\/home/);
  await context.close();
  return { signInPage, total: step };
}

try {
  // A throwaway load first: the server's first requests read files and compile handlers.
  await coldLoad();
  const compressed = await coldLoad();
  const identity = await coldLoad('identity');
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('\nBytes transferred by a cold browser (headers and bodies):\n');
  console.log('| Load | compressed (br/gzip) | identity | ratio | requests | compressed responses |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, key] of [
    ['teacher sign-in page', 'signInPage'],
    ['sign-in page → dashboard', 'total'],
  ]) {
    const c = compressed[key];
    const i = identity[key];
    console.log(
      `| ${name} | ${kb(c.bytes)} | ${kb(i.bytes)} | ${(c.bytes / i.bytes).toFixed(2)} | ${c.requests} | ` +
        `${c.compressed} (identity run: ${i.compressed}) |`,
    );
  }
  const revisit = await warmRevisit();
  const isApi = (r) => /^\/(api|aicenter)\//.test(r.path);
  // The browser checks the worker's script for an update on a navigation (a revalidation: 304 when unchanged); that
  // is how a new build reaches the next start.
  const isWorkerCheck = (r) => r.path === '/sw.js';
  const files = revisit.filter((r) => !isApi(r) && !isWorkerCheck(r));
  const show = (rs) => rs.map((r) => `${r.path.split('?')[0]} ${r.status}`).join(', ');
  console.log(
    `Warm revisit of the dashboard (same profile, new tab): ${revisit.length} requests reached the server: ` +
      `${revisit.filter(isApi).length} API calls, ${revisit.filter(isWorkerCheck).length} service-worker update ` +
      `check, ${files.length} app files (goal: 0)`,
  );
  console.log(`  API: ${show(revisit.filter(isApi))}`);
  if (revisit.some(isWorkerCheck)) console.log(`  worker check: ${show(revisit.filter(isWorkerCheck))}`);
  if (files.length > 0) console.log(`  app files: ${show(files)}`);
  console.log('');
} finally {
  await browser.close();
  await server.stop();
  rmSync(outfile, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
