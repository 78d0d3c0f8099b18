import { AUTO_UPDATE_FLAG_KEY } from '@shared/rules/protection';

/**
 * The `hasAutoUpdateChecked` flag (spec sections 3 and 4) in localStorage. Kept here on purpose, apart from the
 * general storage module: only the update feature and logout touch it. Logout calls `clearAutoUpdateFlag()`.
 */
const storage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

export const hasAutoUpdateChecked = (): boolean => storage()?.getItem(AUTO_UPDATE_FLAG_KEY) === 'true';

/** Set when the user defers ('later') or starts an update. */
export const markAutoUpdateChecked = (): void => storage()?.setItem(AUTO_UPDATE_FLAG_KEY, 'true');

/** Cleared on logout and when a check finds the app already up to date. */
export const clearAutoUpdateFlag = (): void => storage()?.removeItem(AUTO_UPDATE_FLAG_KEY);
