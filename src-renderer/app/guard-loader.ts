import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ROLE_AREAS } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../platform/http';
import { notify } from '../platform/notify';
import { local, tokens } from '../platform/storage';
import { decideGuard, type GuardDecision } from './guard';
import { loginPathOf, to } from '../config/paths';
import { logoutLocally, sessionGenerated, sessionRoles } from '../state/session-handle';

/** The guard's decision for a path from what is known now (tokens, session state), without the network. */
export function decideNow(path: string, search = ''): GuardDecision {
  return decideGuard({
    path,
    search,
    tokens: Object.fromEntries(ROLE_AREAS.map((a) => [a, tokens.has(a)])),
    generated: sessionGenerated(),
    roles: sessionRoles(),
    publisheId: local.get('publisheId'),
  });
}

/** Runs the guard decision before every navigation (the root route's loader, revalidated always). */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  for (let attempt = 0; attempt < 2; attempt++) {
    const decision = decideNow(path, url.search);
    if (decision.kind === 'pass') return null;
    if (decision.kind === 'redirect') throw redirect(decision.to);
    try {
      // The session store loads here, with the first signed-in screen.
      const { loadSession } = await import('../state/session');
      await loadSession(decision.area);
    } catch (err) {
      logoutLocally(decision.area);
      const message = err instanceof ApiError && err.code !== 0 ? err.message : Msg.networkFailure;
      notify.error(message || Msg.genericError);
      throw redirect(to.withRedirect(loginPathOf(decision.area, path), `${path}${url.search}`));
    }
  }
  return null;
}
