import { useEffect, useRef } from 'react';

/**
 * Click guards of spec section 9 (class submit, school bind, add-course and redeem 3 s; favourite 500 ms; guide
 * steps 1 s; detail navigation throttled 3 s).
 *
 * - `debounce` is leading-edge: the first call runs at once, and every further call is dropped until `ms` have
 *   passed without a call (each dropped call restarts the quiet period). A button therefore answers the first
 *   click immediately and ignores a burst of repeat clicks.
 * - `throttle` runs the first call and drops every call in the `ms` that follow it, whatever happens meanwhile.
 */
export interface Guarded<A extends unknown[]> {
  (...args: A): void;
  /** Forget the window, so the next call runs at once (e.g. when a dialog closes). */
  reset(): void;
}

export function debounce<A extends unknown[]>(fn: (...args: A) => unknown, ms: number): Guarded<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const guarded = (...args: A) => {
    const idle = timer === undefined;
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => (timer = undefined), ms);
    if (idle) void fn(...args);
  };
  guarded.reset = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return guarded;
}

export function throttle<A extends unknown[]>(fn: (...args: A) => unknown, ms: number): Guarded<A> {
  let until = 0;
  const guarded = (...args: A) => {
    const now = Date.now();
    if (now < until) return;
    until = now + ms;
    void fn(...args);
  };
  guarded.reset = () => void (until = 0);
  return guarded;
}

/** A component's guarded callback: stable across renders, always calling the latest `fn`. */
function useGuarded<A extends unknown[]>(make: typeof debounce, fn: (...args: A) => unknown, ms: number): Guarded<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const guarded = useRef<Guarded<A> | null>(null);
  if (!guarded.current) guarded.current = make((...args: A) => latest.current(...args), ms);
  useEffect(() => () => guarded.current?.reset(), []);
  return guarded.current;
}

export const useDebounced = <A extends unknown[]>(fn: (...args: A) => unknown, ms: number) =>
  useGuarded(debounce, fn, ms);
export const useThrottled = <A extends unknown[]>(fn: (...args: A) => unknown, ms: number) =>
  useGuarded(throttle, fn, ms);

/** The spec's windows, in one place. */
export const Timing = {
  submitMs: 3000,
  detailMs: 3000,
  favouriteMs: 500,
  guideMs: 1000,
  /** 兑换成功 stays 5 s, then the page reloads. */
  redeemReloadMs: 5000,
} as const;
