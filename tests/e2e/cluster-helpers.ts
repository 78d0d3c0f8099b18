import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src-server/app';
import { testConfig } from '../../src-server/config';
import { PG_ADMIN_URL } from '../../src-server/test-helpers';
import type { E2EServer } from './harness';
import { WEB_DIR } from './harness';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_CONF = resolve(import.meta.dirname, '../../deploy/nginx.conf');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** Waits until `check` holds (polled every 100 ms), or fails after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 60_000, what = 'condition') {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A fresh PostgreSQL database on the local server, dropped by `drop`. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `classpro_cluster_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** One API server of the cluster on a fixed port (kept across restarts: nginx names it), its own DATA_DIR. */
export async function startClusterServer(env: Record<string, string>, port: number): Promise<E2EServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'classpro-node-'));
  const config = testConfig({ WEB_DIR, DATA_DIR: dataDir, TRUST_PROXY: '1', ...env });
  const app = await buildApp({ config });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database: app.database,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * nginx (the Debian package) with the repository's deploy/nginx.conf: the file as shipped, with this run's ports in
 * place of its `listen` and upstream `server` lines, and its pid, logs and temporary files in a folder of its own.
 */
export async function startNginx(upstreams: number[]): Promise<{ url: string; stop(): Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install nginx-light`);
  const dir = mkdtempSync(join(tmpdir(), 'classpro-nginx-'));
  mkdirSync(join(dir, 'logs'));
  const port = await freePort();
  const servers = upstreams.map((p) => `server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n        ');
  let conf = readFileSync(NGINX_CONF, 'utf8');
  const upstream = /(upstream classpro \{\n)((?:\s*#.*\n)?(?:\s*server [^;]+;\n)+)/;
  if (!upstream.test(conf) || !/listen 80;/.test(conf)) throw new Error('deploy/nginx.conf changed shape');
  conf = conf
    .replace(upstream, `$1        ${servers}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('worker_processes auto;', 'worker_processes 1;')
    .replace(
      'http {\n',
      `http {\n    access_log off;\n    client_body_temp_path ${dir}/body;\n    proxy_temp_path ${dir}/proxy;\n`,
    );
  writeFileSync(join(dir, 'nginx.conf'), conf);
  const child: ChildProcess = spawn(
    NGINX,
    [
      '-p',
      dir,
      '-c',
      join(dir, 'nginx.conf'),
      '-g',
      `daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  await until(async () => (await fetch(`${url}/healthz`)).ok, 20_000, 'nginx');
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
      if (process.env.NGINX_KEEP_LOG) writeFileSync(process.env.NGINX_KEEP_LOG, readFileSync(join(dir, 'error.log')));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
