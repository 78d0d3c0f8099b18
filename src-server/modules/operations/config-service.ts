import { and, asc, eq, isNull } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import {
  CHANNELS,
  DEFAULT_CHANNEL,
  MENU_FLAGS,
  parseChannel,
  parseMenuFlags,
  type MenuFlags,
} from '@shared/api/config';
import type { ConfigListResponse, saveGuideVideoRequest } from '@shared/api/operations';
import { OpsMsg } from '@shared/rules/ops-messages';
import type { Channel } from '@shared/desktop-api';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { dictionaryConfigs } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { audit, type Operator } from './audit';

type ConfigRow = typeof dictionaryConfigs.$inferSelect;
const ALL_OFF = Object.fromEntries(MENU_FLAGS.map((f) => [f, 0])) as MenuFlags;

/** Absolute http(s) or server-relative: what a client can open. */
export function checkUrl(value: string, allowEmpty = false) {
  if (allowEmpty && value === '') return;
  if (!/^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(value)) throw new BizError(Code.BAD_REQUEST, OpsMsg.urlInvalid);
}

const rowsOf = (db: Db, configType: string) =>
  db
    .select()
    .from(dictionaryConfigs)
    .where(eq(dictionaryConfigs.configType, configType))
    .orderBy(asc(dictionaryConfigs.sort), asc(dictionaryConfigs.id));

/** The CHANNEL_CONFIG row getConfig serves for a channel's own menu (the first enabled one), if any. */
const menuRowOf = (rows: ConfigRow[], channel: Channel) => rows.find((r) => r.enabled && r.channel === channel);

const toVideo = (r: ConfigRow) => ({
  id: r.id,
  channel: r.channel === null ? null : parseChannel(r.channel),
  name: r.name,
  url: r.keyValue,
  sort: r.sort,
  enabled: r.enabled,
});

/** Every channel's menu as the teacher shell sees it (a channel without its own menu gets the default channel's). */
export async function configList(db: Db): Promise<ConfigListResponse> {
  const menuRows = await rowsOf(db, 'CHANNEL_CONFIG');
  const fallback = menuRowOf(menuRows, DEFAULT_CHANNEL);
  const menus = CHANNELS.map((channel) => {
    const own = menuRowOf(menuRows, channel);
    const row = own ?? fallback;
    return { channel, flags: (row && parseMenuFlags(row.keyValue)) || ALL_OFF, hasOwnConfig: !!own };
  });
  const dns = (await rowsOf(db, 'AI_PROJECT_DNS')).find((r) => r.enabled && r.channel === null);
  const videos = await rowsOf(db, 'AI_GUIDE_VIDEO');
  return { menus, aiDns: dns?.keyValue ?? '', guideVideos: videos.map(toVideo) };
}

export async function saveMenu(db: Db, op: Operator, channel: Channel, flags: MenuFlags) {
  const keyValue = JSON.stringify(Object.fromEntries(MENU_FLAGS.map((f) => [f, flags[f]])));
  const own = menuRowOf(await rowsOf(db, 'CHANNEL_CONFIG'), channel);
  await withTx(db, async (tx) => {
    let id = own?.id;
    if (own) await tx.update(dictionaryConfigs).set({ keyValue }).where(eq(dictionaryConfigs.id, own.id));
    else {
      const [row] = await tx
        .insert(dictionaryConfigs)
        .values({ configType: 'CHANNEL_CONFIG', channel, name: `${channel} 菜单`, keyValue })
        .returning({ id: dictionaryConfigs.id });
      id = row!.id;
    }
    const before = own ? parseMenuFlags(own.keyValue) : null;
    const changed = MENU_FLAGS.filter((f) => (before?.[f] ?? null) !== flags[f]);
    await audit(tx, op, {
      entity: 'CHANNEL_CONFIG',
      entityId: id!,
      action: own ? '修改' : '新建',
      summary: `渠道 ${channel}：${changed.map((f) => `${f}=${flags[f]}`).join('，') || '无变化'}`,
      before,
      after: flags,
    });
  });
  return { channel, flags, hasOwnConfig: true };
}

export async function saveAiDns(db: Db, op: Operator, value: string) {
  checkUrl(value);
  const [own] = await db
    .select()
    .from(dictionaryConfigs)
    .where(and(eq(dictionaryConfigs.configType, 'AI_PROJECT_DNS'), isNull(dictionaryConfigs.channel)))
    .orderBy(asc(dictionaryConfigs.sort), asc(dictionaryConfigs.id));
  await withTx(db, async (tx) => {
    let id = own?.id;
    if (own) {
      await tx
        .update(dictionaryConfigs)
        .set({ keyValue: value, enabled: true })
        .where(eq(dictionaryConfigs.id, own.id));
    } else {
      const [row] = await tx
        .insert(dictionaryConfigs)
        .values({ configType: 'AI_PROJECT_DNS', channel: null, name: 'AI站点', keyValue: value })
        .returning({ id: dictionaryConfigs.id });
      id = row!.id;
    }
    await audit(tx, op, {
      entity: 'AI_PROJECT_DNS',
      entityId: id!,
      action: own ? '修改' : '新建',
      summary: `AI站点地址：${own?.keyValue ?? '（无）'} → ${value}`,
      before: own?.keyValue,
      after: value,
    });
  });
}

export async function saveGuideVideo(db: Db, op: Operator, input: z.output<typeof saveGuideVideoRequest>) {
  if (!input.name) throw new BizError(Code.BAD_REQUEST, OpsMsg.nameRequired);
  checkUrl(input.url);
  const values = {
    configType: 'AI_GUIDE_VIDEO',
    channel: input.channel,
    name: input.name,
    keyValue: input.url,
    sort: input.sort,
    enabled: input.enabled,
  };
  return withTx(db, async (tx) => {
    let before: ConfigRow | undefined;
    let row: ConfigRow | undefined;
    if (input.id) {
      [before] = await tx
        .select()
        .from(dictionaryConfigs)
        .where(and(eq(dictionaryConfigs.id, input.id), eq(dictionaryConfigs.configType, 'AI_GUIDE_VIDEO')));
      if (!before) throw notFound(OpsMsg.guideVideoNotFound);
      [row] = await tx.update(dictionaryConfigs).set(values).where(eq(dictionaryConfigs.id, input.id)).returning();
    } else {
      [row] = await tx.insert(dictionaryConfigs).values(values).returning();
    }
    const after = toVideo(row!);
    await audit(tx, op, {
      entity: 'AI_GUIDE_VIDEO',
      entityId: after.id,
      action: before ? '修改' : '新建',
      summary: `指导视频「${after.name}」${after.enabled ? '' : '（已停用）'}`,
      before: before && toVideo(before),
      after,
    });
    return after;
  });
}
