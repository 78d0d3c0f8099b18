import { AiCourseApi, type SaveProgressRequest } from '@shared/api/aicourse';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { createOutbox, localStorageStore } from '../../../platform/outbox';
import { trackOutbox } from '../../../platform/sync-registry';

/**
 * The classroom's progress saves wait in the platform outbox (kept in localStorage, so a reload or a closed window
 * keeps them) until the server acknowledges them, in order. saveUnitUser is idempotent, so resending one whose reply
 * was lost is harmless: a dropped network never loses where the class stopped.
 */
const KEY = 'classpro.aicourse.outbox';

const outbox = createOutbox<SaveProgressRequest>({
  store: localStorageStore(KEY),
  // Silent: the classroom shows what is pending; a toast on every retry would interrupt the lesson.
  send: async ([item]) => void (await call(AiCourseApi.saveUnitUser, item!, { silent: true })),
  // A later position of the same class replaces an unsent one that did not finish a unit (only the latest matters).
  coalesce: (waiting, item) => {
    const last = waiting.at(-1);
    const keep =
      last && last.studentCourseId === item.studentCourseId && !last.finished ? waiting.slice(0, -1) : waiting;
    return [...keep, item];
  },
  onRefused: (_batch, err) => notify.error((err as Error).message),
});

// The count is read synchronously when the classroom first renders: localStorage answers at once.
let pendingCount = 0;
outbox.onPending((n) => (pendingCount = n));
trackOutbox(outbox, ['classroom'], () => 'classroom');

export const enqueueProgress = (item: SaveProgressRequest) => void outbox.enqueue(item);
export const flushProgress = () => outbox.flush();
export const pendingProgress = () => {
  try {
    return (JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown[]).length;
  } catch {
    return pendingCount;
  }
};
export const onProgressPending = (l: (pending: number) => void) => outbox.onPending(l);
