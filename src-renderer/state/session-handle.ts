import type { RoleArea } from '@shared/api/common';
import { sessionSnapshot, tokens } from '../platform/storage';

/**
 * The session store (redux) loads with the first screen that needs it, not with the sign-in pages. The guard and
 * the sign-in forms read and reset the session through this light handle, which stays empty (nothing generated,
 * no roles, nothing to reset) until the store has loaded and attached itself.
 */
interface SessionHandle {
  generated(): Partial<Record<RoleArea, boolean>>;
  roles(): string[];
  reset(): void;
}

let handle: SessionHandle | null = null;

export const attachSession = (h: SessionHandle) => void (handle = h);
export const sessionGenerated = () => handle?.generated() ?? {};
export const sessionRoles = () => handle?.roles() ?? [];
export const resetSession = () => handle?.reset();

/** Local logout: the area's token and the session state. */
export function logoutLocally(area: RoleArea) {
  tokens.clear(area);
  sessionSnapshot.clear(area);
  resetSession();
}

/** Server data (react-query) likewise loads with the first screen that fetches any; sign-in forgets it. */
let clearServerData: (() => void) | null = null;
export const attachServerData = (clear: () => void) => void (clearServerData = clear);
export const clearQueries = () => clearServerData?.();
