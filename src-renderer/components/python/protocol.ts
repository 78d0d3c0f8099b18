/** Messages between the page and the Python worker (python-worker.ts). */
export interface RunRequest {
  type: 'run';
  id: number;
  code: string;
  /** Files written into the virtual file system (the working directory) before the run. */
  files?: Record<string, string>;
  /** Run in a fresh namespace (a practice run) rather than the shared one (notebook cells share their variables). */
  fresh?: boolean;
  /** A Python snippet run after the code in the same namespace, with `_stdout` set to what the code printed; an
   * AssertionError's message is the reason the check failed. */
  check?: string;
}
/** The first message: where the Pyodide files are. */
export type InitRequest = { type: 'init'; indexURL: string };
export type ToWorker = RunRequest | InitRequest;

export type FromWorker =
  | { type: 'ready'; ms: number }
  | { type: 'failed'; message: string }
  | { type: 'out'; id: number; stream: 'stdout' | 'stderr'; text: string }
  | { type: 'done'; id: number; ok: boolean; error?: string; checkFailure?: string | null; checkPassed?: boolean };
