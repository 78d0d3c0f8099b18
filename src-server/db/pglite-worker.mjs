// @ts-check
// The embedded database's own thread (issue 18). PGlite runs Postgres compiled to WASM, synchronously: in the
// server's thread a burst of queries blocked the event loop for seconds, so new connections were not even
// accepted. Here it runs on its own thread; the server talks to it through `pglite-thread.ts` with messages.
// Plain JavaScript on purpose: the same file runs from the sources (tests) and beside the bundled server, and a
// worker thread cannot load TypeScript. Messages: see `Request` in pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs only as a worker thread');
const port = parentPort;

/** The client rolled the transaction back: not an error to report. */
const ROLLBACK = Symbol('rollback');

/** @type {PGlite} */
let pg;
/** Open transactions: their PGlite handle, and how to end them (true commits). */
const txs = new Map();
let nextTx = 1;

/** An error as plain data: the message and its plain fields (code, detail, constraint ... of a DatabaseError). */
function plainError(err) {
  const fields = {};
  if (err && typeof err === 'object')
    // Only plain values: a query's options hold parser functions, which cannot cross to the other thread.
    for (const [k, v] of Object.entries(err)) if (v === null || typeof v !== 'object') fields[k] = v;
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'function' || typeof v === 'symbol') delete fields[k];
  return { ...fields, message: err instanceof Error ? err.message : String(err), name: err?.name ?? 'Error' };
}

/** Drizzle asks for some types raw (timestamps as text): its parsers are identity functions, sent as type ids. */
function queryOptions(rowMode, rawTypes) {
  const parsers = {};
  for (const oid of rawTypes ?? []) parsers[oid] = (/** @type {unknown} */ v) => v;
  return { rowMode: rowMode ?? 'object', parsers };
}

function reply(id, result) {
  try {
    port.postMessage({ id, ok: true, result });
  } catch (err) {
    port.postMessage({ id, ok: false, error: plainError(err) });
  }
}

function replyError(id, err) {
  try {
    port.postMessage({ id, ok: false, error: plainError(err) });
  } catch {
    port.postMessage({ id, ok: false, error: { name: 'Error', message: String(err?.message ?? err) } });
  }
}

function begin(id) {
  const txId = nextTx++;
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  const ended = new Promise((resolve) => (end = resolve));
  let started = false;
  const done = pg
    .transaction(async (tx) => {
      started = true;
      txs.set(txId, { tx, end, done });
      reply(id, txId);
      if (!(await ended)) throw ROLLBACK;
    })
    .then(
      () => null,
      (err) => (err === ROLLBACK ? null : Promise.reject(err)),
    )
    .finally(() => txs.delete(txId));
  // A transaction that failed to start answers its begin; once started, its `end` reports how it finished.
  done.catch((err) => (started ? undefined : replyError(id, err)));
}

async function handle(msg) {
  const { id, op } = msg;
  try {
    if (op === 'begin') return begin(id);
    const open = msg.tx ? txs.get(msg.tx) : null;
    if (msg.tx && !open?.tx) throw new Error(`transaction ${msg.tx} is not open`);
    const target = open ? open.tx : pg;
    switch (op) {
      case 'query':
        return reply(id, await target.query(msg.sql, msg.params, queryOptions(msg.rowMode, msg.rawTypes)));
      case 'exec':
        return reply(id, await target.exec(msg.sql));
      case 'end':
        open.end(msg.commit);
        await open.done;
        return reply(id, null);
      case 'close':
        await pg.close();
        return reply(id, null);
      case 'dump': {
        // The whole data folder as an uncompressed tarball (tests start their databases from such a template).
        const file = await pg.dumpDataDir('none');
        return reply(id, new Uint8Array(await file.arrayBuffer()));
      }
      default:
        throw new Error(`unknown operation ${op}`);
    }
  } catch (err) {
    replyError(id, err);
  }
}

try {
  pg = workerData?.loadDataDir
    ? new PGlite({ loadDataDir: new Blob([workerData.loadDataDir]) })
    : new PGlite(workerData?.dataDir ?? undefined);
  await pg.waitReady;
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: plainError(err) });
}
port.on('message', (msg) => void handle(msg));
