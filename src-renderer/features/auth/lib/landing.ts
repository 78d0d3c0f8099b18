import { paths } from '../../../config/paths';

/** The screens people sign in to, and where each lands when there is no redirect (issue 3). */
export type SignInKind =
  'teacher' | 'student' | 'parent' | 'h5' | 'datacenter' | 'publisher' | 'expert' | 'author' | 'reader';

export function homeOf(kind: SignInKind, publisheId?: string | null): string {
  switch (kind) {
    case 'teacher':
      return paths.classpro;
    case 'student':
      // Students own textbooks: the textbooks route, where the digitalbook channel jumps to my textbooks.
      return paths.digitalbooks;
    case 'parent':
      return paths.parentIndex;
    case 'h5':
      return `${paths.h5}/index`;
    case 'datacenter':
      return paths.datacenterIndex;
    case 'publisher':
      return `${paths.publisherHome}?publisheId=${encodeURIComponent(publisheId ?? '')}`;
    case 'expert':
      return paths.expertHome;
    case 'author':
      return paths.authorHome;
    case 'reader':
      return `${paths.reader}/home`;
  }
}

/**
 * Where to go after signing in: the `redirect` query target when it is a path inside this app (never another
 * site, never back to a login screen), else the area's home.
 */
export function landingTarget(redirect: string | null | undefined, home: string): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return home;
  const path = redirect.split('?')[0] ?? '';
  if (/\/(login|checkLogin)(\/|$)/.test(path) || path === paths.loginWeb || path === paths.jhubLogin) return home;
  return redirect;
}
