import type { DesktopApi } from '@shared/desktop-api';

declare global {
  interface Window {
    desktop?: DesktopApi;
  }
}

/** The only reader of the desktop bridge. On the web there is none: `undefined`, and callers show web behaviour. */
export function desktop(): DesktopApi | undefined {
  return typeof window === 'undefined' ? undefined : window.desktop;
}

export const isDesktop = () => desktop() !== undefined;
