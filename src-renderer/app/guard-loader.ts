import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ROLE_AREAS } from '@shared/api/common';
import { Msg } from '@shared/rules/messages';
import { ApiError } from '../platform/http';
import { notify } from '../platform/notify';
import { local, tokens } from '../platform/storage';
import { decideGuard } from './guard';
import { loginPathOf, to } from './paths';
import { loadSession, logoutLocally } from './session';
import { store } from './store';

/** Runs the guard decision before every navigation (the root route's loader, revalidated always). */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  for (let attempt = 0; attempt < 2; attempt++) {
    const { session } = store.getState();
    const decision = decideGuard({
      path,
      search: url.search,
      tokens: Object.fromEntries(ROLE_AREAS.map((a) => [a, tokens.has(a)])),
      generated: session.generated,
      roles: session.roles,
      publisheId: local.get('publisheId'),
    });
    if (decision.kind === 'pass') return null;
    if (decision.kind === 'redirect') throw redirect(decision.to);
    try {
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
