import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until an end time, ticking once a second. Counting against the clock (not tick by tick) keeps
 * it right when the browser throttles timers in a background tab.
 */
export function useCountdown() {
  const [endAt, setEndAt] = useState(0);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (!endAt) return;
    const tick = () => {
      const rest = Math.max(0, Math.ceil((endAt - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) setEndAt(0);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endAt]);

  const start = useCallback((seconds: number) => setEndAt(Date.now() + seconds * 1000), []);
  return { left, running: left > 0, start };
}
