import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The first visit's files go into the worker's cache once each. The browser reports the cache's own fetches as
 * resource loads; the fake below does too, as Chromium does.
 */
describe('warming the asset cache after the first visit', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.resetModules();
  });

  it('puts each file loaded before the worker took over into the cache once, not its own fetches again', async () => {
    const asset = (name: string) => `${location.origin}/assets/${name}`;
    const observers: ((names: string[]) => void)[] = [];
    const report = (names: string[]) => observers.forEach((o) => o(names));
    const addAll = vi.fn(async (urls: string[]) => {
      // Chromium lists the cache's fetches as resource entries of the page.
      setTimeout(() => report(urls), 0);
    });
    vi.stubGlobal('caches', { open: async () => ({ addAll }) });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(private cb: (list: { getEntries: () => { name: string }[] }) => void) {}
        observe() {
          observers.push((names) => this.cb({ getEntries: () => names.map((name) => ({ name })) }));
        }
      },
    );
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: asset('app-1.js') },
      { name: asset('app-1.css') },
      { name: `${location.origin}/api/v2/config` },
    ] as PerformanceEntryList);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: null, ready: Promise.resolve({}) },
    });
    const { warmAssetCache } = await import('../service-worker-warm');
    await warmAssetCache();
    await warmAssetCache(); // a second mount of the layout starts nothing more
    await vi.waitFor(() => expect(addAll).toHaveBeenCalledTimes(1));
    // A screen opened later: its file is put once, though the page loads it again from the cache.
    report([asset('screen-2.js'), asset('app-1.js')]);
    report([asset('screen-2.js')]);
    await new Promise((r) => setTimeout(r, 20));
    expect(addAll.mock.calls.map((c) => c[0])).toEqual([
      [asset('app-1.js'), asset('app-1.css')],
      [asset('screen-2.js')],
    ]);
  });
});
