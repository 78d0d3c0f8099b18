import type { RoleArea } from '@shared/api/common';

/**
 * The one place that touches cookies, localStorage and sessionStorage (spec section 3: cookies per role,
 * local keys, session keys). Everything else goes through these typed accessors.
 */

/** Cookie names of the per-role token stores. */
const TOKEN_COOKIE: Record<RoleArea, string> = {
  teacher: 'Admin-Token',
  parent: 'Parent-Token',
  expert: 'Expert-Token',
  publisher: 'Publish-Token',
  author: 'Author-Token',
  datacenter: 'Cms-Token',
};

const CHILD = { token: 'Child-Token', id: 'Child-Id', name: 'Child-Name' } as const;

function readCookie(name: string): string | undefined {
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${encodeURIComponent(name)}=`));
  return hit ? decodeURIComponent(hit.slice(hit.indexOf('=') + 1)) : undefined;
}

function writeCookie(name: string, value: string, expires?: Date) {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Strict'];
  if (expires) parts.push(`expires=${expires.toUTCString()}`);
  if (location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}

function deleteCookie(name: string) {
  document.cookie = `${encodeURIComponent(name)}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

export const tokens = {
  get(area: RoleArea): string | undefined {
    return readCookie(TOKEN_COOKIE[area]) || undefined;
  },
  /** The token lives as long as the server says (`expires_in`); its expiry is kept beside it. */
  set(area: RoleArea, token: string, expiresInSeconds: number) {
    const expires = new Date(Date.now() + expiresInSeconds * 1000);
    writeCookie(TOKEN_COOKIE[area], token, expires);
    writeCookie(`${TOKEN_COOKIE[area]}-Expires`, String(expires.getTime()), expires);
  },
  expiresAt(area: RoleArea): number | undefined {
    const v = readCookie(`${TOKEN_COOKIE[area]}-Expires`);
    return v ? Number(v) : undefined;
  },
  clear(area: RoleArea) {
    deleteCookie(TOKEN_COOKIE[area]);
    deleteCookie(`${TOKEN_COOKIE[area]}-Expires`);
  },
  has(area: RoleArea) {
    return Boolean(this.get(area));
  },
};

/** The parent area's selected child. */
export const child = {
  get() {
    const id = readCookie(CHILD.id);
    return id ? { id: Number(id), name: readCookie(CHILD.name) ?? '', token: readCookie(CHILD.token) } : undefined;
  },
  set(c: { id: number; name: string; token?: string }, expiresInSeconds = 7 * 24 * 3600) {
    const expires = new Date(Date.now() + expiresInSeconds * 1000);
    writeCookie(CHILD.id, String(c.id), expires);
    writeCookie(CHILD.name, c.name, expires);
    if (c.token) writeCookie(CHILD.token, c.token, expires);
  },
  clear() {
    Object.values(CHILD).forEach(deleteCookie);
  },
};

/** Local keys (spec section 3), and each user's chosen region (aigc channel). */
export type LocalKey =
  | 'channel'
  | 'currentChannel'
  | 'publisheId'
  | 'jhub-userId'
  | 'hasAutoUpdateChecked'
  | 'guideProgress'
  | 'regionChoice'
  /** 大字模式 of the parent and H5 areas (issue 33): '1' when on. */
  | 'largeText';
/** Session keys: the first mobile tip, the selected menu index, and the once-per-session landing jumps. */
export type SessionKey = 'firstMobileTip' | 'menuIndex' | 'autoJumpedToMyCourse' | 'autoJumpedToMyBooks';

function area<K extends string>(get: () => Storage) {
  return {
    get(key: K): string | null {
      try {
        return get().getItem(key);
      } catch {
        return null;
      }
    },
    set(key: K, value: string) {
      try {
        get().setItem(key, value);
      } catch {
        // Private mode or a full quota: the app keeps working without persistence.
      }
    },
    remove(key: K) {
      try {
        get().removeItem(key);
      } catch {
        // see set()
      }
    },
  };
}

export const local = area<LocalKey>(() => localStorage);

/**
 * The signed-in user as the server last described them, per area (issue 29): when the app starts without the network
 * the guard restores the session from it instead of signing the user out, so the shell and what works offline stay
 * reachable. Written on each successful session load, removed on logout.
 */
export const sessionSnapshot = {
  get<T>(a: 'teacher' | 'parent'): T | undefined {
    try {
      const raw = localStorage.getItem(`classpro-session-${a}`);
      return raw ? (JSON.parse(raw) as T) : undefined;
    } catch {
      return undefined;
    }
  },
  set(a: 'teacher' | 'parent', value: unknown) {
    try {
      localStorage.setItem(`classpro-session-${a}`, JSON.stringify(value));
    } catch {
      // Private mode or a full quota: an offline start then goes to the sign-in, as before.
    }
  },
  clear(a: RoleArea) {
    try {
      localStorage.removeItem(`classpro-session-${a}`);
    } catch {
      // see set()
    }
  },
};
export const session = area<SessionKey>(() => sessionStorage);

/**
 * H5 activity submitters without an account (issue 14): the temp token `signUpActivity` gave for one activity, and
 * the name they signed up with, as cookies that expire with the token.
 */
export const activityPass = {
  get(activityId: number): { token: string; name: string } | undefined {
    const token = readCookie(`Activity-Pass-${activityId}`);
    return token ? { token, name: readCookie(`Activity-Name-${activityId}`) ?? '' } : undefined;
  },
  set(activityId: number, pass: { token: string; name: string; expiresAt: string }) {
    const expires = new Date(pass.expiresAt);
    writeCookie(`Activity-Pass-${activityId}`, pass.token, expires);
    writeCookie(`Activity-Name-${activityId}`, pass.name, expires);
  },
  clear(activityId: number) {
    deleteCookie(`Activity-Pass-${activityId}`);
    deleteCookie(`Activity-Name-${activityId}`);
  },
};
