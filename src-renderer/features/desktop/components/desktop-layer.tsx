import { Alert, Snackbar } from '@mui/material';
import { useEffect, useRef } from 'react';
import type { DesktopApi } from '@shared/desktop-api';
import { Msg } from '@shared/rules/messages';
import { desktop } from '../../../platform/desktop';
import { useAutoUpdateCheck } from '../auto-update';
import { dismissNotice, notify, useNotice } from '../notices';
import { markAutoUpdateChecked } from '../update-flag';
import { useProtection, useUpdateState } from '../use-update-state';
import { ProtectionOverlay } from './protection-overlay';
import { UpdateDialog } from './update-dialog';

export interface DesktopLayerProps {
  /** The signed-in user's name for the watermark (the navigation/auth team passes it). */
  userName?: string;
}

function DesktopLayerInner({ api, userName }: { api: DesktopApi; userName: string }) {
  const update = useUpdateState(api);
  const protection = useProtection(api);
  const notice = useNotice();
  useAutoUpdateCheck(api);

  // A failed check or download closes the dialog with its message (a forced offer shows it inside the dialog).
  const lastError = useRef('');
  useEffect(() => {
    const key = `${update.status}:${update.error ?? ''}`;
    if (update.error && update.status === 0 && lastError.current !== key) notify('error', update.error);
    lastError.current = key;
  }, [update.status, update.error]);

  useEffect(() => {
    if (protection.restored) notify('success', Msg.emergencyRestore);
  }, [protection]);

  // The context menu is disabled globally in the desktop app (spec section 4).
  useEffect(() => {
    const block = (e: MouseEvent) => e.preventDefault();
    window.addEventListener('contextmenu', block);
    return () => window.removeEventListener('contextmenu', block);
  }, []);

  return (
    <>
      <UpdateDialog
        state={update}
        onLater={() => {
          markAutoUpdateChecked();
          void api.deferUpdate();
        }}
        onUpgrade={() => {
          markAutoUpdateChecked();
          void api.startUpdate();
        }}
        onCancel={() => void api.cancelUpdate()}
        onInstall={() => void api.quitAndInstall()}
      />
      <ProtectionOverlay event={protection} userName={userName} />
      <Snackbar
        key={notice?.id}
        open={!!notice}
        autoHideDuration={5000}
        onClose={(_e, reason) => reason !== 'clickaway' && notice && dismissNotice(notice.id)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ zIndex: 2200 }}
      >
        <Alert
          severity={notice?.severity ?? 'info'}
          variant="filled"
          onClose={() => notice && dismissNotice(notice.id)}
          data-testid="desktop-notice"
          sx={{ minWidth: 320 }}
        >
          {notice?.message}
        </Alert>
      </Snackbar>
    </>
  );
}

/**
 * The desktop app's layer over every screen: the update dialog, the protection overlay and their messages.
 * Mounted once in app.tsx; renders nothing on the web.
 */
export function DesktopLayer({ userName = '' }: DesktopLayerProps) {
  const api = desktop();
  return api ? <DesktopLayerInner api={api} userName={userName} /> : null;
}
