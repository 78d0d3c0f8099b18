import { currentPath, setAppIdentity, setUnauthorizedHandler } from '../platform/http';
import { resolveChannel } from '../platform/channel';
import { desktop } from '../platform/desktop';
import { registerServiceWorker } from '../platform/service-worker';
import { signInRedirect } from '../config/paths';
import { router } from './router';
import { clearQueries, logoutLocally } from '../state/session-handle';

/** Start-up wiring before the first render: channel, desktop identity, and what a 901 does. */
export async function start() {
  // Stored for the app state, which reads it when it loads.
  await resolveChannel();
  const shell = desktop();
  if (shell) {
    try {
      const info = await shell.getAppInfo();
      setAppIdentity(info.appType, info.version);
    } catch {
      // Keep the web identity if the bridge fails.
    }
  }
  registerServiceWorker(import.meta.env.DEV);
  setUnauthorizedHandler((area, loginPath) => {
    logoutLocally(area);
    clearQueries();
    const here = `${currentPath()}${location.hash.includes('?') ? location.hash.slice(location.hash.indexOf('?')) : ''}`;
    void router.navigate(signInRedirect(loginPath, here));
  });
}
