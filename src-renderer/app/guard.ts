import type { RoleArea } from '@shared/api/common';
import { areaOfPath, isReaderPath, paths, startsWith, to } from '../config/paths';

/** The route guard of spec section 4 as a pure decision: path, tokens and state in; pass, redirect or load out. */
export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; to: string }
  /** Fetch the user (and relations), generate the routes, then decide again. */
  | { kind: 'load'; area: 'teacher' | 'parent' };

export interface GuardInput {
  path: string;
  /** The query string after the path, with or without '?'. */
  search?: string;
  tokens: Partial<Record<RoleArea, boolean>>;
  generated: Partial<Record<RoleArea, boolean>>;
  /** The teacher's roles once generated, for route role filtering. */
  roles?: string[];
  publisheId?: string | null;
}

/** Public or login screens (spec section 2): they pass without a token. */
const WHITELIST = [
  paths.loginWeb,
  paths.teacherLogin,
  paths.jhubLogin,
  paths.register,
  paths.forgotPassword,
  paths.help,
  paths.accessibility,
  paths.agreementRoot,
  paths.community,
  paths.chuanEdu,
  paths.editCourse,
  paths.authorInvite,
  paths.readFromBack,
  paths.lectureNotesRead,
  paths.networkCheck,
  paths.parentLogin,
  paths.parentCheckLogin,
  paths.parentClassInfo,
  paths.datacenterLogin,
];

/** Open without login (spec section 6): digital-book paths, parent homework, training detail, activity expert and work, H5. */
const OPEN_PREFIXES = [
  paths.digitalbooksRoot,
  '/parent/course/homework',
  '/doTrainingDetail',
  '/doExcelTrainingDetail',
  '/activity/expert',
  '/activity/work',
  paths.h5,
];

/** Areas that handle their own sign-in inside (spec: publisher, expert, author, editor and the mobile reader pass). */
const SELF_MANAGED = ['/publisher', '/expert', '/author', paths.editor];

const LOGIN_PAGES: Partial<Record<RoleArea, string[]>> = {
  teacher: [paths.loginWeb, paths.teacherLogin, paths.jhubLogin],
  datacenter: [paths.datacenterLogin],
  publisher: [paths.publisherLoginBare],
  expert: [paths.expertLogin],
  author: [paths.authorLogin],
};

/** Teacher routes limited to some roles; every other route is open to every signed-in teacher-side user. */
export const ROLE_ROUTES: { prefix: string; roles: string[] }[] = [
  { prefix: paths.myClass, roles: ['ROLE_DEFAULT', 'ROLE_TEACHER'] },
  { prefix: paths.gradeStatistics, roles: ['ROLE_DEFAULT', 'ROLE_TEACHER'] },
  { prefix: paths.myData, roles: ['ROLE_DEFAULT', 'ROLE_TEACHER'] },
  { prefix: paths.calendar, roles: ['ROLE_DEFAULT', 'ROLE_TEACHER'] },
];

export function routeAllowed(path: string, roles: string[]) {
  const rule = ROLE_ROUTES.find((r) => startsWith(path, r.prefix));
  return !rule || rule.roles.some((r) => roles.includes(r));
}

function homeOf(area: RoleArea, publisheId?: string | null): string | undefined {
  switch (area) {
    case 'teacher':
      return paths.root;
    case 'datacenter':
      return paths.datacenterIndex;
    case 'publisher':
      return `${paths.publisherHome}?publisheId=${publisheId ?? ''}`;
    case 'expert':
      return paths.expertHome;
    case 'author':
      return paths.authorHome;
    default:
      return undefined;
  }
}

const isLoginPage = (area: RoleArea, path: string) => (LOGIN_PAGES[area] ?? []).some((p) => startsWith(path, p));
const within = (path: string, prefixes: string[]) => prefixes.some((p) => startsWith(path, p));

export function decideGuard(input: GuardInput): GuardDecision {
  const { path } = input;
  const search = input.search ? (input.search.startsWith('?') ? input.search : `?${input.search}`) : '';
  const area = areaOfPath(path);

  if (input.tokens[area]) {
    if (isLoginPage(area, path)) {
      const home = homeOf(area, input.publisheId);
      if (home) return { kind: 'redirect', to: home };
    }
    if ((area === 'teacher' || area === 'parent') && !input.generated[area]) return { kind: 'load', area };
    if (area === 'teacher' && !routeAllowed(path, input.roles ?? [])) return { kind: 'redirect', to: paths.classpro };
    return { kind: 'pass' };
  }

  if (within(path, WHITELIST) && !startsWith(path, paths.publisherLoginBare)) return { kind: 'pass' };
  if (path === paths.publisherLoginBare && input.publisheId) {
    return { kind: 'redirect', to: to.publisherLogin(input.publisheId) };
  }
  if (within(path, SELF_MANAGED) || isReaderPath(path)) return { kind: 'pass' };
  if (within(path, OPEN_PREFIXES)) return { kind: 'pass' };
  const target = `${path}${search}`;
  if (area === 'parent') return { kind: 'redirect', to: to.withRedirect(paths.parentLogin, target) };
  if (area === 'datacenter') {
    // The operations console comes back to the asked screen after the sign-in; the data centre lands on its home.
    const back = startsWith(path, paths.operations);
    return { kind: 'redirect', to: back ? to.withRedirect(paths.datacenterLogin, target) : paths.datacenterLogin };
  }
  return { kind: 'redirect', to: to.withRedirect(paths.teacherLogin, target) };
}
