import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, subscribeToasts, type Toast } from '../notify';

afterEach(() => vi.useRealTimers());

describe('toasts posted before the toaster is shown', () => {
  it('reach the first subscriber while they are still due, and only once', () => {
    vi.useFakeTimers();
    notify.error('登录已过期，请重新登录', 5000);
    notify.info('old', 1000);
    vi.advanceTimersByTime(2000);
    const first: Toast[] = [];
    const stop = subscribeToasts((t) => first.push(t));
    expect(first.map((t) => t.text)).toEqual(['登录已过期，请重新登录']);
    stop();
    const second: Toast[] = [];
    subscribeToasts((t) => second.push(t))();
    expect(second).toEqual([]);
  });
});
