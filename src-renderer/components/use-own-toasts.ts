import { useEffect, useMemo, useRef } from 'react';
import { dismissToasts, notify } from '../platform/notify';

/**
 * Toasts that belong to one dialog or form: a new one replaces the previous, `clear()` takes them away, and they go
 * when the component unmounts (a stale 请选择您的身份 must not outlive the dialog it was about).
 */
export function useOwnToasts() {
  const ids = useRef(new Set<number>());
  useEffect(() => {
    const own = ids.current;
    return () => dismissToasts(own);
  }, []);
  return useMemo(() => {
    const clear = () => {
      dismissToasts(ids.current);
      ids.current.clear();
    };
    return {
      error(text: string) {
        clear();
        ids.current.add(notify.error(text).id);
      },
      clear,
    };
  }, []);
}
