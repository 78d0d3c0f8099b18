/**
 * The bridge: named functions over `app:` channels, built from the contract's method lists (src-shared/desktop-api.ts)
 * rather than written out one by one. ipcRenderer itself is never exposed, and nothing but `window.desktop` is added
 * to the page. Runs sandboxed, so it is bundled as one file.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  ARG_PARSERS,
  EVENT_METHODS,
  eventChannel,
  INVOKE_METHODS,
  invokeChannel,
  type DesktopApi,
  type Unsubscribe,
} from '@shared/desktop-api';

function subscribe(channel: string, listener: (payload: unknown) => void): Unsubscribe {
  const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
  ipcRenderer.on(channel, wrapped);
  return () => {
    ipcRenderer.removeListener(channel, wrapped);
  };
}

const api: Record<string, (arg?: unknown) => unknown> = {};
for (const method of INVOKE_METHODS) {
  const channel = invokeChannel(method);
  const parse = ARG_PARSERS[method];
  // One argument at most crosses the bridge; a method without one sends nothing.
  api[method] = (...args: unknown[]) =>
    args.length === 0 && !parse
      ? ipcRenderer.invoke(channel)
      : ipcRenderer.invoke(channel, parse ? parse(args[0]) : args[0]);
}
for (const method of EVENT_METHODS) {
  const channel = eventChannel(method);
  api[method] = (listener) => subscribe(channel, listener as (payload: unknown) => void);
}

contextBridge.exposeInMainWorld('desktop', api as unknown as DesktopApi);
