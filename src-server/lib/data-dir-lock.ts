import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** The lock file in DATA_DIR: the pid of the server that has the embedded database open. */
export const LOCK_FILE = 'classpro.lock';

export interface DataDirLock {
  release(): void;
}

/** Whether a process with this pid runs (EPERM: it runs, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process: two servers on one embedded database both acknowledge writes and lose
 * one side's on restart, so the second refuses to start. A lock left by a dead process (kill -9, power loss) is
 * taken over. Released by `release()` (the database's close).
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder = NaN;
      try {
        holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      } catch {
        // Removed in between: try again.
      }
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `数据目录 ${dataDir} 已被另一个 Classpro 服务器使用（进程 ${holder}），不能同时启动两个服务器。` +
            `\nThe data folder ${dataDir} is in use by another Classpro server (pid ${holder}); stop it first, ` +
            `or give this one its own DATA_DIR (several servers share data only through DATABASE_URL).`,
        );
      }
      // Stale: its process is gone (or the file is garbage).
      rmSync(path, { force: true });
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        try {
          if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
        } catch {
          // Already gone.
        }
      },
    };
  }
  throw new Error(`数据目录 ${dataDir} 的锁文件无法获取，请检查 ${path}`);
}
