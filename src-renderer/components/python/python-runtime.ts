import type { FromWorker, RunRequest, ToWorker } from './protocol';

/** What one run printed and how it ended. */
export interface RunResult {
  /** stdout and stderr in the order printed. */
  output: OutputLine[];
  status: 'ok' | 'error' | 'stopped' | 'timeout';
  /** The Python error's last line, when status is 'error'. */
  error?: string;
  /** Set when the run carried a check: passed, or the reason it did not. */
  check?: { passed: boolean; reason?: string };
  ms: number;
}
export interface OutputLine {
  stream: 'stdout' | 'stderr';
  text: string;
}
export type RunOptions = Omit<RunRequest, 'type' | 'id'> & {
  /** Stops the run after this long (default 10 s). */
  timeoutMs?: number;
  onOutput?: (line: OutputLine) => void;
};

export const RUN_TIMEOUT_MS = 10_000;

/** Where the Pyodide files are served: `pyodide/` beside index.html (scripts/pyodide-assets.ts; hash routes). */
const indexUrl = () => new URL('pyodide/', document.baseURI).href;

/**
 * A Python runtime in a Web Worker (Pyodide). Code runs one request at a time; `stop()` (or the time limit)
 * terminates the worker and starts a fresh one, so a runaway loop never freezes the page. Variables persist between
 * runs that are not `fresh` (the notebook's cells) until `restart()`.
 */
export class PythonRuntime {
  private worker!: Worker;
  private nextId = 1;
  private pending?: { id: number; finish: (r: Omit<RunResult, 'ms' | 'output'>) => void };
  private readyPromise!: Promise<number>;
  private listeners = new Set<() => void>();
  /** Milliseconds the last start took to be ready, once ready. */
  readyMs: number | null = null;
  failed: string | null = null;

  constructor() {
    this.start();
  }

  /** Resolves with the start-up time in milliseconds once Python can run code. */
  ready(): Promise<number> {
    return this.readyPromise;
  }

  /** Called whenever readiness changes (for the hook). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    for (const l of this.listeners) l();
  }

  private start() {
    this.readyMs = null;
    this.failed = null;
    this.worker = new Worker(new URL('./python-worker.ts', import.meta.url), { type: 'module' });
    const worker = this.worker;
    worker.postMessage({ type: 'init', indexURL: indexUrl() } satisfies ToWorker);
    this.readyPromise = new Promise((resolve, reject) => {
      worker.addEventListener('message', (e: MessageEvent<FromWorker>) => {
        const m = e.data;
        if (m.type === 'ready') {
          this.readyMs = m.ms;
          resolve(m.ms);
          this.emit();
        } else if (m.type === 'failed') {
          this.failed = m.message;
          reject(new Error(m.message));
          this.emit();
        }
      });
    });
    this.readyPromise.catch(() => undefined);
    this.emit();
  }

  /** Runs code; resolves when it ends, fails, is stopped or times out (never rejects). */
  async run(opts: RunOptions): Promise<RunResult> {
    if (this.pending) this.stop();
    const { timeoutMs = RUN_TIMEOUT_MS, onOutput, ...request } = opts;
    const id = this.nextId++;
    const output: OutputLine[] = [];
    const worker = this.worker;
    let began = 0;
    const result = await new Promise<Omit<RunResult, 'ms' | 'output'>>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onMessage = (e: MessageEvent<FromWorker>) => {
        const m = e.data;
        if (m.type === 'out' && m.id === id) {
          const line = { stream: m.stream, text: m.text };
          output.push(line);
          onOutput?.(line);
        } else if (m.type === 'done' && m.id === id) {
          finish({
            status: m.ok ? 'ok' : 'error',
            error: m.error,
            check:
              m.checkPassed === undefined ? undefined : { passed: m.checkPassed, reason: m.checkFailure ?? undefined },
          });
        }
      };
      const finish = (r: Omit<RunResult, 'ms' | 'output'>) => {
        clearTimeout(timer);
        worker.removeEventListener('message', onMessage);
        if (this.pending?.id === id) this.pending = undefined;
        resolve(r);
      };
      this.pending = { id, finish };
      worker.addEventListener('message', onMessage);
      this.readyPromise.then(
        () => {
          if (this.pending?.id !== id) return;
          began = performance.now();
          timer = setTimeout(() => {
            finish({ status: 'timeout' });
            this.restart();
          }, timeoutMs);
          worker.postMessage({ type: 'run', id, ...request } satisfies RunRequest);
        },
        (e: unknown) => finish({ status: 'error', error: String(e) }),
      );
    });
    return { ...result, output, ms: began ? Math.round(performance.now() - began) : 0 };
  }

  /** Stops the current run: the worker is terminated and a fresh one started (variables are lost). */
  stop() {
    const pending = this.pending;
    this.restart();
    pending?.finish({ status: 'stopped' });
  }

  /** A fresh interpreter: forgets every variable. */
  restart() {
    this.pending = undefined;
    this.worker.terminate();
    this.start();
  }

  dispose() {
    this.pending = undefined;
    this.worker.terminate();
    this.listeners.clear();
  }
}
