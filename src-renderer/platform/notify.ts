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
/**
 * Toasts posted before anything shows them (the route guard runs before the first render, e.g. "登录已过期" on a
 * reload with a revoked token) wait here for the first subscriber, for as long as they would have been shown.
 */
let early: { toast: Toast; at: number }[] = [];

/** Called on every post, without counting as a display (the toast waits for one): lets the UI load lazily. */
const wakers = new Set<() => void>();
export function onToastPosted(w: () => void) {
  if (early.length > 0) w();
  wakers.add(w);
  return () => void wakers.delete(w);
}

export function subscribeToasts(l: Listener) {
  listeners.add(l);
  const now = Date.now();
  early.filter((e) => now - e.at < e.toast.durationMs).forEach((e) => l(e.toast));
  early = [];
  return () => void listeners.delete(l);
}

function post(kind: ToastKind, text: string, durationMs = 3000, light = false) {
  const t: Toast = { id: ++seq, kind, text, durationMs, light };
  if (listeners.size === 0) early = [...early.slice(-9), { toast: t, at: Date.now() }];
  listeners.forEach((l) => l(t));
  wakers.forEach((w) => w());
  return t;
}

type DismissListener = (ids: ReadonlySet<number>) => void;
const dismissListeners = new Set<DismissListener>();

/** The Toaster hears here when toasts must go before their time (their dialog closed). */
export function subscribeDismiss(l: DismissListener) {
  dismissListeners.add(l);
  return () => void dismissListeners.delete(l);
}

/** Takes toasts away, shown or still queued. */
export function dismissToasts(ids: Iterable<number>) {
  const set = new Set(ids);
  if (set.size === 0) return;
  early = early.filter((e) => !set.has(e.toast.id));
  dismissListeners.forEach((l) => l(set));
}

export const notify = {
  error: (text: string, durationMs = 5000, light = false) => post('error', text, durationMs, light),
  success: (text: string, durationMs = 3000) => post('success', text, durationMs),
  warning: (text: string, durationMs = 3000) => post('warning', text, durationMs),
  info: (text: string, durationMs = 3000) => post('info', text, durationMs),
};
