import { AiCourseApi, type SaveProgressRequest } from '@shared/api/aicourse';
import { call } from '../../../platform/http';

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

/** Sends what waits, oldest first; on failure tries again after a growing delay (and when the network returns). */
export async function flushProgress(delay = 1000): Promise<void> {
  if (running) return;
  running = true;
  clearTimeout(timer);
  try {
    for (let items = read(); items.length > 0; items = read()) {
      await call(AiCourseApi.saveUnitUser, items[0]);
      write(read().slice(1));
    }
  } catch {
    timer = setTimeout(() => void flushProgress(Math.min(delay * 2, 15000)), delay);
  } finally {
    running = false;
  }
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void flushProgress());
