import { useEffect } from 'react';
import type { DesktopApi } from '@shared/desktop-api';
import { AUTO_UPDATE_DELAY_MS } from '@shared/rules/protection';
import { clearAutoUpdateFlag, hasAutoUpdateChecked } from './update-flag';

/** A path of the teacher area: /classpro and everything under it. */
export const isClassproRoute = (path: string) => path === '/classpro' || path.startsWith('/classpro/');

/** The hash router's current path, without the query. */
export const currentHashPath = () => window.location.hash.replace(/^#/, '').split('?')[0] || '/';

/**
 * Spec section 4: the automatic check runs only in the desktop app, only on a classpro route, and only when the
 * stored flag says no check has happened.
 */
export function shouldAutoCheck(input: { desktop: boolean; path: string; alreadyChecked: boolean }): boolean {
  return input.desktop && !input.alreadyChecked && isClassproRoute(input.path);
}

/** Runs the automatic check once, 1 s after start. The dialog opens by itself from the state it causes. */
export function useAutoUpdateCheck(api: DesktopApi | undefined) {
  useEffect(() => {
    if (!api) return;
    const timer = setTimeout(() => {
      if (!shouldAutoCheck({ desktop: true, path: currentHashPath(), alreadyChecked: hasAutoUpdateChecked() })) return;
      api.checkForUpdate({ manual: false }).then(
        (state) => {
          if (state.upToDate) clearAutoUpdateFlag();
        },
        () => undefined,
      );
    }, AUTO_UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [api]);
}
