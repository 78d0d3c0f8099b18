import { DEFAULT_CHANNEL, parseChannelConfig, type ChannelConfig } from '@shared/desktop-api';

/**
 * Reads the channel file shipped in resources/ (electron-builder's extraResources): a wenxuan build differs from a
 * cuiya build by that file alone. A missing or broken file falls back to cuiya.
 */
export function loadChannelConfig(readText: (path: string) => string, path: string, warn?: (m: string) => void) {
  try {
    return parseChannelConfig(JSON.parse(readText(path)));
  } catch (error) {
    warn?.(`channel file ${path} unusable (${String(error)}); using ${DEFAULT_CHANNEL}`);
    return { channel: DEFAULT_CHANNEL } satisfies ChannelConfig;
  }
}
