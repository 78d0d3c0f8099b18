import { execFile } from 'node:child_process';
import { parsePs, parseTasklist } from './recorders';

export type ListProcesses = () => Promise<string[]>;

type Exec = (file: string, args: string[], cb: (err: Error | null, stdout: string) => void) => void;

const defaultExec: Exec = (file, args, cb) =>
  execFile(file, args, { windowsHide: true, timeout: 10_000, maxBuffer: 8 * 1024 * 1024 }, (err, stdout) =>
    cb(err, String(stdout)),
  );

/** Lists running process names with the system's own tool (tasklist on Windows, ps elsewhere). */
export function processLister(platform: string, exec: Exec = defaultExec): ListProcesses {
  const [file, args, parse] =
    platform === 'win32'
      ? (['tasklist', ['/fo', 'csv', '/nh'], parseTasklist] as const)
      : (['ps', ['-A', '-o', 'comm='], parsePs] as const);
  return () =>
    new Promise((resolve) => {
      exec(file, [...args], (err, stdout) => resolve(err ? [] : parse(stdout)));
    });
}
