import { useEffect, useState, useSyncExternalStore } from 'react';
import { PythonRuntime } from './python-runtime';

const noop = () => () => undefined;

/**
 * A Python runtime owned by the calling screen: started when the screen opens, terminated when it closes (so the
 * worker never outlives the screen). `runtime` is null for the first render; `readyMs` is how long the last start
 * took (null while starting); `failed` the start's error.
 */
export function usePython() {
  const [runtime, setRuntime] = useState<PythonRuntime | null>(null);
  useEffect(() => {
    const r = new PythonRuntime();
    setRuntime(r);
    return () => r.dispose();
  }, []);
  const subscribe = runtime ? (l: () => void) => runtime.subscribe(l) : noop;
  const readyMs = useSyncExternalStore(subscribe, () => runtime?.readyMs ?? null);
  const failed = useSyncExternalStore(subscribe, () => runtime?.failed ?? null);
  return { runtime, ready: readyMs !== null, readyMs, failed };
}
