import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client';
import { acquireDataDirLock, LOCK_FILE } from '../data-dir-lock';

/** Two servers on one DATA_DIR lose writes: the second must refuse to start, clearly (issue 18). */
const dirs: string[] = [];
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'classpro-lock-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The pid of a process that has already exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe.skipIf(process.env.TEST_DB === 'postgres')('the data folder lock', () => {
  it('a second embedded database on the same folder refuses to open, naming the folder and the holder', async () => {
    const dir = freshDir();
    const first = await openPglite(dir);
    try {
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      await expect(openPglite(dir)).rejects.toThrow(/已被另一个 Classpro 服务器.*进程 \d+/s);
      await expect(openPglite(dir)).rejects.toThrow(dir);
    } finally {
      await first.close();
    }
    // Closed: the lock is gone and the folder opens again.
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const again = await openPglite(dir);
    await again.close();
  });

  it('a stale lock (its process is dead) is taken over', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a lock file with garbage in it is stale too', () => {
    const dir = freshDir();
    writeFileSync(join(dir, LOCK_FILE), 'not a pid');
    acquireDataDirLock(dir).release();
  });

  it('a live holder keeps the folder', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/已被另一个 Classpro 服务器/);
    lock.release();
  });
});
