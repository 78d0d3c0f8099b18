import { useSyncExternalStore } from 'react';

/** Short messages of the desktop feature, shown by <DesktopLayer /> as a snackbar. */
export interface Notice {
  id: number;
  severity: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

let current: Notice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function notify(severity: Notice['severity'], message: string) {
  current = { id: nextId++, severity, message };
  emit();
}

export function dismissNotice(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export function useNotice(): Notice | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
