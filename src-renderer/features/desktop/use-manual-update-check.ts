import { useCallback, useRef, useState } from 'react';
import { Msg } from '@shared/rules/messages';
import { desktop } from '../../platform/desktop';
import { notify } from './notices';
import { clearAutoUpdateFlag } from './update-flag';

export const latestVersionMessage = (version: string) => Msg.updateLatest.replace('{version}', version);

/**
 * 'Check for update' in the navigation bar's settings popover. `available` is false on the web (show 'download
 * PC version' there instead). A newer version opens the update dialog by itself; nothing newer shows
 * 当前版本 X 已是最新版本; a failure shows its message (both through <DesktopLayer />).
 */
export function useManualUpdateCheck() {
  const api = desktop();
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const check = useCallback(async () => {
    if (!api || busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const state = await api.checkForUpdate({ manual: true });
      if (state.upToDate) {
        clearAutoUpdateFlag();
        notify('success', latestVersionMessage(state.currentVersion ?? ''));
      } else if (state.error && state.status === 0) {
        notify('error', state.error);
      }
    } catch {
      notify('error', Msg.updateFailed);
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }, [api]);
  return { available: !!api, checking, check, label: Msg.updateCheck };
}
