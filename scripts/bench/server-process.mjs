// Runs the real API server as a child process (bundled like scripts/build-server.mjs), for load runs and the crash
// test. Loopback only: the server listens on 127.0.0.1 on a free port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The embedded database's worker thread is plain JavaScript loaded by URL beside the code that starts it
 * (src-server/db/pglite-thread.ts): every server bundle needs it next to the bundle.
 */
export function copyDbWorker(outfile) {
  copyFileSync(resolve(ROOT, 'src-server/db/pglite-worker.mjs'), resolve(dirname(outfile), 'pglite-worker.mjs'));
}

/**
 * Bundles src-server/server.ts into `outfile` (npm packages stay external, so it must sit inside the project: by
 * default a fresh out/bench/server-<random>.js; remove it when done).
 */
export async function bundleServer(outfile = resolve(ROOT, `out/bench/server-${randomBytes(4).toString('hex')}.js`)) {
  await build({
    entryPoints: [resolve(ROOT, 'src-server/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: resolve(ROOT, 'tsconfig.node.json'),
    logLevel: 'warning',
  });
  copyDbWorker(outfile);
  return outfile;
}

/**
 * Starts the bundled server with `env` (on top of a quiet test-like default) and resolves once it prints its URL.
 * `nodeArgs` go to node (e.g. --cpu-prof). Rejects with the server's output when it exits first or is not up within `timeoutMs`.
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess, output: () => string,
 *   exited: Promise<number | null>, stop: (signal?: NodeJS.Signals) => Promise<number | null> }>}
 */
export function startServer(outfile, env = {}, timeoutMs = 60_000, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, outfile], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIR: '', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.on('exit', (code, signal) => r(code ?? signal)));
  const stop = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolveUp, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`server not up in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const m = /running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (!m) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolveUp({ url: m[1], child, output: () => output, exited, stop });
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited (${code}) before it was up:\n${output}`), { code, output }));
    });
  });
}

/** Signs the demo teacher in and returns the token. */
export async function signInTeacher(url) {
  const res = await fetch(`${url}/api/v2/user/vt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobileOrEamil: '13800000001', password: 'Classpro@2026', userType: 'ASSISTANT' }),
  });
  const body = await res.json();
  if (body.code !== 200) throw new Error(`sign-in failed: ${body.message}`);
  return body.data.access_token;
}
