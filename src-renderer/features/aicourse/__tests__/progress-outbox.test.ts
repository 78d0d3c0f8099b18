import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiCoursePaths } from '@shared/api/aicourse';
import { BUSY_RETRIES } from '../../../platform/busy-retry';
import { collectToasts, fakeServer, ok } from '../../../test-utils/fake-server';
import { enqueueProgress, flushProgress, pendingProgress } from '../offline/progress-outbox';

const save = (sectionId: number, studentCourseId = 7) => ({ studentCourseId, unitId: 1, sectionId, finished: true });

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the classroom progress outbox', () => {
  it('keeps a save while the server is down and sends it once the server answers', async () => {
    let up = false;
    const server = fakeServer({
      [AiCoursePaths.saveUnitUser]: () => (up ? ok({}) : { code: 503, message: '服务繁忙' }),
    });
    enqueueProgress(save(1));
    // The HTTP client asks a busy server again a few times (platform/busy-retry.ts) before the outbox keeps the save.
    await vi.waitFor(() => expect(server.calls).toHaveLength(1 + BUSY_RETRIES));
    expect(pendingProgress()).toBe(1);
    up = true;
    // As when the network returns: the outbox is flushed again (the first attempt may still be settling).
    await vi.waitFor(async () => {
      await flushProgress();
      expect(pendingProgress()).toBe(0);
    });
    expect(server.calls.at(-1)?.body).toMatchObject({ sectionId: 1 });
  });

  it('drops a save the server refuses for good, tells the teacher, and sends the next one', async () => {
    const toasts = collectToasts();
    const server = fakeServer({
      [AiCoursePaths.saveUnitUser]: (c) =>
        (c.body as { studentCourseId: number }).studentCourseId === 99
          ? { code: 403, message: '无权操作该班级' }
          : ok({}),
    });
    enqueueProgress(save(1, 99));
    enqueueProgress(save(2));
    await vi.waitFor(() => expect(server.calls).toHaveLength(2));
    await vi.waitFor(() => expect(pendingProgress()).toBe(0));
    expect(server.calls.map((c) => (c.body as { sectionId: number }).sectionId)).toEqual([1, 2]);
    expect(toasts.texts()).toContain('无权操作该班级');
    toasts.stop();
  });
});
