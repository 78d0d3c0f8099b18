import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ClassPaths } from '@shared/api/classes';
import { PG_ADMIN_URL } from '../test-helpers';
// @ts-expect-error: a plain ES module of the bench scripts, typed by use here.
import { bundleServer, signInTeacher, startServer } from '../../scripts/bench/server-process.mjs';

interface ServerProcess {
  url: string;
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
  output(): string;
}

/**
 * Issue 18: kill -9 the real server while it acknowledges writes, start it again on the same data, and every write
 * it acknowledged is there. Writes are new interest classes of the demo teacher, sent by four clients at once; a
 * class counts as acknowledged only when its answer (code 200, with its id) reached the client.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const pgName = `classpro_crash_${Date.now()}`;
let outfile: string;
let dataDir: string;
let env: Record<string, string>;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

beforeAll(async () => {
  outfile = (await bundleServer()) as string;
  dataDir = mkdtempSync(join(tmpdir(), 'classpro-crash-'));
  if (onPostgres) {
    await admin(`CREATE DATABASE ${pgName}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${pgName}`;
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  } else env = { DATA_DIR: dataDir };
});
afterAll(async () => {
  rmSync(outfile, { force: true });
  rmSync(dataDir, { recursive: true, force: true });
  if (onPostgres) await admin(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
});

async function writeUntilKilled(server: ServerProcess, token: string, killAfterMs: number) {
  const acked = new Map<number, string>();
  let stop = false;
  const client = async (n: number) => {
    for (let i = 0; !stop; i++) {
      const name = `断电${n}-${i}`;
      try {
        const res = await fetch(`${server.url}${ClassPaths.add}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ type: 'INTEREST', name }),
        });
        const body = (await res.json()) as { code: number; data: { id: number } | null };
        if (body.code === 200 && body.data) acked.set(body.data.id, name);
      } catch {
        return; // the connection died with the server
      }
    }
  };
  const clients = [1, 2, 3, 4].map(client);
  await new Promise((r) => setTimeout(r, killAfterMs));
  await server.stop('SIGKILL');
  stop = true;
  await Promise.all(clients);
  return acked;
}

describe('a server killed mid-write', () => {
  it('keeps every write it acknowledged', { timeout: 120_000 }, async () => {
    const first = (await startServer(outfile, env)) as ServerProcess;
    const token = (await signInTeacher(first.url)) as string;
    const acked = await writeUntilKilled(first, token, 2500);
    expect(acked.size).toBeGreaterThan(5);

    const second = (await startServer(outfile, env)) as ServerProcess;
    try {
      const token2 = (await signInTeacher(second.url)) as string;
      const res = await fetch(`${second.url}${ClassPaths.list}`, { headers: { authorization: `Bearer ${token2}` } });
      const body = (await res.json()) as { code: number; data: { id: number; name: string }[] };
      expect(body.code).toBe(200);
      const present = new Set(body.data.map((c) => c.id));
      const lost = [...acked].filter(([id]) => !present.has(id)).map(([, name]) => name);
      expect(lost).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
