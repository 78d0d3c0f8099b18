import type { loadPyodide, PyodideInterface } from 'pyodide';
import type { FromWorker, ToWorker } from './protocol';

/**
 * The Python runtime's worker: Pyodide, loaded from the app's own files (`indexURL`, sent by the first message; see
 * scripts/pyodide-assets.ts), runs one request at a time. A runaway program is stopped by terminating
 * the whole worker (python-runtime.ts); a new one starts fresh.
 */
const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);
let current = 0;

/** Bytes a stream wrote, passed on a line at a time; `end()` passes on a last line without a newline. */
class Lines {
  private decoder = new TextDecoder();
  private rest = '';
  constructor(private readonly emit: (line: string) => void) {}
  write(buf: Uint8Array): number {
    const parts = (this.rest + this.decoder.decode(buf, { stream: true })).split('\n');
    this.rest = parts.pop() ?? '';
    for (const line of parts) this.emit(line);
    return buf.length;
  }
  end() {
    if (this.rest) this.emit(this.rest);
    this.rest = '';
  }
}
let printed: string[] = [];
const stdout = new Lines((text) => {
  printed.push(text);
  post({ type: 'out', id: current, stream: 'stdout', text });
});
const stderr = new Lines((text) => post({ type: 'out', id: current, stream: 'stderr', text }));

let ready: Promise<PyodideInterface> | undefined;
async function boot(indexURL: string): Promise<PyodideInterface> {
  const pyodide = (await import(/* @vite-ignore */ `${indexURL}pyodide.mjs`)) as { loadPyodide: typeof loadPyodide };
  const py = await pyodide.loadPyodide({ indexURL, fullStdLib: false });
  py.setStdout({ write: (buf) => stdout.write(buf), isatty: true });
  py.setStderr({ write: (buf) => stderr.write(buf), isatty: true });
  // No keyboard in a worker: input() reads end of file (EOFError) rather than hanging.
  py.setStdin({ stdin: () => undefined });
  return py;
}

/** The last line of a Python traceback (`NameError: name 'x' is not defined`) with the line it happened on. */
function shortError(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  const lines = text.trim().split('\n');
  const where = [...lines].reverse().find((l) => /File "<exec>", line \d+/.test(l));
  const line = where?.match(/line (\d+)/)?.[1];
  return `${lines[lines.length - 1] ?? text}${line ? `（第 ${line} 行）` : ''}`;
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const msg = event.data;
  if (msg.type === 'init') {
    const started = performance.now();
    ready = boot(msg.indexURL);
    ready.then(
      () => post({ type: 'ready', ms: Math.round(performance.now() - started) }),
      (e: unknown) => post({ type: 'failed', message: String(e) }),
    );
    return;
  }
  if (!ready) return;
  const py = await ready;
  current = msg.id;
  for (const [name, content] of Object.entries(msg.files ?? {})) py.FS.writeFile(name, content);
  const globals = msg.fresh ? py.globals.get('dict')() : py.globals;
  printed = [];
  let error: string | undefined;
  try {
    await py.runPythonAsync(msg.code, { globals });
  } catch (e) {
    error = shortError(e);
  }
  // Python buffers what it prints: flush it, and pass on a last line printed without a newline, before answering.
  py.runPython('import sys\nsys.stdout.flush()\nsys.stderr.flush()');
  stdout.end();
  stderr.end();
  if (error) return post({ type: 'done', id: msg.id, ok: false, error });
  if (!msg.check) return post({ type: 'done', id: msg.id, ok: true });
  try {
    globals.set('_stdout', printed.join('\n'));
    await py.runPythonAsync(msg.check, { globals });
    post({ type: 'done', id: msg.id, ok: true, checkPassed: true, checkFailure: null });
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    const reason = text.match(/AssertionError: ?(.*)\s*$/s)?.[1]?.trim();
    post({ type: 'done', id: msg.id, ok: true, checkPassed: false, checkFailure: reason || shortError(e) });
  }
};
