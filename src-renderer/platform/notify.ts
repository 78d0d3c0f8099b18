/** A tiny toast bus: the HTTP layer and features post messages; the Toaster component shows them. */
export type ToastKind = 'error' | 'success' | 'warning' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
  durationMs: number;
  /** The mobile reader area's lighter toast. */
  light?: boolean;
}

type Listener = (t: Toast) => void;
const listeners = new Set<Listener>();
let seq = 0;

export function subscribeToasts(l: Listener) {
  listeners.add(l);
  return () => void listeners.delete(l);
}

function post(kind: ToastKind, text: string, durationMs = 3000, light = false) {
  const t: Toast = { id: ++seq, kind, text, durationMs, light };
  listeners.forEach((l) => l(t));
  return t;
}

export const notify = {
  error: (text: string, durationMs = 5000, light = false) => post('error', text, durationMs, light),
  success: (text: string, durationMs = 3000) => post('success', text, durationMs),
  warning: (text: string, durationMs = 3000) => post('warning', text, durationMs),
  info: (text: string, durationMs = 3000) => post('info', text, durationMs),
};
