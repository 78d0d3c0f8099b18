/** The runtime cache of scripts/service-worker.ts (files under assets/ cached on first use). */
const CACHE = 'classpro-assets';
const isAsset = (url: string) => {
  const u = new URL(url);
  return u.origin === location.origin && /\/assets\/[^/]+$/.test(u.pathname);
};

/** Files already handed to the cache by this page: each once. */
const warmed = new Set<string>();
let started = false;

/**
 * The service worker answers only pages loaded after it took over; what this page loaded before (the first visit:
 * the screens the teacher opened) would otherwise not be kept for offline use. Once the worker is active, the page
 * puts those files into the worker's runtime cache itself (from the HTTP cache: they are immutable), and keeps
 * doing so for files it loads later, until a reload brings the page under the worker.
 *
 * Each file is put once. The cache's own fetches are resource loads too: before, the observer saw them and put them
 * again, a loop of thousands of requests a second that starved the page (and every e2e run beside it).
 */
export async function warmAssetCache() {
  if (started || !navigator.serviceWorker || navigator.serviceWorker.controller || typeof caches === 'undefined')
    return;
  started = true;
  await navigator.serviceWorker.ready;
  const put = (urls: string[]) => {
    const wanted = [...new Set(urls.filter((u) => isAsset(u) && !warmed.has(u)))];
    if (wanted.length === 0) return;
    wanted.forEach((u) => warmed.add(u));
    void caches
      .open(CACHE)
      .then((cache) => cache.addAll(wanted))
      .catch(() => {
        // Offline or out of quota: the worker caches these the next time they are used.
      });
  };
  put(performance.getEntriesByType('resource').map((e) => e.name));
  new PerformanceObserver((list) => put(list.getEntries().map((e) => e.name))).observe({ type: 'resource' });
}
