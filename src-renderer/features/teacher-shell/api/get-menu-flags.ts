import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel } from '@shared/desktop-api';
import { ConfigApi, MENU_FLAGS, parseMenuFlags, type MenuFlags } from '@shared/api/config';
import { call } from '../../../platform/http';

/** Every item on: what the menu shows when the server has no valid config for the channel. */
export const ALL_ON = Object.fromEntries(MENU_FLAGS.map((f) => [f, 1])) as MenuFlags;

/** The active channel's menu flags (CHANNEL_CONFIG keyValue); the channel header tells the server which. */
export async function getMenuFlags(): Promise<MenuFlags> {
  const items = await call(ConfigApi.getConfig, { configType: 'CHANNEL_CONFIG' });
  const first = items[0];
  return (first && parseMenuFlags(first.keyValue)) ?? ALL_ON;
}

export const menuFlagsQuery = (channel: Channel) =>
  queryOptions({ queryKey: ['config', 'CHANNEL_CONFIG', channel], queryFn: getMenuFlags, staleTime: 10 * 60_000 });

export const useMenuFlags = (channel: Channel) => useQuery(menuFlagsQuery(channel));
