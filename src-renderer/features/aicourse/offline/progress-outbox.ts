import { AiCourseApi, type SaveProgressRequest } from '@shared/api/aicourse';
import { ApiError, call } from '../../../platform/http';
import { notify } from '../../../platform/notify';

/**
 * The classroom's progress saves wait here (localStorage, so a reload or a closed window keeps them) until the
 * server acknowledges them, in order. saveUnitUser is idempotent, so resending one whose reply was lost is harmless:
 * a dropped network never loses where the class stopped.
 */
const KEY = 'classpro.aicourse.outbox';
type Listener = (pending: number) => void;
const listeners = new Set<Listener>();
let running = false;
let timer: ReturnType<typeof setTimeout> | undefined;

const read = (): SaveProgressRequest[] => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as SaveProgressRequest[];
  } catch {
    return [];
  }
};
const write = (items: SaveProgressRequest[]) => {
  localStorage.setItem(KEY, JSON.stringify(items));
  listeners.forEach((l) => l(items.length));
};

export function enqueueProgress(item: SaveProgressRequest) {
  const items = read();
  const last = items.at(-1);
  // A later position of the same class replaces an unsent one that did not finish a unit (only the latest matters).
  if (last && last.studentCourseId === item.studentCourseId && !last.finished) items.pop();
  write([...items, item]);
  void flushProgress();
}

export const pendingProgress = () => read().length;

export function onProgressPending(l: Listener) {
  listeners.add(l);
  return () => void listeners.delete(l);
}

/**
 * Whether a failed save may succeed later: the network or the server was down or busy (code 0, HTTP 5xx, 429), or
 * the sign-in expired (901: it succeeds once the teacher signs in again). A business refusal (bad input, a class
 * that is not the teacher's) never will, and would block every later save behind it.
 */
export const worthRetrying = (e: unknown) =>
  !(e instanceof ApiError) || e.code === 0 || e.code === 429 || e.code === 901 || (e.code >= 500 && e.code < 600);

/** Sends what waits, oldest first; on failure tries again after a growing delay (and when the network returns). */
export async function flushProgress(delay = 1000): Promise<void> {
  if (running) return;
  running = true;
  clearTimeout(timer);
  try {
    for (let items = read(); items.length > 0; items = read()) {
      try {
        // Silent: the classroom shows what is pending; a toast on every retry would interrupt the lesson.
        await call(AiCourseApi.saveUnitUser, items[0], { silent: true });
      } catch (e) {
        if (worthRetrying(e)) throw e;
        notify.error((e as Error).message);
      }
      write(read().slice(1));
    }
  } catch {
    timer = setTimeout(() => void flushProgress(Math.min(delay * 2, 15000)), delay);
  } finally {
    running = false;
  }
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void flushProgress());
