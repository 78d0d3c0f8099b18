import { asc, eq } from 'drizzle-orm';
import { Code } from '@shared/api/common';
import { parseChannel } from '@shared/api/config';
import type { OpsBanner, OpsRecommend, saveBannerRequest, saveRecommendRequest } from '@shared/api/operations';
import { OpsMsg } from '@shared/rules/ops-messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { withTx } from '../../db/repositories/tx';
import { banners, recommendations } from '../../db/schema';
import { BizError, notFound } from '../../lib/errors';
import { audit, type Operator } from './audit';
import { checkUrl } from './config-service';
import { kindOfRecommend, targets, titleOf } from './targets';

type BannerRow = typeof banners.$inferSelect;
const toBanner = (r: BannerRow): OpsBanner => ({
  id: r.id,
  channel: r.channel === null ? null : parseChannel(r.channel),
  title: r.title,
  subtitle: r.subtitle,
  imageUrl: r.imageUrl,
  linkUrl: r.linkUrl,
  sort: r.sort,
  enabled: r.enabled,
});

export async function bannerList(db: Db): Promise<OpsBanner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(eq(banners.position, 'HOME'))
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map(toBanner);
}

/** Creates or edits a home banner. Banners are switched off rather than deleted, so nothing is lost. */
export async function saveBanner(db: Db, op: Operator, input: z.output<typeof saveBannerRequest>) {
  if (!input.title) throw new BizError(Code.BAD_REQUEST, OpsMsg.titleRequired);
  checkUrl(input.imageUrl);
  checkUrl(input.linkUrl, true);
  const { id, ...values } = input;
  return withTx(db, async (tx) => {
    let before: BannerRow | undefined;
    let row: BannerRow | undefined;
    if (id) {
      [before] = await tx.select().from(banners).where(eq(banners.id, id));
      if (!before) throw notFound(OpsMsg.bannerNotFound);
      [row] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
    } else {
      [row] = await tx
        .insert(banners)
        .values({ ...values, position: 'HOME' })
        .returning();
    }
    const after = toBanner(row!);
    await audit(tx, op, {
      entity: 'BANNER',
      entityId: after.id,
      action: before ? '修改' : '新建',
      summary: `轮播图「${after.title}」排序 ${after.sort}${after.enabled ? '' : '（已下线）'}`,
      before: before && toBanner(before),
      after,
    });
    return after;
  });
}

export async function recommendList(db: Db): Promise<OpsRecommend[]> {
  const all = await targets(db);
  const rows = await db.select().from(recommendations).orderBy(asc(recommendations.type), asc(recommendations.sort));
  return rows.map((r) => ({
    id: r.id,
    type: r.type as OpsRecommend['type'],
    targetId: r.targetId,
    targetTitle: titleOf(all, kindOfRecommend(r.type), r.targetId) ?? `#${r.targetId}`,
    sort: r.sort,
    enabled: r.enabled,
  }));
}

/** Creates or edits a home recommendation; its target must exist in the type's catalogue. */
export async function saveRecommend(db: Db, op: Operator, input: z.output<typeof saveRecommendRequest>) {
  const all = await targets(db);
  const targetTitle = titleOf(all, kindOfRecommend(input.type), input.targetId);
  if (!targetTitle) throw new BizError(Code.BAD_REQUEST, OpsMsg.targetNotFound);
  const { id, ...values } = input;
  return withTx(db, async (tx) => {
    let before: typeof recommendations.$inferSelect | undefined;
    let row: typeof recommendations.$inferSelect | undefined;
    if (id) {
      [before] = await tx.select().from(recommendations).where(eq(recommendations.id, id));
      if (!before) throw notFound(OpsMsg.recommendNotFound);
      [row] = await tx.update(recommendations).set(values).where(eq(recommendations.id, id)).returning();
    } else {
      [row] = await tx
        .insert(recommendations)
        .values({ ...values, recommendType: 'HOME_ALL' })
        .returning();
    }
    const after: OpsRecommend = { ...values, id: row!.id, targetTitle };
    await audit(tx, op, {
      entity: 'RECOMMEND',
      entityId: after.id,
      action: before ? '修改' : '新建',
      summary: `首页推荐「${targetTitle}」排序 ${after.sort}${after.enabled ? '' : '（已下线）'}`,
      before: before && { type: before.type, targetId: before.targetId, sort: before.sort, enabled: before.enabled },
      after,
    });
    return after;
  });
}
