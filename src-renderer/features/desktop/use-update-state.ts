import { useEffect, useState } from 'react';
import type { DesktopApi, ProtectionEvent, UpdateState } from '@shared/desktop-api';

/** The updater's state from main: the current one on mount, then every change. */
export function useUpdateState(api: DesktopApi | undefined): UpdateState {
  const [state, setState] = useState<UpdateState>({ status: 0 });
  useEffect(() => {
    if (!api) return;
    let live = true;
    const off = api.onUpdateState((s) => setState(s));
    api.getUpdateState().then(
      (s) => live && setState((prev) => (prev.status === 0 && !prev.error ? s : prev)),
      () => undefined,
    );
    return () => {
      live = false;
      off();
    };
  }, [api]);
  return state;
}

const NO_PROTECTION: ProtectionEvent = { state: 'none', blackout: false, watermark: false, contentProtected: false };

/** Screen protection events from main: the current snapshot on mount, then every change. */
export function useProtection(api: DesktopApi | undefined): ProtectionEvent {
  const [event, setEvent] = useState<ProtectionEvent>(NO_PROTECTION);
  useEffect(() => {
    if (!api) return;
    let live = true;
    let seen = false;
    const off = api.onProtection((e) => {
      seen = true;
      setEvent(e);
    });
    api.getProtectionState().then(
      (e) => live && !seen && setEvent(e),
      () => undefined,
    );
    return () => {
      live = false;
      off();
    };
  }, [api]);
  return event;
}
