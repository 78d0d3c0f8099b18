/**
 * The ONLY reader of `window.desktop`, the bridge the desktop app's preload exposes (src-shared/desktop-api.ts).
 * In a browser there is no bridge: everything here answers "not the desktop" and the renderer shows web behaviour.
 */
import type { DesktopApi } from '@shared/desktop-api';

declare global {
  interface Window {
    /** Set by the desktop app's preload; undefined on the web. */
    readonly desktop?: DesktopApi;
  }
}

/** The bridge, or undefined on the web. */
export function desktop(): DesktopApi | undefined {
  return typeof window === 'undefined' ? undefined : window.desktop;
}

export function isDesktop(): boolean {
  return desktop() !== undefined;
}

/** The bridge's offline-book functions (a desktop build that keeps books on disk), or undefined. */
export type DesktopOffline = Required<
  Pick<
    DesktopApi,
    'downloadOfflineBook' | 'onOfflineProgress' | 'listOfflineBooks' | 'removeOfflineBook' | 'readOfflineFile'
  >
>;

export function desktopOffline(): DesktopOffline | undefined {
  const d = desktop();
  return d?.downloadOfflineBook && d.onOfflineProgress && d.listOfflineBooks && d.removeOfflineBook && d.readOfflineFile
    ? (d as DesktopOffline)
    : undefined;
}

export type { DesktopApi } from '@shared/desktop-api';
