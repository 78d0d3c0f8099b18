import type { Page } from 'playwright-core';
import type { DesktopApi, ProtectionEvent, UpdateState } from '../../src-shared/desktop-api';

export interface FakeDesktopOptions {
  /** What the update check finds: a newer version (forced or not), or nothing newer. */
  check: 'offer' | 'forced' | 'up-to-date';
  /** Add the offline-book functions; the fake keeps the files in memory where main keeps them on disk. */
  offline?: boolean;
}

/** The page's window as the fake sees it (the e2e code is typed without the DOM library). */
interface FakeWindow {
  desktop?: DesktopApi;
  __desktopFake?: {
    calls: string[];
    pushUpdate(state: UpdateState): void;
    pushProtection(event: ProtectionEvent): void;
  };
}

/**
 * Stands in for the Electron preload: a window.desktop with the same shape, recording the calls the renderer makes,
 * plus `window.__desktopFake` for the spec to push main's events. Runs in the page before any script.
 */
function installFake(opts: FakeDesktopOptions) {
  const updateListeners = new Set<(s: UpdateState) => void>();
  const protectionListeners = new Set<(e: ProtectionEvent) => void>();
  const calls: string[] = [];
  let update: UpdateState = { status: 0, currentVersion: '1.0.0' };
  let protection: ProtectionEvent = { state: 'none', blackout: false, watermark: false, contentProtected: true };
  const offer = {
    currentVersion: '1.0.0',
    version: '1.2.0',
    isForceUpdate: opts.check === 'forced',
    releaseNotes:
      '1. 新增课堂互动白板，支持多人同时书写\n2. 数字教材阅读更流畅，翻页速度提升 40%\n3. 修复部分电脑上视频无声音的问题',
  };
  const pushUpdate = (s: UpdateState) => {
    update = s;
    updateListeners.forEach((l) => l(s));
  };
  const pushProtection = (e: ProtectionEvent) => {
    protection = e;
    protectionListeners.forEach((l) => l(e));
  };
  const api: DesktopApi = {
    getAppInfo: async () => ({ version: '1.0.0', platform: 'win32', channel: 'cuiya', appType: 'desktop' }),
    getChannelConfig: async () => ({ channel: 'cuiya' }),
    triggerIntelligentDetection: async () => {
      throw new Error('not used');
    },
    getUpdateState: async () => update,
    checkForUpdate: async ({ manual }) => {
      calls.push(`checkForUpdate:${manual ? 'manual' : 'auto'}`);
      const next: UpdateState =
        opts.check === 'up-to-date' ? { status: 0, currentVersion: '1.0.0', upToDate: true } : { status: 1, ...offer };
      pushUpdate(next);
      return next;
    },
    startUpdate: async () => {
      calls.push('startUpdate');
      pushUpdate({ ...offer, status: 2, percent: 0 });
    },
    deferUpdate: async () => {
      calls.push('deferUpdate');
      pushUpdate({ status: 0, currentVersion: '1.0.0' });
    },
    cancelUpdate: async () => {
      calls.push('cancelUpdate');
      pushUpdate(offer.isForceUpdate ? { ...offer, status: 1 } : { status: 0, currentVersion: '1.0.0' });
    },
    quitAndInstall: async () => {
      calls.push('quitAndInstall');
    },
    onUpdateState: (l) => {
      updateListeners.add(l);
      return () => updateListeners.delete(l);
    },
    getProtectionState: async () => protection,
    onProtection: (l) => {
      protectionListeners.add(l);
      return () => protectionListeners.delete(l);
    },
    emergencyRestore: async () => {
      calls.push('emergencyRestore');
    },
  };
  if (opts.offline) {
    const disk = new Map<number, { size: number; savedAt: string; files: Map<string, Uint8Array> }>();
    const progressListeners = new Set<(p: { bookId: number; ratio: number }) => void>();
    const entry = (bookId: number) => {
      const b = disk.get(bookId)!;
      return { bookId, size: b.size, savedAt: b.savedAt, urls: [...b.files.keys()] };
    };
    Object.assign(api, {
      downloadOfflineBook: async ({ bookId, files }: { bookId: number; files: { url: string; token?: string }[] }) => {
        calls.push(`downloadOfflineBook:${bookId}:${files.length}`);
        const book = { size: 0, savedAt: new Date().toISOString(), files: new Map<string, Uint8Array>() };
        for (const [i, f] of files.entries()) {
          const res = await fetch(f.url, { headers: f.token ? { authorization: `Bearer ${f.token}` } : {} });
          if (!res.ok) throw new Error(`${res.status} ${f.url}`);
          const bytes = new Uint8Array(await res.arrayBuffer());
          book.files.set(f.url, bytes);
          book.size += bytes.byteLength;
          progressListeners.forEach((l) => l({ bookId, ratio: (i + 1) / files.length }));
        }
        disk.set(bookId, book);
        return entry(bookId);
      },
      onOfflineProgress: (l: (p: { bookId: number; ratio: number }) => void) => {
        progressListeners.add(l);
        return () => progressListeners.delete(l);
      },
      listOfflineBooks: async () => [...disk.keys()].map(entry),
      removeOfflineBook: async (bookId: number) => {
        calls.push(`removeOfflineBook:${bookId}`);
        disk.delete(bookId);
      },
      readOfflineFile: async ({ bookId, url }: { bookId: number; url: string }) => {
        calls.push(`readOfflineFile:${bookId}`);
        return disk.get(bookId)?.files.get(url) ?? null;
      },
    });
  }
  const page = globalThis as unknown as FakeWindow;
  Object.defineProperty(page, 'desktop', { value: api, configurable: false, writable: false });
  page.__desktopFake = { calls, pushUpdate, pushProtection };
}

export async function withFakeDesktop(page: Page, opts: FakeDesktopOptions) {
  await page.addInitScript(installFake, opts);
}

export const fakeCalls = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as FakeWindow).__desktopFake!.calls);
export const pushUpdate = (page: Page, state: UpdateState) =>
  page.evaluate((s) => (globalThis as unknown as FakeWindow).__desktopFake!.pushUpdate(s), state);
export const pushProtection = (page: Page, event: ProtectionEvent) =>
  page.evaluate((e) => (globalThis as unknown as FakeWindow).__desktopFake!.pushProtection(e), event);

/** Waits for MUI's enter transitions to finish, so a screenshot shows the settled screen. */
export const settle = (page: Page) =>
  page.waitForFunction(() => {
    // Typed loosely: the e2e code is compiled without the DOM library. (A string would be eval, which the CSP forbids.)
    const g = globalThis as unknown as {
      document: { querySelectorAll(selector: string): ArrayLike<unknown> };
      getComputedStyle(element: unknown): { opacity: string };
    };
    const moving = Array.from(g.document.querySelectorAll('.MuiDialog-container, .MuiSnackbar-root > *'));
    return moving.every((element) => g.getComputedStyle(element).opacity === '1');
  });
