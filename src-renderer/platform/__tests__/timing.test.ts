import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, throttle } from '../timing';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('debounce (leading edge)', () => {
  it('runs the first call at once and drops the burst that follows', () => {
    const fn = vi.fn();
    const click = debounce(fn, 3000);
    click('a');
    click('b');
    vi.advanceTimersByTime(2999);
    click('c');
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('a');
  });

  it('runs again once the window has been quiet for the whole period', () => {
    const fn = vi.fn();
    const click = debounce(fn, 3000);
    click(1);
    vi.advanceTimersByTime(2000);
    click(2); // dropped, restarts the quiet period
    vi.advanceTimersByTime(2999);
    click(3); // still inside: 2999 ms since the last call
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3000);
    click(4);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(4);
  });

  it('reset lets the next call through', () => {
    const fn = vi.fn();
    const click = debounce(fn, 500);
    click();
    click.reset();
    click();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('throttle', () => {
  it('runs at most once per window, counted from the call that ran', () => {
    const fn = vi.fn();
    const go = throttle(fn, 3000);
    go('first');
    vi.advanceTimersByTime(1000);
    go('dropped');
    vi.advanceTimersByTime(1999);
    go('dropped too');
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    go('second');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('second');
  });
});
