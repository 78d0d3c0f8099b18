import type { Channel } from '@shared/desktop-api';
import { desktop } from './desktop';
import { local } from './storage';

export const CHANNELS: readonly Channel[] = ['wenxuan', 'digitalbook', 'aigc', 'cuiya'];
const isChannel = (v: unknown): v is Channel => CHANNELS.includes(v as Channel);

/** The channel comes from the desktop shell, else local storage, else cuiya; it is stored (spec section 4). */
export async function resolveChannel(): Promise<Channel> {
  let channel: Channel | undefined;
  try {
    const fromShell = (await desktop()?.getChannelConfig())?.channel;
    if (isChannel(fromShell)) channel = fromShell;
  } catch {
    // A broken bridge falls back to the stored channel.
  }
  const stored = local.get('channel');
  channel ??= isChannel(stored) ? stored : 'cuiya';
  local.set('channel', channel);
  local.set('currentChannel', channel);
  return channel;
}
