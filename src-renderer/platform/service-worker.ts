import { isDesktop } from './desktop';

/**
 * Registers the web build's service worker (scripts/service-worker.ts), which keeps the app's shell so the app opens
 * with the network cut. Only on the web: the desktop app reads its shell from disk through its own scheme
 * (src-main/adapters/app-protocol.ts), so it starts offline without one, and its build makes no worker. Registered
 * after the page has loaded, so the shell's background download never competes with the first screen. A new
 * worker waits for every tab of the app to close (no skipWaiting): an update takes effect on the next start.
 * Signed-in screens also keep what they load for offline use (service-worker-warm.ts, from the data layout).
 */
export function registerServiceWorker(dev?: boolean) {
  if (dev || isDesktop() || !navigator.serviceWorker) return;
  // No worker (a build without one, a browser that refuses it): the app still works online.
  const register = () => void navigator.serviceWorker.register('./sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
