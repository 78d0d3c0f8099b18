import { IpcChannel, type IpcChannelName } from '@shared/desktop-api';
import { isAppUrl } from './security';

/** The parts of Electron's IpcMainInvokeEvent that the sender check reads. */
export interface IpcEventLike {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcEventLike, ...args: unknown[]) => unknown): void;
}

export type Handlers = Record<
  Exclude<IpcChannelName, 'app:update-state' | 'app:protection' | 'app:offline-progress'>,
  (arg?: unknown) => unknown
>;

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
  for (const [channel, handler] of Object.entries(handlers)) {
    if (!channel.startsWith('app:')) throw new Error(`IPC channel without the app: prefix: ${channel}`);
    ipc.handle(channel, (event, arg) => {
      if (!isTrustedSender(event, policy)) {
        onRefused?.(channel);
        throw new UntrustedSenderError(channel);
      }
      return handler(arg);
    });
  }
}

/** Events main pushes to the renderer. */
export const PushChannel = {
  updateState: IpcChannel.updateState,
  protection: IpcChannel.protection,
  offlineProgress: IpcChannel.offlineProgress,
} as const;

/** checkForUpdate's one argument: `{ manual: boolean }`; anything else counts as an automatic check. */
export const parseCheckArg = (arg: unknown): { manual: boolean } => ({
  manual: !!arg && typeof arg === 'object' && (arg as { manual?: unknown }).manual === true,
});
