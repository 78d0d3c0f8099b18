// `npm run bench:transfer` (part of `npm run bench`): the bytes a cold browser transfers (headers and bodies, as the
// network sends them) to open the teacher sign-in page and then, signed in, the dashboard; once as a browser asks
// (Accept-Encoding: gzip, deflate, br) and once without compression (Accept-Encoding: identity), in the same run
// against the same server (built web app + API on a fresh embedded database).
import { spawnSync } from 'node:child_process';
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
  console.log('');
} finally {
  await browser.close();
  await server.stop();
  rmSync(outfile, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
