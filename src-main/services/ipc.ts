import {
  ARG_PARSERS,
  eventChannel,
  INVOKE_METHODS,
  invokeChannel,
  type EventMethod,
  type EventPayload,
  type InvokeMethod,
  type InvokeResult,
} from '@shared/desktop-api';
import { isAppUrl } from './security';

/** The parts of Electron's IpcMainInvokeEvent that the sender check reads. */
export interface IpcEventLike {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

/**
 * One handler per invoke method of the contract, answering the method's result type. The argument stays `unknown`:
 * it comes from another process, and each handler parses it (ARG_PARSERS, or the service's own parser).
 */
export type Handlers = {
  [M in InvokeMethod]: (arg: unknown) => InvokeResult<M> | Promise<InvokeResult<M>>;
};

export interface SenderPolicy {
  appOrigin: string;
  /** webContents ids of the windows we created (main window and help popups). */
  isOurWebContents(id: number): boolean;
}

/** A caller is trusted when it is the top frame of one of our windows and shows our app. */
export function isTrustedSender(event: IpcEventLike, policy: SenderPolicy): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent) return false;
  return policy.isOurWebContents(event.sender.id) && isAppUrl(frame.url, policy.appOrigin);
}

export class UntrustedSenderError extends Error {
  constructor(channel: string) {
    super(`Refused ${channel}: the sender is not this app`);
  }
}

/** Registers every invoke handler of the bridge, each behind the sender check. */
export function registerIpc(
  ipc: IpcMainLike,
  handlers: Handlers,
  policy: SenderPolicy,
  onRefused?: (c: string) => void,
) {
  for (const key of Object.keys(handlers))
    if (!(INVOKE_METHODS as readonly string[]).includes(key))
      throw new Error(`IPC handler ${key} is no method of the contract, so it has no app: prefix channel`);
  for (const method of INVOKE_METHODS) {
    const channel = invokeChannel(method);
    const handler = handlers[method] as (arg: unknown) => unknown;
    const parse = ARG_PARSERS[method];
    ipc.handle(channel, (event, arg) => {
      if (!isTrustedSender(event, policy)) {
        onRefused?.(channel);
        throw new UntrustedSenderError(channel);
      }
      return handler(parse ? parse(arg) : arg);
    });
  }
}

/** Something events can be sent to (a window's webContents). */
export interface EventTarget {
  send(channel: string, payload: unknown): void;
}

/** Pushes an event to the renderer on the channel of its `on…` method, typed by that method's listener. */
export function pushEvent<M extends EventMethod>(targets: Iterable<EventTarget>, method: M, payload: EventPayload<M>) {
  const channel = eventChannel(method);
  for (const target of targets) target.send(channel, payload);
}

export { parseCheckArg } from '@shared/desktop-api';
