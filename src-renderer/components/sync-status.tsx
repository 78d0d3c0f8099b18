import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Msg } from '@shared/rules/messages';
import { onSyncChange, SYNC_KINDS, syncState } from '../platform/sync-registry';

const SyncPanel = lazy(() => import('./sync-panel'));

const subscribeOnline = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/**
 * Loads that failed for want of the network run again when it returns, as the indicator promises. react-query does
 * so only when it saw the network go: it assumes it starts online, so on a page opened offline (from the service
 * worker) its failed loads stayed on screen after the network came back.
 */
function useReloadOnReconnect() {
  const qc = useQueryClient();
  useEffect(() => {
    const reload = () => void qc.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [qc]);
}

/** How long "all sent" stays on screen after the last waiting item went. */
export const SENT_NOTICE_MS = 15_000;

/**
 * The sync indicator (issue 29), on every signed-in screen (the data layout): shown while the network is gone, while
 * anything waits to reach the server (notes, reading progress, homework, the classroom's progress), and briefly once
 * all of it went. Its details (per kind, and when each last went) open in a panel that loads on demand.
 */
export function SyncStatus() {
  const online = useOnline();
  useReloadOnReconnect();
  const [state, setState] = useState(syncState);
  const [justSent, setJustSent] = useState(false);
  const [open, setOpen] = useState(false);
  const waiting = SYNC_KINDS.reduce((n, k) => n + state[k].waiting, 0);

  useEffect(() => onSyncChange(setState), []);
  const [prevWaiting, setPrevWaiting] = useState(waiting);
  if (prevWaiting !== waiting) {
    setPrevWaiting(waiting);
    if (waiting === 0 && prevWaiting > 0) setJustSent(true);
  }
  useEffect(() => {
    if (!justSent) return;
    const t = setTimeout(() => setJustSent(false), SENT_NOTICE_MS);
    return () => clearTimeout(t);
  }, [justSent]);

  if (online && waiting === 0 && !justSent && !open) return null;
  const text = [
    online ? '' : Msg.syncOffline,
    waiting > 0 ? `${waiting} ${Msg.syncWaiting}` : online && justSent ? Msg.syncAllSent : '',
  ].filter(Boolean);
  return (
    <div
      data-testid="sync-status"
      style={{
        position: 'fixed',
        left: 12,
        bottom: 12,
        zIndex: 1400,
        maxWidth: 'min(420px, calc(100vw - 24px))',
        background: online ? '#263238' : '#8e1b1b',
        color: '#fff',
        borderRadius: 8,
        padding: '8px 12px',
        fontSize: 14,
        boxShadow: '0 2px 8px rgba(0,0,0,.3)',
        // Only its button takes clicks: the notice never blocks what lies under it (a sticky 提交作业 bar).
        pointerEvents: open ? 'auto' : 'none',
      }}
    >
      <div role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{text.join('，')}</span>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          style={{
            background: 'transparent',
            color: '#fff',
            border: '1px solid #fff',
            borderRadius: 4,
            padding: '2px 8px',
            cursor: 'pointer',
            font: 'inherit',
            pointerEvents: 'auto',
          }}
        >
          {Msg.syncTitle}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <SyncPanel state={state} />
        </Suspense>
      )}
    </div>
  );
}
