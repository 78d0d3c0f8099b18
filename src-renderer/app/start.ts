import { currentPath, setAppIdentity, setUnauthorizedHandler } from '../platform/http';
import { resolveChannel } from '../platform/channel';
import { desktop } from '../platform/desktop';
import { appActions } from './app-slice';
import { to } from './paths';
import { queryClient } from './query-client';
import { router } from './router';
import { logoutLocally } from './session';
import { store } from './store';

/** Start-up wiring before the first render: channel, desktop identity, and what a 901 does. */
export async function start() {
  store.dispatch(appActions.setChannel(await resolveChannel()));
  const shell = desktop();
  if (shell) {
    try {
      const info = await shell.getAppInfo();
      setAppIdentity(info.appType, info.version);
    } catch {
      // Keep the web identity if the bridge fails.
    }
  }
  setUnauthorizedHandler((area, loginPath) => {
    logoutLocally(area);
    queryClient.clear();
    const here = `${currentPath()}${location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : ''}`;
    void router.navigate(to.withRedirect(loginPath, here));
  });
}
