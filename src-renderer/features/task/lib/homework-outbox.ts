import { TaskApi, type SubmitTaskRequest } from '@shared/api/task';
import { call } from '../../../platform/http';
import { notify } from '../../../platform/notify';
import { createOutbox, localStorageStore } from '../../../platform/outbox';
import { trackOutbox } from '../../../platform/sync-registry';

/**
 * Homework submitted without the network (issue 29) waits here (localStorage: a reload or a restart keeps it) and is
 * sent when the network comes back, with the time the pupil finished. The server keys a submission by that time, so
 * a resend whose first reply was lost returns the submission already made: it is submitted exactly once.
 */
const outbox = createOutbox<SubmitTaskRequest>({
  store: localStorageStore('classpro.tasks.outbox'),
  send: async ([item]) => void (await call(TaskApi.submitTask, item!, { silent: true })),
  // One submission per task: a later one (answers changed before the first went) replaces it.
  coalesce: (waiting, item) => [...waiting.filter((w) => w.taskId !== item.taskId), item],
  onRefused: (_batch, err) => notify.error((err as Error).message),
});
trackOutbox(outbox, ['homework'], () => 'homework');

export const queueSubmission = (item: SubmitTaskRequest) => outbox.enqueue(item);
export const queuedSubmission = async (taskId: number) => (await outbox.pending()).find((i) => i.taskId === taskId);
export const onHomeworkPending = (l: (pending: number) => void) => outbox.onPending(l);
