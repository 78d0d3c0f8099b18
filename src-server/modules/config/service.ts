import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Channel } from '@shared/desktop-api';
import {
  DEFAULT_CHANNEL,
  parseChannel,
  type ConfigItem,
  type ConfigType,
  welcomeMessage,
  type WelcomeMessage,
} from '@shared/api/config';
import type { Db } from '../../db/client';
import { dictionaryConfigs } from '../../db/schema';

/** The enabled items of a type for a channel: the channel's own first, then those for every channel. */
async function itemsFor(db: Db, configType: string, channel: Channel) {
  return db
    .select()
    .from(dictionaryConfigs)
    .where(
      and(
        eq(dictionaryConfigs.configType, configType),
        eq(dictionaryConfigs.enabled, true),
        or(eq(dictionaryConfigs.channel, channel), isNull(dictionaryConfigs.channel)),
      ),
    )
    .orderBy(sql`${dictionaryConfigs.channel} IS NULL`, asc(dictionaryConfigs.sort), asc(dictionaryConfigs.id));
}

const toItem = (r: typeof dictionaryConfigs.$inferSelect): ConfigItem => ({
  id: r.id,
  configType: r.configType as ConfigType,
  channel: r.channel === null ? null : parseChannel(r.channel),
  name: r.name,
  keyValue: r.keyValue,
  sort: r.sort,
});

/**
 * getConfig: CHANNEL_CONFIG answers the one menu of the channel (the default channel's when it has none of its
 * own); the other types answer every item that applies to the channel.
 */
export async function getConfigItems(db: Db, configType: ConfigType, channel: Channel): Promise<ConfigItem[]> {
  if (configType === 'CHANNEL_CONFIG') {
    let rows = (await itemsFor(db, configType, channel)).filter((r) => r.channel === channel);
    if (!rows.length && channel !== DEFAULT_CHANNEL) {
      rows = (await itemsFor(db, configType, DEFAULT_CHANNEL)).filter((r) => r.channel === DEFAULT_CHANNEL);
    }
    return rows.slice(0, 1).map(toItem);
  }
  return (await itemsFor(db, configType, channel)).map(toItem);
}

/** The AI assistant's welcome for the channel (stored as config type AIGC_WELCOME, a JSON keyValue). */
export async function getWelcome(db: Db, channel: Channel): Promise<WelcomeMessage> {
  for (const row of await itemsFor(db, 'AIGC_WELCOME', channel)) {
    try {
      const parsed = welcomeMessage.safeParse(JSON.parse(row.keyValue));
      if (parsed.success) return parsed.data;
    } catch {
      // A broken row is skipped; the next one (or the empty welcome) answers.
    }
  }
  return { content: '', suggestions: [] };
}
