import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TaskApi } from '@shared/api/task';
import type * as Http from '../../../platform/http';
import { ApiError } from '../../../platform/http';
import { syncState } from '../../../platform/sync-registry';

const call = vi.fn();
vi.mock('../../../platform/http', async (orig) => ({
  ...(await orig<typeof Http>()),
  call: (...args: unknown[]) => call(...args),
}));

describe('homework submitted offline', () => {
  beforeEach(() => {
    call.mockReset();
    localStorage.clear();
  });

  it('waits while the network is gone, then is submitted once with its finish time', async () => {
    const { queueSubmission, queuedSubmission } = await import('../lib/homework-outbox');
    let up = false;
    call.mockImplementation(async () => {
      if (!up) throw new ApiError(0, 'network');
      return {};
    });
    const finishedAt = '2026-11-27T08:00:00.000Z';
    await queueSubmission({ taskId: 7, answers: [{ questionId: 1, text: 'A', photos: [] }], finishedAt });
    expect(await queuedSubmission(7)).toMatchObject({ finishedAt });
    await vi.waitFor(() => expect(syncState().homework.waiting).toBe(1));

    up = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await queuedSubmission(7)).toBeUndefined());
    const sent = call.mock.calls.filter(([, , opts]) => (opts as { silent?: boolean }).silent);
    expect(call.mock.calls.at(-1)).toEqual([
      TaskApi.submitTask,
      expect.objectContaining({ finishedAt }),
      { silent: true },
    ]);
    expect(sent.length).toBeGreaterThanOrEqual(2); // the failed try and the one that went
    const calls = call.mock.calls.length;
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 50));
    expect(call.mock.calls.length).toBe(calls);
    await vi.waitFor(() => expect(syncState().homework).toMatchObject({ waiting: 0, lastSentAt: expect.any(Number) }));
  });
});
