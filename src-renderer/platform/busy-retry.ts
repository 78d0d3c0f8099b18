/**
 * A busy server (code 503: load shedding, or sign-ins of one school address still being checked; Code.BUSY) has not
 * run the request, so the client (http.ts) sends it again after the server's Retry-After, doubled each time and
 * spread at random so that forty computers of one room do not come back in step: up to BUSY_RETRIES more times,
 * about 1, 2 and 4 seconds. Only then does the user read 服务器繁忙. Not for a request sent as the page unloads.
 * Loaded on the first busy answer only: the entries' budgets carry none of it.
 */
export const BUSY_RETRIES = 3;
let sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** Tests wait no real seconds. */
export const setBusySleep = (fn: typeof sleep) => {
  sleep = fn;
};

/** Waits the pause before send number `tries + 1`, then sends (unless the caller gave up meanwhile). */
export async function again<T>(res: Response, tries: number, signal: AbortSignal | undefined, send: () => Promise<T>) {
  const after = Number(res.headers.get('retry-after'));
  const base = Number.isFinite(after) && after > 0 ? Math.min(after, 10) * 1000 : 1000;
  await sleep(base * 2 ** tries * (0.75 + Math.random() / 2));
  if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
  return send();
}
